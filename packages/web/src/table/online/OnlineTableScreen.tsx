import {
  type Board,
  boardOf,
  tablesOf,
  type ZombicideCommand,
  type ZombicideEvent,
  type ZombicideState,
  type ZombicideView,
  zombicide,
} from "@horda/zombicide";
import { useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { OnlineRoom } from "../../online-room/use-online-room.ts";
import { PlaySheetsPanel } from "../campaign/PlaySheetsPanel.tsx";
import { TABLE_NS } from "../i18n/register.ts";
import { useShortcuts } from "../keyboard/use-shortcuts.ts";
import { useZombiePlayback } from "../playback/use-zombie-playback.ts";
import { type LogItem, setupItems, zombieTypesOf } from "../session/log-item.ts";
import { useTableControls } from "../session/use-table-controls.ts";
import { TableShell } from "../shell/TableShell.tsx";
import { useWords } from "../words/use-words.ts";
import { missionBriefing } from "./mission-briefing.ts";
import { OnlineHeader } from "./OnlineHeader.tsx";
import { SeatsPanel } from "./SeatsPanel.tsx";
import { useOnlineLastStep } from "./use-online-last-step.ts";

export type ZombicideRoom = OnlineRoom<ZombicideView, ZombicideCommand, ZombicideEvent>;

interface Props {
  readonly room: ZombicideRoom;
  readonly title: string;
}

const NO_COMMANDS: readonly ZombicideCommand[] = [];

/** A view carries the board and every public part of the state the table's pieces and controls read. */
const asState = (v: ZombicideView) => v as unknown as ZombicideState;

/**
 * The Zombicide table of an online room: the shared table shell with the room's WebSocket as its transport,
 * driven by this seat's view and legal commands from the server.
 */
export function OnlineTableScreen({ room, title }: Props) {
  const { t } = useTranslation(TABLE_NS);
  const v = room.state.view;
  const board = useMemo(() => (v ? boardOf(asState(v)) : null), [v]);
  if (!v || !board) return <p className="loading">{t("online.waiting")}</p>;
  return <Seated room={room} title={title} view={v} board={board} />;
}

function Seated({ room, title, view: v, board }: Props & { view: ZombicideView; board: Board }) {
  const { state: s, send } = room;
  const { t } = useTranslation(TABLE_NS);
  // A seat is its player's name, or "Player 2" (its number in the room) if nobody named it; "Bo (bot)" while
  // the bot plays it (a free seat, or Bo's while he is away).
  const seatName = useMemo(
    () => (seat: string) => {
      const held = s.seats[seat];
      const name = held?.name || t("newGame.player", { n: v.seats.indexOf(seat) + 1 });
      return held?.bot ? t("online.botSeat", { name }) : name;
    },
    [s.seats, v.seats, t],
  );
  const words = useWords(v, seatName);
  // While the host has paused the room, or the server's bot plays this seat (its player was away), the server
  // refuses every move from here: the table offers none.
  const botPlaysMe = s.seat !== null && Boolean(s.seats[s.seat]?.bot);
  const acting = useMemo(
    () => ({ seat: s.seat, commands: s.paused || botPlaysMe ? NO_COMMANDS : s.legal }),
    [s.seat, s.legal, s.paused, botPlaysMe],
  );
  const controls = useTableControls(asState(v), acting, send);
  const last = useOnlineLastStep(v, s.seq, s.log);
  const playback = useZombiePlayback(last);
  // Escape skips the playback here as at a table on one screen (keyboard/ShortcutHelp.tsx says so).
  const root = useRef<HTMLElement>(null);
  useShortcuts({ Escape: playback.skip }, () => root.current);
  const tables = useMemo(() => tablesOf(asState(v)), [v]);
  // Zombie types for the log: every zombie this seat has seen on the board, kept after it dies.
  const seenTypes = useRef(new Map<string, string>());
  const { items, lastInEffect } = useMemo(() => {
    for (const z of v.zombies) seenTypes.current.set(z.id, z.type);
    const known = Object.fromEntries(seenTypes.current);
    // An undo takes back the last command still in effect, whoever's turn it is (@horda/table undo).
    const inEffect: { seq: number; seat: string; events: readonly ZombicideEvent[] }[] = [];
    const commands = s.log.map((e): LogItem => {
      const types = { ...known, ...zombieTypesOf(e.events, asState(v), asState(v)) };
      if (e.kind === "undo") {
        const undoes = inEffect.pop()?.seq;
        return { seq: e.seq, seat: e.seat, kind: "undo", undoes, events: [], zombieTypes: types };
      }
      inEffect.push({ seq: e.seq, seat: e.seat, events: e.events });
      return {
        seq: e.seq,
        seat: e.seat,
        kind: "command",
        events: e.events,
        zombieTypes: types,
        ...(e.command ? { command: e.command } : {}),
      };
    });
    // What setup told (a Zombie Phase before Round 1) comes first, from the view.
    const items = [...setupItems(asState(v)), ...commands];
    return { items, lastInEffect: inEffect[inEffect.length - 1] ?? null };
  }, [s.log, v]);
  // Undo is offered only where the server takes it: this seat's own last command, one that revealed nothing
  // (no dice, no card drawn: `zombicide.undoable`), not while paused or played back.
  const canUndo =
    s.seat !== null &&
    lastInEffect?.seat === s.seat &&
    zombicide.undoable(asState(v), lastInEffect.events) &&
    !s.paused &&
    !playback.active;
  const transport = useMemo(() => ({ send, undo: canUndo ? room.undo : null }), [send, canUndo, room.undo]);
  const pending = v.pending[0];
  const briefing = useMemo(() => (v.mission ? missionBriefing(v.mission.id) : undefined), [v.mission]);
  const missionTitle = v.mission ? words.text(v.mission.names) : title;
  return (
    <TableShell
      rootRef={root}
      className="online-table"
      data={{ testid: "online-table", seq: s.seq, seat: s.seat ?? "" }}
      title={missionTitle}
      briefing={briefing}
      view={v}
      board={board}
      tables={tables}
      words={words}
      seatName={seatName}
      controls={controls}
      playback={playback}
      status={s.status}
      items={items}
      decision={pending && pending.seat === s.seat && !botPlaysMe ? pending : null}
      answers={s.legal}
      lastEvents={last?.events ?? null}
      transport={transport}
      header={
        <OnlineHeader
          room={room}
          view={v}
          missionTitle={missionTitle}
          seatName={seatName}
          canUndo={canUndo}
          round={playback.active ? playback.frame?.round : undefined}
          phase={playback.active ? playback.frame?.phase : undefined}
        />
      }
      sideTop={
        <>
          <SeatsPanel room={room} />
          <PlaySheetsPanel view={v} seat={s.seat} words={words} />
        </>
      }
    />
  );
}
