import type { Board, Door } from "@horda/zombicide";
import { type KeyboardEvent, memo } from "react";
import { useTranslation } from "react-i18next";
import { describeDoor } from "../describe.ts";
import { doorGeometry } from "../geometry/door-geometry.ts";
import { CELL } from "../geometry/units.ts";

interface Props {
  readonly board: Board;
  readonly openDoors: ReadonlySet<number>;
  /** Coloured doors still locked (the table knows; the viewer passes none and says nothing of locks). */
  readonly lockedDoors?: ReadonlySet<number> | undefined;
  readonly onActivate?: ((door: number) => void) | undefined;
}

/** An open leaf swings into the building, so the street side stays clear. */
function swingSide(board: Board, door: Door): 0 | 1 {
  const a = board.zones[door.zones[0]];
  return a?.kind === "street" ? 1 : 0;
}

/** Doors: wall stubs at each end, the leaf across the gap (closed) or swung aside (open), a hit area. */
export const DoorLayer = memo(function DoorLayer({ board, openDoors, lockedDoors, onActivate }: Props) {
  const { t } = useTranslation();
  const activateByKey = (e: KeyboardEvent, index: number) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      e.stopPropagation();
      onActivate?.(index);
    }
  };
  return (
    <g className="doors">
      {board.doors.map((door) => {
        const open = openDoors.has(door.index);
        const lock =
          lockedDoors && door.colour !== "neutral" && door.colour !== "red" && !open
            ? lockedDoors.has(door.index)
              ? "locked"
              : "unlocked"
            : null;
        const g = doorGeometry(door, swingSide(board, door));
        const vertical = g.orientation === "vertical";
        const stub = CELL * 0.15;
        const stubs = vertical
          ? `M${g.from.x} ${g.from.y}v${stub}M${g.to.x} ${g.to.y}v${-stub}`
          : `M${g.from.x} ${g.from.y}h${stub}M${g.to.x} ${g.to.y}h${-stub}`;
        const tipX = open ? g.openTip.x : vertical ? g.hinge.x : g.to.x - stub;
        const tipY = open ? g.openTip.y : vertical ? g.to.y - stub : g.hinge.y;
        const hitW = vertical ? CELL * 0.5 : CELL * 0.9;
        const hitH = vertical ? CELL * 0.9 : CELL * 0.5;
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>; it acts as one.
          <g
            key={door.id}
            className={`door door-${door.colour}${open ? " door-open" : " door-closed"}${lock ? ` door-${lock}` : ""}`}
            data-door={door.index}
            data-zone={door.zones[0]}
            role="button"
            tabIndex={0}
            aria-pressed={open}
            aria-label={describeDoor(t, board, door, open, lock)}
            onClick={onActivate ? () => onActivate(door.index) : undefined}
            onKeyDown={(e) => activateByKey(e, door.index)}
          >
            <rect
              className="door-hit"
              x={g.centre.x - hitW / 2}
              y={g.centre.y - hitH / 2}
              width={hitW}
              height={hitH}
              rx={4}
            />
            <path className="door-frame" d={stubs} />
            <line className="door-leaf-edge" x1={g.hinge.x} y1={g.hinge.y} x2={tipX} y2={tipY} />
            <line className="door-leaf" x1={g.hinge.x} y1={g.hinge.y} x2={tipX} y2={tipY} />
            {lock === "locked" && <LockGlyph x={g.centre.x} y={g.centre.y} />}
          </g>
        );
      })}
    </g>
  );
});

/** A small padlock over a locked door's leaf. */
function LockGlyph({ x, y }: { readonly x: number; readonly y: number }) {
  const s = CELL * 0.22;
  return (
    <g className="door-lock" transform={`translate(${x} ${y})`}>
      <path
        d={`M${-s * 0.45} ${-s * 0.1}v${-s * 0.35}a${s * 0.45} ${s * 0.45} 0 0 1 ${s * 0.9} 0v${s * 0.35}`}
      />
      <rect x={-s * 0.65} y={-s * 0.1} width={s * 1.3} height={s} rx={2} />
    </g>
  );
}
