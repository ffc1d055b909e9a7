import type { Board } from "@horda/zombicide";
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useId,
  useMemo,
} from "react";
import { useTranslation } from "react-i18next";
import { useTouch } from "../app/use-touch.ts";
import { boundarySegments } from "./geometry/boundary-segments.ts";
import { layoutPieces } from "./geometry/piece-layout.ts";
import { CELL } from "./geometry/units.ts";
import { outlinePath, traceOutline } from "./geometry/zone-outline.ts";
import { BarricadeLayer, type BarricadeMark } from "./layers/BarricadeLayer.tsx";
import { DarkHatch } from "./layers/DarkHatch.tsx";
import { DoorLayer } from "./layers/DoorLayer.tsx";
import { LabelLayer } from "./layers/LabelLayer.tsx";
import { type BoardNight, NightLayer } from "./layers/NightLayer.tsx";
import { NoiseLayer } from "./layers/NoiseLayer.tsx";
import { PieceLayer } from "./layers/PieceLayer.tsx";
import { SpotLayer } from "./layers/SpotLayer.tsx";
import { TileLayer } from "./layers/TileLayer.tsx";
import { TokenLayer } from "./layers/TokenLayer.tsx";
import { WallLayer } from "./layers/WallLayer.tsx";
import { HighlightLayer, ZoneLayer } from "./layers/ZoneLayer.tsx";
import { markBoardPainted } from "./paint-mark.ts";
import type { BoardPieces } from "./pieces/types.ts";
import { usePanZoom } from "./use-pan-zoom.ts";
import type { ZoneContents } from "./zone-contents.ts";

export interface BoardViewProps {
  readonly board: Board;
  readonly name: string;
  readonly pieces: BoardPieces;
  readonly contents: readonly ZoneContents[];
  readonly openDoors: ReadonlySet<number>;
  /** The zone under the pointer or keyboard focus (drives the highlight). */
  readonly focusZone: number | null;
  /** Zones to tint, with their range from the focused zone. */
  readonly highlight: ReadonlyMap<number, number>;
  /** Noise tokens in play by zone index (the table passes them; the viewer has none). */
  readonly noise?: ReadonlyMap<number, number>;
  /** Coloured doors still locked (the game table passes them; absent: locks are not shown). */
  readonly lockedDoors?: ReadonlySet<number>;
  /** Thin Walls broken (edge ids, Rio Z Janeiro), drawn as openings. */
  readonly brokenWalls?: ReadonlySet<string>;
  /** Fort Hendrix at night: unlit zones veiled, lit zones and beams drawn (absent by day or without the night). */
  readonly night?: BoardNight | null;
  /** Barricade places and what stands on them (Toxic City Mall), with the words of each one's title. */
  readonly barricades?: {
    readonly marks: readonly BarricadeMark[];
    readonly title: (m: BarricadeMark) => string;
  };
  readonly onFocusZone?: (zone: number | null) => void;
  readonly onSelectZone?: (zone: number) => void;
  readonly onDoorActivate?: (door: number) => void;
}

function zoneOfTarget(target: EventTarget | null): number | null {
  const el = (target as Element | null)?.closest?.("[data-zone]");
  const z = el?.getAttribute("data-zone");
  return z == null ? null : Number(z);
}

/** The board as a schematic SVG: zones, walls, doors, tokens and pieces, with pan and zoom. */
export function BoardView(props: BoardViewProps) {
  const { board, name, pieces, contents, openDoors, focusZone, highlight } = props;
  const { onFocusZone, onSelectZone, onDoorActivate } = props;
  const { t } = useTranslation();
  const touch = useTouch();
  const helpId = useId();
  const width = board.width * CELL;
  const height = board.height * CELL;
  const pz = usePanZoom(width, height);
  const zonePaths = useMemo(
    () => board.zones.map((z) => outlinePath(traceOutline(z.cells, board.width))),
    [board],
  );
  const { brokenWalls } = props;
  const segments = useMemo(() => boundarySegments(board, CELL, brokenWalls), [board, brokenWalls]);
  const placed = useMemo(() => layoutPieces(board, pieces), [board, pieces]);

  useEffect(() => {
    const svg = pz.svgRef.current;
    if (svg) markBoardPainted(svg);
  }, [pz.svgRef]);

  const onPointerOver = (e: PointerEvent<SVGSVGElement>) => onFocusZone?.(zoneOfTarget(e.target));
  const onFocus = (e: FocusEvent<SVGSVGElement>) => onFocusZone?.(zoneOfTarget(e.target));
  const onClick = (e: MouseEvent<SVGSVGElement>) => {
    if ((e.target as Element).closest("[data-door]")) return;
    const z = zoneOfTarget(e.target);
    if (z !== null) onSelectZone?.(z);
  };
  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    const target = e.target as Element;
    if ((e.key === "Enter" || e.key === " ") && target.matches(".zone")) {
      const z = zoneOfTarget(target);
      if (z !== null) {
        e.preventDefault();
        onSelectZone?.(z);
      }
      return;
    }
    pz.handlers.onKeyDown(e);
  };
  const { x, y, w, h } = pz.view;

  return (
    <div className="board">
      <div className="board-toolbar">
        <button type="button" onClick={pz.zoomIn} aria-label={t("board.zoomIn")} title={t("board.zoomIn")}>
          +
        </button>
        <button type="button" onClick={pz.zoomOut} aria-label={t("board.zoomOut")} title={t("board.zoomOut")}>
          −
        </button>
        <button type="button" onClick={pz.reset} aria-label={t("board.fit")} title={t("board.fit")}>
          ⤢
        </button>
        <span className="board-zoom" data-testid="zoom-level">
          {Math.round((pz.fit.w / w) * 100)}%
        </span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG cannot be a <fieldset>; it groups the board's parts. */}
      <svg
        ref={pz.svgRef}
        className="board-svg"
        style={{ "--board-aspect": `${width} / ${height}` } as CSSProperties}
        viewBox={`${x} ${y} ${w} ${h}`}
        role="group"
        aria-label={t("board.label", { name })}
        aria-describedby={helpId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the board itself takes the keys that pan and zoom.
        tabIndex={0}
        data-testid="board"
        onPointerDown={pz.handlers.onPointerDown}
        onPointerMove={pz.handlers.onPointerMove}
        onPointerUp={pz.handlers.onPointerUp}
        onPointerCancel={pz.handlers.onPointerCancel}
        onPointerOver={onPointerOver}
        onPointerLeave={() => onFocusZone?.(null)}
        onFocus={onFocus}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <DarkHatch />
        <ZoneLayer board={board} paths={zonePaths} contents={contents} />
        <TileLayer board={board} />
        <HighlightLayer paths={zonePaths} zones={highlight} focus={focusZone} />
        <WallLayer segments={segments} />
        {props.barricades && (
          <BarricadeLayer board={board} marks={props.barricades.marks} title={props.barricades.title} />
        )}
        <LabelLayer board={board} />
        <SpotLayer board={board} contents={contents} />
        <TokenLayer board={board} />
        <DoorLayer
          board={board}
          openDoors={openDoors}
          lockedDoors={props.lockedDoors}
          onActivate={onDoorActivate}
        />
        {props.night && <NightLayer board={board} paths={zonePaths} night={props.night} />}
        <PieceLayer board={board} placed={placed} />
        {props.noise && props.noise.size > 0 && <NoiseLayer board={board} noise={props.noise} />}
      </svg>
      <p id={helpId} className="board-help">
        {t(touch ? "board.helpTouch" : "board.help")}
      </p>
    </div>
  );
}
