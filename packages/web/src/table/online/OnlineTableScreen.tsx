import {
  type Board,
  boardOf,
  tablesOf,
  type ZombicideCommand,
  type ZombicideEvent,
  type ZombicideState,
  type ZombicideView,
} from "@horda/zombicide";
import { useCallback, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { localizedName } from "../../app/localized-name.ts";
import type { OnlineRoom } from "../../zurvivors/online/use-online-room.ts";
import { boardWithCars } from "../board/cars-on-board.ts";
import { noiseByZone, openDoorIndices, piecesOf, targetHighlight } from "../board/pieces-of.ts";
import { carDetail, survivorNote } from "../board/survivor-note.ts";
import { TableBoard } from "../board/TableBoard.tsx";
import { Dashboards } from "../dashboard/Dashboards.tsx";
import { TABLE_NS } from "../i18n/register.ts";
import { EventLog } from "../log/EventLog.tsx";
import { useZombiePlayback } from "../playback/use-zombie-playback.ts";
import { type LogItem, zombieTypesOf } from "../session/log-item.ts";
import { useTableControls } from "../session/use-table-controls.ts";
import { TurnPanel } from "../TurnPanel.tsx";
import { useWords } from "../words/use-words.ts";
import { SeatsPanel } from "./SeatsPanel.tsx";
import { useOnlineLastStep } from "./use-online-last-step.ts";

export type ZombicideRoom = OnlineRoom<ZombicideView, ZombicideCommand, ZombicideEvent>;

interface Props {
  readonly room: ZombicideRoom;
  readonly title: string;
}

/** A view carries the board and every public part of the state the table's pieces and controls read. */
const asState = (v: ZombicideView) => v as unknown as ZombicideState;

/**
 * The Zombicide table of an online room: the same board, controls, dialogs and dashboards as the table on
 * one screen, driven by this seat's view and legal commands from the server.
 */
export function OnlineTableScreen({ room, title }: Props) {
  const { t } = useTranslation(TABLE_NS);
  const v = room.state.view;
  const board = useMemo(() => (v ? boardOf(asState(v)) : null), [v]);
  if (!v || !board) return <p className="loading">{t("online.waiting")}</p>;
  return <Seated room={room} title={title} view={v} board={board} />;
}

function Seated({ room, title, view: v, board }: Props & { view: ZombicideView; board: Board }) {
  const { t, i18n } = useTranslation(TABLE_NS);
  const { state: s, send } = room;
  const seatName = useCallback((seat: string) => s.seats[seat]?.name ?? seat, [s.seats]);
  const words = useWords(v, seatName);
  const acting = useMemo(() => ({ seat: s.seat, commands: s.legal }), [s.seat, s.legal]);
  const controls = useTableControls(asState(v), acting, send);
  const abomination = useCallback(
    (card: string) => {
      const a = v.zombieCatalog.abominations[card];
      return a ? localizedName(a.names, i18n.language) : card;
    },
    [v.zombieCatalog, i18n.language],
  );
  const last = useOnlineLastStep(v, s.seq, s.log);
  const playback = useZombiePlayback(last);
  const frame = playback.active ? playback.frame : null;
  const pieces = useMemo(
    () => piecesOf(board, frame ?? v, words.survivor, abomination, (x, cars) => survivorNote(words, x, cars)),
    [board, frame, v, words, abomination],
  );
  const cars = (frame ?? v).cars;
  const shownBoard = useMemo(
    () => boardWithCars(board, cars, { detail: (c) => carDetail(words, c) }),
    [board, cars, words],
  );
  const openDoors = useMemo(() => openDoorIndices(board, v.openDoors), [board, v.openDoors]);
  const noise = useMemo(() => noiseByZone(board, v.noise), [board, v.noise]);
  const tables = useMemo(() => tablesOf(asState(v)), [v]);
  const targets = useMemo(
    () => targetHighlight(board, playback.active ? [] : controls.targets),
    [board, controls.targets, playback.active],
  );
  // Zombie types for the log: every zombie this seat has seen on the board, kept after it dies.
  const seenTypes = useRef(new Map<string, string>());
  const { items, lastInEffect } = useMemo(() => {
    for (const z of v.zombies) seenTypes.current.set(z.id, z.type);
    const known = Object.fromEntries(seenTypes.current);
    // An undo takes back the last command still in effect, whoever's turn it is (@horda/table undo).
    const inEffect: { seq: number; seat: string }[] = [];
    const items = s.log.map((e): LogItem => {
      const types = { ...known, ...zombieTypesOf(e.events, asState(v), asState(v)) };
      if (e.kind === "undo") {
        const undoes = inEffect.pop()?.seq;
        return { seq: e.seq, seat: e.seat, kind: "undo", undoes, events: [], zombieTypes: types };
      }
      inEffect.push({ seq: e.seq, seat: e.seat });
      return { seq: e.seq, seat: e.seat, kind: "command", events: e.events, zombieTypes: types };
    });
    return { items, lastInEffect: inEffect[inEffect.length - 1] ?? null };
  }, [s.log, v]);
  const canUndo = s.seat !== null && lastInEffect?.seat === s.seat && !playback.active;
  const pending = v.pending[0];
  const status = s.status;
  return (
    <section
      className="page table-page online-table"
      data-testid="online-table"
      data-seq={s.seq}
      data-seat={s.seat ?? ""}
    >
      <header className="table-header">
        <h1>{title}</h1>
        <p>
          {s.seat ? t("online.youAre", { seat: seatName(s.seat) }) : t("online.watching")}{" "}
          <span data-testid="online-connection">{t("online.connection", { state: room.connection })}</span>
        </p>
        {canUndo && (
          <button type="button" onClick={room.undo}>
            {t("online.undo")}
          </button>
        )}
        {s.error && (
          <p role="alert" className="error">
            {t("online.refused", { message: s.error.message })}
          </p>
        )}
      </header>
      {v.turn.extra && (
        <p role="status" className="notice extra-turn" data-testid="extra-turn">
          {t("dashboard.extraTurn", { survivor: words.survivor(v.turn.extra) })}
        </p>
      )}
      <div className="table-layout">
        <TableBoard
          board={shownBoard}
          name={title}
          pieces={pieces}
          openDoors={openDoors}
          tables={tables}
          noise={noise}
          targets={targets}
          onZone={controls.onZone}
          onDoor={controls.onDoor}
        />
        <aside className="table-side">
          <SeatsPanel room={room} />
          <TurnPanel
            words={words}
            view={v}
            seatName={seatName}
            status={status}
            playback={playback}
            items={items}
            decision={pending && pending.seat === s.seat ? pending : null}
            answers={s.legal}
            controls={controls}
            lastEvents={last?.events ?? null}
            onSend={send}
          />
        </aside>
      </div>
      <Dashboards
        words={words}
        view={v}
        seatName={seatName}
        commands={controls.game}
        selected={controls.selected}
        choosable={controls.survivors}
        onChoose={controls.choose}
        locked={playback.active || pending !== undefined}
        onSend={send}
      />
      <EventLog words={words} items={items} seatName={seatName} />
    </section>
  );
}
