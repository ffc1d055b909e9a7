import type { MissionFile } from "@horda/content";
import { type Board, buildTables, combineBoardHooks, compileMap } from "@horda/zombicide";
import type { SimContent } from "./sim-config.ts";

export function missionBoard(mission: MissionFile, content: SimContent): Board {
  const compiled = compileMap(mission.map, new Map(Object.entries(content.tiles)));
  if (!compiled.ok) throw new Error(`the mission's map does not compile: ${compiled.error[0]?.message}`);
  return compiled.value;
}

/** Boundaries a rule module can take away during a game: a thin wall broken, a gate removed, a barricade torn. */
const OPENABLE: ReadonlySet<string> = new Set(["thin", "gate", "barricade"]);
const everythingOpened = combineBoardHooks({
  id: "reachability",
  crossing: (q) => (q.purpose === "move" && OPENABLE.has(q.edge.kind) ? true : undefined),
});

/**
 * What makes a mission unwinnable before a die is rolled: an Objective, crate or exit the goals need that no
 * survivor can walk to from a starting zone, even with every door open and every thin wall, gate and barricade
 * gone. (The Mission lab found two.)
 */
export function reachabilityWarnings(board: Board, mission: MissionFile): string[] {
  const starts = board.tokens.filter((t) => t.kind === "start");
  if (starts.length === 0) return ["the map has no starting zone"];
  const tables = buildTables(board, new Set(board.doors.map((d) => d.index)), everythingOpened);
  const reach = (zone: number) => starts.some((s) => (tables.steps[s.zone * tables.n + zone] ?? -1) >= 0);
  const warnings: string[] = [];
  const needsExit = mission.goals.some((g) => g.goal === "reachExit");
  const exits = board.tokens.filter((t) => t.kind === "exit");
  if (needsExit && exits.length === 0)
    warnings.push("a goal asks to reach the exit but the map has no Exit Zone");
  if (needsExit && exits.length > 0 && !exits.some((t) => reach(t.zone)))
    warnings.push(
      `no Exit Zone can be reached from a starting zone (${exits.map((t) => board.zones[t.zone]?.id).join(", ")})`,
    );
  for (const t of board.tokens) {
    if ((t.kind === "objective" || t.kind === "crate") && !reach(t.zone))
      warnings.push(`${t.kind} ${t.id} in ${board.zones[t.zone]?.id} cannot be reached from a starting zone`);
  }
  return warnings;
}
