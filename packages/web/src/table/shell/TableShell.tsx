import type { GameStatus, PendingDecision } from "@horda/table";
import type { Board, BoardTables, ZombicideCommand, ZombicideEvent, ZombicideView } from "@horda/zombicide";
import { type ReactNode, type RefObject, useCallback, useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { localizedName } from "../../app/localized-name.ts";
import { barricadeMarks, barricadesKey } from "../board/barricades.ts";
import { boardNight } from "../board/board-night.ts";
import { boardWithoutTaken, lockedDoorIndices } from "../board/board-state.ts";
import { boardWithCars } from "../board/cars-on-board.ts";
import { lookOf, noiseByZone, openDoorIndices, piecesOf, targetHighlight } from "../board/pieces-of.ts";
import { bileZones, boardWithStateTokens, fireZones, mapTokensInPlay } from "../board/state-tokens.ts";
import { carDetail, carSeats, survivorNote } from "../board/survivor-note.ts";
import { TableBoard } from "../board/TableBoard.tsx";
import { brokenWallSet, brokenWallsKey } from "../board/thin-walls.ts";
import { Dashboards } from "../dashboard/Dashboards.tsx";
import { moduleNamespace } from "../i18n/module-words.ts";
import { TABLE_NS } from "../i18n/register.ts";
import { EventLog } from "../log/EventLog.tsx";
import { MissionPanel } from "../mission/MissionPanel.tsx";
import { TableLegend } from "../mission/TableLegend.tsx";
import { itemsSoFar } from "../playback/items-so-far.ts";
import type { useZombiePlayback } from "../playback/use-zombie-playback.ts";
import type { LogItem } from "../session/log-item.ts";
import type { useTableControls } from "../session/use-table-controls.ts";
import { TurnPanel } from "../TurnPanel.tsx";
import type { Words } from "../words/words.ts";
import { LogTail } from "./LogTail.tsx";
import "./shell.css";
import type { TableTransport } from "./table-transport.ts";

type Names = { readonly en?: string; readonly "pt-BR"?: string };

interface Props {
  readonly title: string;
  readonly briefing?: Names | undefined;
  readonly view: ZombicideView;
  readonly board: Board;
  readonly tables: BoardTables;
  readonly words: Words;
  readonly seatName: (seat: string) => string;
  readonly controls: ReturnType<typeof useTableControls>;
  readonly playback: ReturnType<typeof useZombiePlayback>;
  readonly status: GameStatus | null;
  readonly items: readonly LogItem[];
  /** The pending decision when this screen answers it. */
  readonly decision: PendingDecision | null;
  readonly answers: readonly ZombicideCommand[];
  readonly lastEvents: readonly ZombicideEvent[] | null;
  readonly transport: TableTransport;
  /** The table's header (the hot-seat and online tables say different things about whose turn it is). */
  readonly header: ReactNode;
  /** Panels above the controls (the online seats). */
  readonly sideTop?: ReactNode;
  /** Inside the controls, under them (the bot's hint: on a phone it stays pinned with the actions). */
  readonly controlsBottom?: ReactNode;
  /** Panels under the controls (free-mode edits). */
  readonly sideBottom?: ReactNode;
  /** Panels under the key, in the left column (the keyboard help). */
  readonly leftBottom?: ReactNode;
  /** The end screen's ways on (a new game, a rematch). */
  readonly endActions?: ReactNode;
  readonly rootRef?: RefObject<HTMLElement | null>;
  readonly className?: string;
  readonly data?: Readonly<Record<string, string | number>>;
}

/**
 * One table for the hot-seat and online games, the transport passed in: on a wide screen the mission and the
 * other survivors on the left, the board in the middle, the acting survivor's dashboard, the actions and the
 * newest log lines on the right, all in one screen; stacked on a phone. The whole log follows below.
 */
export function TableShell(p: Props) {
  const { t, i18n } = useTranslation(TABLE_NS);
  const { view: v, board, words, controls, playback, transport } = p;
  const frame = playback.active ? playback.frame : null;
  // A new decision is read from its top: pinned on a phone, the controls kept the last scroll position.
  const controlsRef = useRef<HTMLDivElement>(null);
  const decisionId = p.decision?.id ?? null;
  useEffect(() => {
    if (decisionId !== null && controlsRef.current) controlsRef.current.scrollTop = 0;
  }, [decisionId]);
  const abomination = useCallback(
    (card: string) => {
      const a = v.zombieCatalog.abominations[card];
      return a ? localizedName(a.names, i18n.language) : card;
    },
    [v.zombieCatalog, i18n.language],
  );
  const pieces = useMemo(
    () =>
      piecesOf(board, frame ?? v, words.survivor, abomination, (s, cars) => survivorNote(words, s, cars), {
        looks: v.zombieCatalog.types,
        name: (type) =>
          localizedName(v.zombieCatalog.types[type]?.names ?? { en: type, "pt-BR": type }, i18n.language),
      }),
    [board, frame, v, words, abomination, i18n.language],
  );
  // The key lists the game's zombie types, drawn as the board draws them, in targeting order.
  const legendZombies = useMemo(
    () =>
      Object.values(v.zombieCatalog.types)
        .sort((a, b) => (a.targetingPriority ?? 0) - (b.targetingPriority ?? 0))
        .map((z) => ({
          type: z.id,
          name: localizedName(z.names, i18n.language),
          ...lookOf(v.zombieCatalog.types, z.id),
        })),
    [v.zombieCatalog.types, i18n.language],
  );
  // Cars are drawn where the state (or the playback frame) has them; taken Objectives and crates are gone.
  // Keyed by what is drawn, so the board (and its outlines) is rebuilt only when a car moves or a token goes.
  const cars = (frame ?? v).cars;
  const carKey = JSON.stringify(cars?.map((c) => [c.id, c.zone, carDetail(words, c)]) ?? []);
  const takenKey = v.objectivesTaken.join(" ");
  // Spawn tokens laid or taken away in play (Necromancers) and Dragon Bile tokens are drawn from the state.
  const spawns = v.spawns;
  const bile = bileZones(v.slices);
  const fire = fireZones(p.items);
  const inPlay = mapTokensInPlay(v);
  const laidKey = JSON.stringify([spawns, bile, fire, v.slices?.["vault-artefacts"] ?? null]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `carKey`, `takenKey` and `laidKey` stand for what is drawn.
  const shownBoard = useMemo(
    () =>
      boardWithCars(
        boardWithStateTokens(boardWithoutTaken(board, v.objectivesTaken), spawns, bile, fire, inPlay),
        cars,
        {
          detail: (c) => carDetail(words, c),
          seats: (c) => carSeats(words, c),
        },
      ),
    [board, carKey, takenKey, laidKey],
  );
  const openDoors = useMemo(() => openDoorIndices(board, v.openDoors), [board, v.openDoors]);
  const locked = useMemo(() => lockedDoorIndices(board, v.unlockedColours), [board, v.unlockedColours]);
  const noise = useMemo(() => noiseByZone(board, v.noise), [board, v.noise]);
  const brokenKey = brokenWallsKey(v);
  const brokenWalls = useMemo(() => brokenWallSet(brokenKey), [brokenKey]);
  // During a playback, the Clock and night the frame played under (before the End Phase moved the Clock).
  const clockSource = frame?.night === "before" && playback.before ? playback.before : v;
  const night = useMemo(() => boardNight(board, clockSource), [board, clockSource]);
  const barricadeKey = barricadesKey(frame ?? v);
  const barricades = useMemo(() => {
    const marks = barricadeMarks(barricadeKey);
    if (marks.length === 0) return undefined;
    // The barricades module's words (modules/classic/toxic-mall/barricades/play-words.ts).
    const ns = moduleNamespace("barricades");
    return { marks, title: (m: (typeof marks)[number]) => t("board.place", { ns, ...m }) };
  }, [barricadeKey, t]);
  const targets = useMemo(
    () => targetHighlight(board, playback.active ? [] : controls.targets),
    [board, controls.targets, playback.active],
  );
  const pending = v.pending[0];
  const acting =
    v.turn.active ??
    controls.selected ??
    v.survivors.find((s) => !s.eliminated && !s.escaped && !s.done)?.id ??
    v.survivors[0]?.id ??
    null;
  const { choose, survivors: choosable, tool, targets: aims } = controls;
  // A click on a survivor the acting seat may choose picks it, unless the click aims somewhere (its zone is a
  // target of the armed command or of a free-mode tool): then the click is the command's.
  const onSurvivor = useCallback(
    (id: string) => {
      if (v.turn.active || tool || !choosable.includes(id)) return false;
      const zone = v.survivors.find((s) => s.id === id)?.zone;
      if (zone !== undefined && aims.includes(zone)) return false;
      choose(id);
      return true;
    },
    [v.turn.active, v.survivors, tool, aims, choosable, choose],
  );
  // During a playback the survivors' cards follow its frames (Wounds as the attacks land), not the state after it.
  const dashboardView = useMemo(() => (frame ? { ...v, survivors: frame.survivors } : v), [frame, v]);
  // The mission's rounds count from the frame's round ("now round 2" only once the playback reaches it).
  const missionView = useMemo(
    () => (frame && frame.round !== v.turn.round ? { ...v, turn: { ...v.turn, round: frame.round } } : v),
    [frame, v],
  );
  // And the log stops at the line the playback shows.
  const shownEvent = playback.active
    ? playback.events[Math.min(playback.controls.index, playback.events.length - 1)]
    : undefined;
  const logItems = useMemo(() => itemsSoFar(p.items, shownEvent), [p.items, shownEvent]);
  const dashboards = {
    words,
    view: dashboardView,
    seatName: p.seatName,
    commands: controls.game,
    selected: controls.selected,
    choosable: controls.survivors,
    onChoose: controls.choose,
    locked: playback.active || pending !== undefined,
    onSend: transport.send,
    acting,
  } as const;
  return (
    <section
      className={`page table-page${p.className ? ` ${p.className}` : ""}`}
      ref={p.rootRef}
      {...Object.fromEntries(Object.entries(p.data ?? {}).map(([k, x]) => [`data-${k}`, x]))}
    >
      {p.header}
      {v.turn.extra && (
        <p role="status" className="notice extra-turn" data-testid="extra-turn">
          {t("banner.extraTurn", {
            ns: moduleNamespace("zombie-link"),
            survivor: words.survivor(v.turn.extra),
          })}
        </p>
      )}
      <div className="table-layout">
        <aside className="table-left">
          <Dashboards {...dashboards} part="acting" />
          <Dashboards {...dashboards} part="others" />
          <TableLegend board={board} zombies={legendZombies} barricades={barricades !== undefined} />
          {p.leftBottom}
        </aside>
        <div className="table-center">
          <MissionPanel
            words={words}
            view={missionView}
            clockOf={clockSource}
            title={p.title}
            briefing={p.briefing}
            items={p.items}
          />
          <TableBoard
            board={shownBoard}
            name={p.title}
            pieces={pieces}
            openDoors={openDoors}
            lockedDoors={locked}
            brokenWalls={brokenWalls}
            {...(barricades ? { barricades } : {})}
            tables={p.tables}
            targets={targets}
            noise={noise}
            night={night}
            onZone={controls.onZone}
            onDoor={controls.onDoor}
            onSurvivor={onSurvivor}
          />
        </div>
        <aside className="table-side">
          {p.sideTop}
          {/* On a phone the controls stay pinned to the bottom of the screen while the board scrolls. */}
          <div
            className={`table-controls${p.decision ? " deciding" : ""}`}
            data-testid="table-controls"
            ref={controlsRef}
          >
            <TurnPanel
              words={words}
              view={v}
              seatName={p.seatName}
              status={p.status}
              playback={playback}
              items={p.items}
              decision={p.decision}
              answers={p.answers}
              controls={controls}
              lastEvents={p.lastEvents}
              onSend={transport.send}
              endActions={p.endActions}
            />
            {p.controlsBottom}
          </div>
          <LogTail words={words} items={logItems} seatName={p.seatName} />
          {p.sideBottom}
        </aside>
      </div>
      <EventLog words={words} items={logItems} seatName={p.seatName} />
    </section>
  );
}
