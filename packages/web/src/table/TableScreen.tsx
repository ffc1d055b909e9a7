import { viewFor } from "@horda/table";
import { type Board, tablesOf, type ZombicideCommand, zombicide } from "@horda/zombicide";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { localizedName } from "../app/localized-name.ts";
import { BotHint } from "../table-bots/BotHint.tsx";
import { useBotSeats } from "../table-bots/use-bot-seats.ts";
import { commandWords } from "./actions/command-words.ts";
import { boardWithCars } from "./board/cars-on-board.ts";
import { noiseByZone, openDoorIndices, piecesOf, targetHighlight } from "./board/pieces-of.ts";
import { carDetail, survivorNote } from "./board/survivor-note.ts";
import { TableBoard } from "./board/TableBoard.tsx";
import { Dashboards } from "./dashboard/Dashboards.tsx";
import { TABLE_NS } from "./i18n/register.ts";
import { ShortcutHelp } from "./keyboard/ShortcutHelp.tsx";
import { useShortcuts } from "./keyboard/use-shortcuts.ts";
import { EventLog } from "./log/EventLog.tsx";
import { useZombiePlayback } from "./playback/use-zombie-playback.ts";
import { SandboxPanel } from "./sandbox/SandboxPanel.tsx";
import { actingSeat } from "./session/acting-seat.ts";
import { useTableControls } from "./session/use-table-controls.ts";
import type { useTableGame } from "./session/use-table-game.ts";
import { TableHeader } from "./TableHeader.tsx";
import { TurnPanel } from "./TurnPanel.tsx";
import { useWords } from "./words/use-words.ts";

type Ready = Extract<ReturnType<typeof useTableGame>["game"], { status: "ready" }>;

interface Props {
  readonly game: Ready;
  readonly board: Board;
  readonly send: (seat: string, c: ZombicideCommand) => void;
  readonly undoLast: () => void;
}

