import type { Door } from "@horda/zombicide";
import { CELL, type Point } from "./units.ts";

export interface DoorGeometry {
  /** Middle of the cell side the door sits on. */
  readonly centre: Point;
  /** "vertical" when the door stands on an east side (the wall runs north-south). */
  readonly orientation: "vertical" | "horizontal";
  /** The two ends of the cell side, in drawing units. */
  readonly from: Point;
  readonly to: Point;
  /** Hinge end of the leaf and the point the leaf reaches when swung open into the chosen side. */
  readonly hinge: Point;
  readonly openTip: Point;
}

/**
 * Where a door is drawn: on the east or south side of its cell (compiled doors only use those two). An open
 * leaf swings into the door's first zone (`into` 0: west or north) or its second (1: east or south).
 */
export function doorGeometry(
  door: Pick<Door, "x" | "y" | "side">,
  into: 0 | 1 = 0,
  scale = CELL,
): DoorGeometry {
  const { x, y, side } = door;
  const swing = into === 0 ? -1 : 1;
  const margin = 0.15;
  const leaf = 1 - 2 * margin;
  if (side === "E") {
    const lx = (x + 1) * scale;
    return {
      centre: { x: lx, y: (y + 0.5) * scale },
      orientation: "vertical",
      from: { x: lx, y: y * scale },
      to: { x: lx, y: (y + 1) * scale },
      hinge: { x: lx, y: (y + margin) * scale },
      openTip: { x: lx + swing * leaf * scale, y: (y + margin) * scale },
    };
  }
  const ly = (y + 1) * scale;
  return {
    centre: { x: (x + 0.5) * scale, y: ly },
    orientation: "horizontal",
    from: { x: x * scale, y: ly },
    to: { x: (x + 1) * scale, y: ly },
    hinge: { x: (x + margin) * scale, y: ly },
    openTip: { x: (x + margin) * scale, y: ly + swing * leaf * scale },
  };
}
