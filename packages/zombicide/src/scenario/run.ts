import type { BoardHookSet, BoardHooks } from "../board/passage.ts";
import { castSight } from "../board/sight.ts";
import { buildTables, shortestPaths } from "../board/tables.ts";
import type { Board } from "../board/types.ts";
import { boardHooksFor } from "../game/modes/board-hooks.ts";
import type { ZombicideState } from "../game/types.ts";
import { rulesOf } from "../kernel/registry.ts";
import { compileScenarioBoard, type ScenarioContext, scenarioMap } from "./board-source.ts";
import { type Checks, runGamePart } from "./game-run.ts";
import type { Scenario } from "./schema.ts";
import { resolveDoor, resolveZone, zoneName } from "./zone-ref.ts";

export interface ScenarioReport {
  readonly name: string;
  readonly rule: string;
  readonly passed: boolean;
  /** Each failed expectation, in words: what was expected and what happened. */
  readonly failures: readonly string[];
  /** How many expectations were checked. */
  readonly checks: number;
}

class Checker {
  failures: string[] = [];
  checks = 0;
  check(okay: boolean, message: () => string): void {
    this.checks++;
    if (!okay) this.failures.push(message());
  }
}

/** Runs a scenario: builds its board, then checks every expectation. Pure: the context brings files in. */
export function runScenario(
  s: Scenario,
  ctx: ScenarioContext,
  extra: readonly BoardHookSet[] = [],
): ScenarioReport {
  const c = new Checker();
  // The scenario's modules switch board hooks on (a mode's sight hook) for `sight` and `range`.
  const hooks: BoardHooks = {
    sets: [
      ...(boardHooksFor(rulesOf({ profile: s.profile, modules: s.modules }).moduleIds)
        .sets as BoardHookSet[]),
      ...extra,
    ],
  };
  const report = () => ({
    name: s.name,
    rule: s.rule,
    passed: c.failures.length === 0,
    failures: c.failures,
    checks: c.checks,
  });
  const source = scenarioMap(s, ctx);
  const compiled = source.ok ? compileScenarioBoard(source.value) : source;
  if (s.expect.compile !== "ok") {
    const expected = s.expect.compile.errors;
    const actual = compiled.ok ? [] : compiled.error;
    for (const e of expected) {
      c.check(
        actual.some((a) => (e.path === undefined || a.path === e.path) && a.message.includes(e.message)),
        () =>
          `expected the map to be refused with ${e.path ?? "any path"}: "${e.message}", got ${
            actual.length === 0 ? "no error" : actual.map((a) => `${a.path}: ${a.message}`).join("; ")
          }`,
      );
    }
    return report();
  }
  if (!compiled.ok) {
    c.check(
      false,
      () =>
        `the map did not compile:\n  ${compiled.error.map((e) => `${e.path}: ${e.message}`).join("\n  ")}`,
    );
    return report();
  }
  const board = compiled.value;
  const zone = (ref: string): number => {
    const z = resolveZone(board, ref);
    if (typeof z === "string") throw new ScenarioRefError(z);
    return z;
  };
  try {
    const open = new Set<number>();
    for (const ref of s.doors.open) {
      const d = resolveDoor(board, ref);
      if (typeof d === "string") throw new ScenarioRefError(d);
      open.add(d);
    }
    for (const d of board.doors) if (d.initiallyOpen) open.add(d.index);
    checkZones(s, board, zone, c);
    checkEdges(s, board, zone, c);
    checkSight(s, board, open, hooks, zone, c);
    checkMoves(s, board, open, hooks, zone, c);
    if (s.survivors.length > 0 && source.ok) runGamePart(s, source.value, board, c, ctx.packs);
  } catch (e) {
    // A zone or door reference that names nothing is the scenario's mistake: report it as a failure.
    c.check(false, () => (e as Error).message);
  }
  return report();
}

class ScenarioRefError extends Error {}

/**
 * Plays a scenario's game part only (setup, commands and their checks) and gives the last state: a campaign
 * scenario's mission. A board that does not compile, or a reference that names nothing, is a failure (null).
 */
export function playScenarioGame(s: Scenario, ctx: ScenarioContext, c: Checks): ZombicideState | null {
  const source = scenarioMap(s, ctx);
  const compiled = source.ok ? compileScenarioBoard(source.value) : source;
  if (!source.ok || !compiled.ok) {
    const errors = compiled.ok ? [] : compiled.error;
    c.check(
      false,
      () => `the map did not compile:\n  ${errors.map((e) => `${e.path}: ${e.message}`).join("\n  ")}`,
    );
    return null;
  }
  try {
    return runGamePart(s, source.value, compiled.value, c, ctx.packs);
  } catch (e) {
    c.check(false, () => (e as Error).message);
    return null;
  }
}

type ZoneOf = (ref: string) => number;

function checkZones(s: Scenario, board: Board, zone: ZoneOf, c: Checker) {
  for (const e of s.expect.zones) {
    const z = board.zones[zone(e.at)] as Board["zones"][number];
    if (e.kind)
      c.check(z.kind === e.kind, () => `zone ${e.at}: expected a ${e.kind} zone, it is a ${z.kind} zone`);
    if (e.flags) {
      const want = [...e.flags].sort().join(",");
      c.check(
        z.flags.join(",") === want,
        () => `zone ${e.at}: expected flags [${want}], got [${z.flags.join(",")}]`,
      );
    }
    for (const other of e.sameAs ?? []) {
      c.check(
        zone(other) === z.index,
        () =>
          `expected ${e.at} and ${other} to be one zone, they are ${z.id} and ${board.zones[zone(other)]?.id}`,
      );
    }
    for (const other of e.differentFrom ?? []) {
      c.check(
        zone(other) !== z.index,
        () => `expected ${e.at} and ${other} to be different zones, both are ${z.id}`,
      );
    }
    if (e.building) {
      const want = e.building.map(zone).sort((a, b) => a - b);
      const got = z.building === null ? [] : [...(board.buildings[z.building] ?? [])].sort((a, b) => a - b);
      c.check(
        want.join(",") === got.join(","),
        () =>
          `building of ${e.at}: expected [${want.map((i) => zoneName(board, i)).join(", ")}], got [${got.map((i) => zoneName(board, i)).join(", ")}]`,
      );
    }
  }
}