/** The table: header, board, the acting seat's controls, dashboards, log and the end screen. */
export function TableScreen({ game, board, send, undoLast }: Props) {
  const { t, i18n } = useTranslation(TABLE_NS);
  const root = useRef<HTMLElement>(null);
  const { session, saved, items } = game;
  const state = session.state;
  const acting = useMemo(() => actingSeat(state), [state]);
  const view = useMemo(
    () => viewFor(zombicide, session, acting.seat ?? (state.seats[0] as string)),
    [session, acting.seat, state.seats],
  );
  if (!view.ok) throw new Error(view.error.message);
  const v = view.value;
  const status = zombicide.status(state);
  const seatName = useCallback(
    (seat: string) => saved.options.players[Number(seat.slice(1)) - 1] ?? seat,
    [saved.options.players],
  );
  const words = useWords(v, seatName);
  const sendAsActing = useCallback(
    (c: ZombicideCommand) => acting.seat && send(acting.seat, c),
    [acting.seat, send],
  );
  const controls = useTableControls(state, acting, sendAsActing);
  const playback = useZombiePlayback(game.last);
  // Bot seats (src/table-bots): the survivor bot plays them; a hint tells people what it would do.
  const botSeats = useMemo(() => (saved.options.bots ?? []).map((i) => `p${i + 1}`), [saved.options.bots]);
  const seq = session.record.log.length;
  const botTurn = useBotSeats({
    state,
    acting,
    botSeats,
    seed: session.record.seed,
    seq,
    paused: playback.active,
    send,
  });
  const frame = playback.active ? playback.frame : null;
  const abomination = useCallback(
    (card: string) => {
      const a = v.zombieCatalog.abominations[card];
      return a ? localizedName(a.names, i18n.language) : card;
    },
    [v.zombieCatalog, i18n.language],
  );
  const { setDoor } = controls;
  // Focusing a door (Tab) selects it for `*` in free mode, as clicking does.
  useEffect(() => {
    const el = root.current;
    const onFocusIn = (e: FocusEvent) => {
      const d = (e.target as Element | null)?.closest?.("[data-door]")?.getAttribute("data-door");
      if (d != null) setDoor(board.doors[Number(d)]?.id ?? null);
    };
    el?.addEventListener("focusin", onFocusIn);
    return () => el?.removeEventListener("focusin", onFocusIn);
  }, [board, setDoor]);
  const pieces = useMemo(
    () => piecesOf(board, frame ?? v, words.survivor, abomination, (s, cars) => survivorNote(words, s, cars)),
    [board, frame, v, words, abomination],
  );
  // Cars are drawn where the state (or the playback frame) has them, named with who drives and rides.
  // Keyed by what is drawn, so the board (and its outlines) is rebuilt only when a car moves or fills.
  const cars = (frame ?? v).cars;
  const carKey = JSON.stringify(cars?.map((c) => [c.id, c.zone, carDetail(words, c)]) ?? []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `carKey` stands for the cars and their words.
  const shownBoard = useMemo(
    () => boardWithCars(board, cars, { detail: (c) => carDetail(words, c) }),
    [board, carKey],
  );
  const openDoors = useMemo(() => openDoorIndices(board, v.openDoors), [board, v.openDoors]);
  const noise = useMemo(() => noiseByZone(board, v.noise), [board, v.noise]);
  const tables = useMemo(() => tablesOf(state), [state]);
  const targets = useMemo(
    () => targetHighlight(board, playback.active ? [] : controls.targets),
    [board, controls.targets, playback.active],
  );
  const [, setNote] = useState<string | null>(null);
  const sandbox = v.modules.includes("sandbox");
  const pending = state.pending[0];
  const find = (type: string) => controls.groups.flatMap((g) => g.commands).find((c) => c.type === type);
  const flip = () => {
    const c = controls.edits.find((x) => x.type === "sandboxFlipDoor" && x.door === controls.door);
    if (c) sendAsActing(c);
  };
  const byKey = (type: string) => () => {
    const c = find(type);
    if (c) sendAsActing(c);
  };
  useShortcuts(
    {
      e: byKey("endTurn"),
      s: byKey("search"),
      n: byKey("makeNoise"),
      u: undoLast,
      "ctrl+z": undoLast,
      "*": flip,
      Escape: playback.skip,
    },
    () => root.current,
  );

  return (
    <section className="page table-page" ref={root}>
      <TableHeader
        title={saved.title}
        view={v}
        seatName={seatName}
        acting={acting.seat}
        session={session}
        saved={saved}
        onUndo={undoLast}
        onNote={setNote}
        error={game.error}
      />
      {v.turn.extra && (
        <p role="status" className="notice extra-turn" data-testid="extra-turn">
          {t("dashboard.extraTurn", { survivor: words.survivor(v.turn.extra) })}
        </p>
      )}
      <div className="table-layout">
        <TableBoard
          board={shownBoard}
          name={saved.title}
          pieces={pieces}
          openDoors={openDoors}
          tables={tables}
          targets={targets}
          noise={noise}
          onZone={controls.onZone}
          onDoor={controls.onDoor}
        />
        <aside className="table-side">
          <TurnPanel
            words={words}
            view={v}
            seatName={seatName}
            status={status}
            playback={playback}
            items={items}
            decision={pending && acting.seat ? pending : null}
            answers={acting.commands}
            controls={controls}
            lastEvents={game.last?.events ?? null}
            onSend={sendAsActing}
          />
          {sandbox && status.kind === "ongoing" && (
            <SandboxPanel
              words={words}
              view={v}
              commands={controls.edits}
              tool={controls.tool}
              onTool={controls.setTool}
              door={controls.door}
              onSend={sendAsActing}
            />
          )}
          {!botTurn && status.kind === "ongoing" && (
            <BotHint
              state={state}
              acting={acting}
              seed={session.record.seed}
              seq={seq}
              describe={(c) => commandWords(words, c)}
              onSend={sendAsActing}
            />
          )}
          <ShortcutHelp />
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
        onSend={sendAsActing}
      />
      <EventLog words={words} items={items} seatName={seatName} />
    </section>
  );
}
