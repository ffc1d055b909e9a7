import type { ZView } from "@horda/zurvivors";
import { formatRoomCode, roomPath } from "../../online-room/room-code.ts";
import type { OnlineRoom } from "../../online-room/use-online-room.ts";
import { seatName } from "../model/words.ts";
import { useWords } from "../pages/use-words.ts";
import { ConnectionNotice } from "./ConnectionNotice.tsx";

/** True for a seat nobody holds: neither a person with a token nor a bot. */
export const isFree = (s: { taken: boolean; bot: string | null } | undefined) => !s || (!s.taken && !s.bot);

/**
 * Before the first move: the room code and join link, who sits where, and for the host the bot buttons
 * for empty seats and the start button (a room waits paused until the host starts it).
 */
export function WaitingRoom({ room, code, view }: { room: OnlineRoom; code: string; view: ZView }) {
  const w = useWords(view);
  const { state } = room;
  const link = `${window.location.origin}${roomPath(code)}`;
  const free = view.seats.filter((s) => isFree(state.seats[s]));
  return (
    <section className="page zv-lobby zv-waiting" data-testid="zv-waiting">
      <h1>{w.t("online.waitingTitle")}</h1>
      <ConnectionNotice room={room} w={w} showPause={false} />
      <p>
        {w.t("online.code")}{" "}
        <strong className="zv-room-code" data-testid="zv-room-code">
          {formatRoomCode(code)}
        </strong>
      </p>
      <p>
        {w.t("online.link")}{" "}
        <a href={link} data-testid="zv-room-link">
          {link}
        </a>
      </p>
      <ul className="zv-room-seats" aria-label={w.t("online.seatsTitle")}>
        {view.seats.map((s, i) => {
          const holder = state.seats[s];
          const who = holder?.bot
            ? w.t("online.bot")
            : holder?.taken
              ? (holder.name ?? w.t("online.person"))
              : w.t("online.free");
          return (
            <li key={s} data-seat={s}>
              {w.t("lobby.seat", { n: i + 1 })} ({seatName(w, s)}): <strong>{who}</strong>
              {s === state.seat && ` — ${w.t("table.you")}`}{" "}
              {holder?.taken && !holder.bot && (
                <span
                  className={`seat-presence ${holder.online ? "online" : "offline"}`}
                  data-testid="seat-presence"
                >
                  {w.t(holder.online ? "online.present" : "online.away")}
                </span>
              )}{" "}
              {state.host && isFree(holder) && (
                <button
                  type="button"
                  className="button-secondary"
                  onClick={() => room.host({ kind: "bot", seat: s, bot: "heuristic" })}
                >
                  {w.t("online.giveBot", { n: i + 1 })}
                </button>
              )}
              {state.host && holder?.bot && (
                <button
                  type="button"
                  className="button-secondary"
                  onClick={() => room.host({ kind: "bot", seat: s, bot: null })}
                >
                  {w.t("online.removeBot", { n: i + 1 })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {state.error && (
        <p className="error" role="alert">
          {w.t("table.error", { message: state.error.message })}
        </p>
      )}
      {state.host ? (
        <>
          {free.length > 0 && <p className="zv-hint">{w.t("online.fillSeats", { count: free.length })}</p>}
          <button
            type="button"
            disabled={free.length > 0 || !state.joined}
            onClick={() => room.host({ kind: "pause", paused: false })}
          >
            {w.t("online.start")}
          </button>
        </>
      ) : (
        <p className="zv-hint">{w.t("online.waitHost")}</p>
      )}
    </section>
  );
}