/** The board's tables for each actor asked about ("survivor" by default), built once each. */
function tablesByActor(board: Board, open: Set<number>, hooks: BoardHooks) {
  const built = new Map<string, ReturnType<typeof buildTables>>();
  return (actor = "survivor") => {
    let t = built.get(actor);
    if (!t) {
      t = buildTables(board, open, hooks, { state: undefined, actor });
      built.set(actor, t);
    }
    return t;
  };
}

function checkEdges(s: Scenario, board: Board, zone: ZoneOf, c: Checker) {
  for (const e of s.expect.edges) {
    const [p, q] = [zone(e.between[0]), zone(e.between[1])].sort((x, y) => x - y) as [number, number];
    const found = board.edges.filter((x) => x.zones[0] === p && x.zones[1] === q);
    const hit = found.find((x) => x.kind === e.kind && (e.id === undefined || x.id === e.id));
    c.check(
      hit !== undefined,
      () =>
        `edge ${e.kind}${e.id ? ` ${e.id}` : ""} between ${e.between.join(" and ")}: found ${
          found.map((x) => `${x.kind} ${x.id}`).join(", ") || "none"
        }`,
    );
  }
}

function checkSight(
  s: Scenario,
  board: Board,
  open: Set<number>,
  hooks: BoardHooks,
  zone: ZoneOf,
  c: Checker,
) {
  const tablesFor = tablesByActor(board, open, hooks);
  const seenFrom = (from: number, actor?: string, reach?: number): Int8Array => {
    const tables = tablesFor(actor);
    const n = tables.n;
    return reach === undefined
      ? tables.sight.subarray(from * n, from * n + n)
      : castSight(board, from, open, { buildingReach: reach }, hooks, {
          state: undefined,
          actor: actor ?? "survivor",
        });
  };
  const describe = (row: Int8Array) =>
    [...row]
      .map((r, i) => (r >= 0 ? `${zoneName(board, i)}@${r}` : ""))
      .filter(Boolean)
      .join(", ");
  for (const e of s.expect.sight) {
    const row = seenFrom(zone(e.from), e.actor, e.buildingReach);
    for (const t of e.sees)
      c.check(
        (row[zone(t)] as number) >= 0,
        () => `from ${e.from}: expected to see ${t}; sees ${describe(row)}`,
      );
    for (const t of e.hidden)
      c.check(
        (row[zone(t)] as number) < 0,
        () => `from ${e.from}: expected not to see ${t}, but it is in sight at range ${row[zone(t)]}`,
      );
    if (e.exactly) {
      const want = e.exactly
        .map(zone)
        .sort((a, b) => a - b)
        .join(",");
      const got = [...row]
        .map((r, i) => (r >= 0 ? i : -1))
        .filter((i) => i >= 0)
        .join(",");
      c.check(
        want === got,
        () => `from ${e.from}: expected to see exactly ${e.exactly?.join(", ")}; sees ${describe(row)}`,
      );
    }
  }
  for (const e of s.expect.range) {
    const tables = tablesFor(e.actor);
    const got = tables.sight[zone(e.from) * tables.n + zone(e.to)] as number;
    c.check(
      got === e.is,
      () =>
        `range from ${e.from} to ${e.to}: expected ${e.is === -1 ? "out of sight" : e.is}, got ${got === -1 ? "out of sight" : got}`,
    );
  }
}

function checkMoves(
  s: Scenario,
  board: Board,
  open: Set<number>,
  hooks: BoardHooks,
  zone: ZoneOf,
  c: Checker,
) {
  const tablesFor = tablesByActor(board, open, hooks);
  for (const e of s.expect.moves) {
    const tables = tablesFor(e.actor);
    const got = [...(tables.neighbours[zone(e.from)] ?? [])].sort((a, b) => a - b);
    const want = e.to.map(zone).sort((a, b) => a - b);
    c.check(
      got.join(",") === want.join(","),
      () =>
        `moves from ${e.from}: expected [${want.map((z) => zoneName(board, z)).join(", ")}], got [${got.map((z) => zoneName(board, z)).join(", ")}]`,
    );
  }
  for (const e of s.expect.path) {
    const tables = tablesFor(e.actor);
    const from = zone(e.from);
    const to = zone(e.to);
    const steps = tables.steps[from * tables.n + to] as number;
    c.check(
      steps === e.steps,
      () =>
        `path ${e.from} → ${e.to}: expected ${e.steps === -1 ? "no path" : `${e.steps} steps`}, got ${steps === -1 ? "no path" : `${steps} steps`}`,
    );
    if (e.routes) {
      const got = shortestPaths(tables, from, to)
        .map((r) => r.map((z) => zoneName(board, z)).join(">"))
        .sort();
      const want = e.routes.map((r) => r.map((ref) => zoneName(board, zone(ref))).join(">")).sort();
      c.check(
        got.join(" | ") === want.join(" | "),
        () => `routes ${e.from} → ${e.to}: expected ${want.join(" | ")}, got ${got.join(" | ")}`,
      );
    }
  }
}
