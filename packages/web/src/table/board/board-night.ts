import { type Board, nightView, type ZombicideState, type ZombicideView } from "@horda/zombicide";
import type { BoardNight } from "../../board/layers/NightLayer.tsx";

/** The night the board draws (Fort Hendrix): null by day or in a game without the Clock. */
export function boardNight(board: Board, view: ZombicideView | ZombicideState): BoardNight | null {
  const n = nightView(view as unknown as ZombicideState);
  if (!n?.night) return null;
  const index = (id: string) => board.zoneIndex[id];
  const lit = new Set(n.lit.map(index).filter((z): z is number => z !== undefined));
  const beams = n.beams.flatMap((b) => {
    const from = index(b.from);
    if (from === undefined) return [];
    return [{ from, to: b.to === null ? null : (index(b.to) ?? null) }];
  });
  return { lit, beams };
}
