import { useTranslation } from "react-i18next";
import { TABLE_NS } from "../i18n/register.ts";
import type { ZombicideRoom } from "./OnlineTableScreen.tsx";

/** The Zombicide bot of @horda/bots the server plays a seat with (docs/protocol.md). */
const BOT = "survivor";

/** Whether the seat's player is connected now: a seat shown taken may be empty in fact. */
function SeatPresence({ online }: { online: boolean }) {
  const { t } = useTranslation(TABLE_NS);
  return (
    <span className={`seat-presence ${online ? "online" : "offline"}`} data-testid="seat-presence">
      {t(online ? "online.present" : "online.away")}
    </span>
  );
}

/**
 * Who sits where; whether each seated player is connected now. The host may pause the game, free a seat someone
 * else holds (kick), and hand the server's bot a seat nobody holds or whose player is away, or take it back (the
 * player's pass still opens the seat: back at the table, they play on once the host takes it from the bot).
 */
export function SeatsPanel({ room }: { room: ZombicideRoom }) {
  const { t } = useTranslation(TABLE_NS);
  const { seats, host, paused, seat: mine } = room.state;
  return (
    <section className="online-seats" data-testid="online-seats" aria-label={t("online.seats")}>
      <h2>{t("online.seats")}</h2>
      {paused && (
        <p role="status" data-testid="online-paused">
          {t("online.paused")}
        </p>
      )}
      <ul>
        {Object.entries(seats).map(([seat, s]) => (
          <li key={seat} data-seat={seat}>
            <strong>{seat}</strong>{" "}
            {s.bot
              ? s.taken
                ? t("online.botFor", { name: s.name ?? seat })
                : t("online.bot")
              : s.taken
                ? (s.name ?? t("online.taken"))
                : t("online.free")}{" "}
            {s.taken && <SeatPresence online={s.online} />}{" "}
            {host && (!s.taken || s.bot !== null || !s.online) && (
              <button type="button" onClick={() => room.host({ kind: "bot", seat, bot: s.bot ? null : BOT })}>
                {t(s.bot ? "online.takeBack" : "online.giveBot", { seat })}
              </button>
            )}
            {host && s.taken && !s.bot && seat !== mine && (
              <button type="button" onClick={() => room.host({ kind: "kick", seat })}>
                {t("online.kick", { seat })}
              </button>
            )}
          </li>
        ))}
      </ul>
      {host && (
        <button type="button" onClick={() => room.host({ kind: "pause", paused: !paused })}>
          {t(paused ? "online.resume" : "online.pause")}
        </button>
      )}
    </section>
  );
}
