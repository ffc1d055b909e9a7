import type { Board } from "@horda/zombicide";
import { compileBundledMap } from "../../src/content/compiled-map.ts";
import { findMap } from "../../src/content/map-catalog.ts";

/** A bundled map compiled the way the app does it (Vite glob imports, parsed and compiled in JS). */
export function bundledBoard(id = "core-3x3"): Board {
  const entry = findMap(id);
  if (!entry?.map) throw new Error(`no map ${id}`);
  const compiled = compileBundledMap(entry.map);
  if (!compiled.ok) throw new Error(JSON.stringify(compiled.errors));
  return compiled.board;
}

/** Signed area of a loop in cell units (positive: clockwise on screen, y pointing down). */
export function signedArea(loop: readonly { x: number; y: number }[]): number {
  let a = 0;
  for (let i = 0; i < loop.length; i++) {
    const p = loop[i]!;
    const q = loop[(i + 1) % loop.length]!;
    a += p.x * q.y - q.x * p.y;
  }
  return a / 2;
}
