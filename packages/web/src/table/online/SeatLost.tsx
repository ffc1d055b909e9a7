import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { TABLE_NS } from "../i18n/register.ts";

/** Why this browser no longer plays at the room: the server's close reason or join refusal, by its code. */
export interface LostSeat {
  readonly code: string;
  readonly message: string;
}

const KNOWN = new Set(["kicked", "revoked", "bad_token"]);

/**
 * The seat this browser held is gone (the host freed it or gave it away, or the kept pass no longer opens it):
 * said in the player's words, with the way back in (join again: a free seat, or watch).
 */
export function SeatLost({ lost, onJoinAgain }: { lost: LostSeat; onJoinAgain: () => void }) {
  const { t } = useTranslation(TABLE_NS);
  const reason = KNOWN.has(lost.code)
    ? t(`online.lost_${lost.code}`)
    : t("online.lost_other", { message: lost.message });
  return (
    <section className="page seat-lost" data-testid="seat-lost">
      <h1>{t("online.lostTitle")}</h1>
      <p role="alert">{reason}</p>
      <p>
        <button type="button" onClick={onJoinAgain}>
          {t("online.joinAgain")}
        </button>{" "}
        <Link href="/">{t("online.home")}</Link>
      </p>
    </section>
  );
}
