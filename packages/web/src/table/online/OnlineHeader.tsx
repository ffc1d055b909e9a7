import type { ZombicideView } from "@horda/zombicide";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { TABLE_NS } from "../i18n/register.ts";
import { RuleProfileLine } from "../modes/RuleProfileLine.tsx";
import { refusalText } from "../words/refusal.ts";
import type { ZombicideRoom } from "./OnlineTableScreen.tsx";

interface Props {
  readonly room: ZombicideRoom;
  readonly view: ZombicideView;
  readonly missionTitle: string;
  readonly seatName: (seat: string) => string;
  readonly canUndo: boolean;
  /** The round a playback has reached, else the game's. */
  readonly round?: number | undefined;
  readonly phase?: string | undefined;
}

/** Whose turn it is for this browser: "Your turn", "Waiting for Ana", or the zombies moving. */
function turnLine(t: TFunction, p: Props): string {
  const { view: v, room } = p;
  if (room.state.paused && v.turn.phase !== "over") return t("online.pausedNow");
  const pending = v.pending[0];
  if (pending) return awaiting(t, p, pending.seat);
  if (v.turn.phase === "over") return "";
  if (v.turn.phase !== "players") return t("onlineStatus.zombiesTurn");
  const seat = v.turn.order[v.turn.current];
  return seat ? awaiting(t, p, seat) : "";
}

/** "Your turn", "Waiting for Ana", or, for a seat nobody holds yet, who is awaited to take it. */
function awaiting(t: TFunction, { room, seatName }: Props, seat: string): string {
  if (seat === room.state.seat)
    return t(room.state.seats[seat]?.bot ? "onlineStatus.botPlaysYou" : "onlineStatus.yourTurn");
  const held = room.state.seats[seat];
  const free = held !== undefined && !held.taken && held.bot === null;
  return t(free ? "onlineStatus.waitingForFree" : "onlineStatus.waitingFor", { name: seatName(seat) });
}

/** The online table's header: the mission, round and phase, whose turn it is, this seat, connection, undo. */
export function OnlineHeader(p: Props) {
  const { t } = useTranslation(TABLE_NS);
  const { room, view: v, seatName } = p;
  const s = room.state;
  return (
    <header className="table-header">
      <h1>{t("onlineStatus.mission", { name: p.missionTitle })}</h1>
      <p className="table-status" data-testid="table-status">
        {t("table.round", { round: p.round ?? v.turn.round })} · {t(`table.phase_${p.phase ?? v.turn.phase}`)}{" "}
        · <strong data-testid="online-turn">{turnLine(t, p)}</strong>
      </p>
      <RuleProfileLine profile={v.profile} />
      <p className="online-me">
        {s.seat
          ? s.seats[s.seat]?.bot
            ? t("online.botPlaysForYou")
            : t("online.youAre", { seat: seatName(s.seat) })
          : t("online.watching")}{" "}
        ·{" "}
        <span data-testid="online-connection">
          {t("online.connection", { state: t(`online.state_${room.connection}`) })}
        </span>
      </p>
      {p.canUndo && (
        <button type="button" onClick={room.undo}>
          {t("online.undo")}
        </button>
      )}
      {s.error && (
        <p role="alert" className="error">
          {t("online.refused", { message: refusalText(t, s.error) })}
        </p>
      )}
    </header>
  );
}
