import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { joinRoom, RoomApiError } from "../../online-room/api.ts";
import { formatRoomCode } from "../../online-room/room-code.ts";
import { type RoomPass, savePass } from "../../online-room/seat-store.ts";
import { ZURVIVORS_NS } from "../i18n/register.ts";

/** Someone opened a room's link without a seat here: take the first free seat under a name. */
export function JoinPanel({ code, joined }: { code: string; joined: (pass: RoomPass) => void }) {
  const { t } = useTranslation(ZURVIVORS_NS);
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameId = useId();

  const join = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const r = await joinRoom(code, name.trim() || t("online.defaultName"));
      if (r.seat === null) setProblem(t("online.full"));
      else {
        const pass = { seat: r.seat, seatToken: r.seatToken, hostToken: null };
        savePass(code, pass);
        joined(pass);
      }
    } catch (err) {
      setProblem(
        err instanceof RoomApiError && err.code === "unknown_room"
          ? t("online.unknownRoom")
          : t("online.failed", { message: (err as Error).message }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page zv-lobby" data-testid="zv-join">
      <h1>{t("online.joinTitle", { code: formatRoomCode(code) })}</h1>
      <form onSubmit={join} className="zv-lobby-form">
        <p>
          <label htmlFor={nameId}>{t("online.name")}</label>{" "}
          <input id={nameId} value={name} maxLength={40} onChange={(e) => setName(e.target.value)} />
        </p>
        {problem && (
          <p className="error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {t("online.takeSeat")}
        </button>{" "}
        <Link href="/zurvivors">{t("problem.back")}</Link>
      </form>
    </section>
  );
}
