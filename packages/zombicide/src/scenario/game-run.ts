import type { PackSet } from "@horda/content";
import type { Board } from "../board/types.ts";
import { cardOf } from "../game/cards.ts";
import { zombieCatalogFromPacks } from "../game/catalog.ts";
import { zombicide } from "../game/definition.ts";
import type { ZombicideEvent } from "../game/events.ts";
import { survivorCatalogFromPacks } from "../game/survivor-catalog.ts";
import type { ZombicideState } from "../game/types.ts";
import type { ScenarioBoard } from "./board-source.ts";
import type { Scenario } from "./schema.ts";
import { resolveDoor, resolveZone } from "./zone-ref.ts";

/** Fields of commands and events that name a zone: scenario references there are turned into zone ids. */
const ZONE_FIELDS = new Set([
  "to",
  "from",
  "zone",
  "target",
  "destinations",
  "branches",
  "darkZones",
  "path",
]);

export interface Checks {
  check(okay: boolean, message: () => string): void;
}

/** Plays the scenario's commands through the Zombicide game definition and checks events and state. */
export function runGamePart(
  s: Scenario,
  source: ScenarioBoard,
  board: Board,
  c: Checks,
  packs?: PackSet,
): void {
  const zoneId = (ref: string): string => {
    const z = resolveZone(board, ref);
    if (typeof z === "string") throw new Error(z);
    return (board.zones[z] as Board["zones"][number]).id;
  };
  const withZones = (o: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(o).map(([k, v]) => [
        k,
        ZONE_FIELDS.has(k) && typeof v === "string"
          ? tryZone(zoneId, v)
          : Array.isArray(v)
            ? v.map((x) =>
                typeof x === "string" && ZONE_FIELDS.has(k)
                  ? tryZone(zoneId, x)
                  : typeof x === "object" && x !== null && !Array.isArray(x)
                    ? withZones(x as Record<string, unknown>)
                    : x,
              )
            : v,
      ]),
    );

  const created = zombicide.setup(
    {
      map: source.map,
      tiles: Object.fromEntries(source.tiles),
      seats: s.seats,
      survivors: s.survivors,
      zombies: s.zombies,
      ...(s.cars.length > 0 ? { cars: s.cars } : {}),
      ...(s.companions.length > 0 ? { companions: s.companions } : {}),
      openDoors: s.doors.open.map((ref) => {
        const d = resolveDoor(board, ref);
        return typeof d === "number" ? (board.doors[d] as Board["doors"][number]).id : ref;
      }),
      dice: s.dice,
      profile: s.profile,
      modules: s.modules,
      ...(s.modeOptions ? { modeOptions: s.modeOptions } : {}),
      ...(packs ? { survivorCatalog: survivorCatalogFromPacks(packs) } : {}),
      ...(packs ? { zombieCatalog: zombieCatalogFromPacks(packs) } : {}),
      ...(s.spawnOrder ? { spawnOrder: s.spawnOrder } : {}),
      autoZombieChoices: s.autoZombieChoices,
      ...(s.decks ? { decks: s.decks } : {}),
      ...(s.discards ? { discards: s.discards } : {}),
      startingDeal: s.deal,
      ...(source.mission ? { mission: source.mission } : {}),
    },
    s.seed,
  );
  if (!created.ok) {
    c.check(false, () => `setup was refused: ${created.error.message}`);
    return;
  }
  let state: ZombicideState = created.value;
  const events: ZombicideEvent[] = [];
  s.commands.forEach((step, i) => {
    const cmd = zombicide.parseCommand(withZones(step.do));
    const result = cmd.ok ? zombicide.apply(state, step.seat, cmd.value) : cmd;
    if (step.error) {
      c.check(!result.ok && result.error.code === step.error, () =>
        result.ok
          ? `command ${i + 1} (${JSON.stringify(step.do)}) should be refused with ${step.error}, but it was accepted`
          : `command ${i + 1} should be refused with ${step.error}, got ${result.error.code}: ${result.error.message}`,
      );
      return;
    }
    if (!result.ok) {
      c.check(
        false,
        () =>
          `command ${i + 1} (${JSON.stringify(step.do)}) was refused: ${result.error.code} (${result.error.rule}): ${result.error.message}`,
      );
      return;
    }
    c.check(true, () => "");
    state = result.value.state;
    events.push(...result.value.events);
  });
  checkEvents(s, events, withZones, c);
  checkState(s, state, zoneId, c);
  for (const l of s.expect.legal) {
    const legal = zombicide.legal(state, l.seat);
    const has = (want: Record<string, unknown>) =>
      legal.some((cmd) => matches(cmd as unknown as Record<string, unknown>, withZones(want)));
    for (const want of l.includes)
      c.check(
        has(want),
        () => `legal for ${l.seat} should include ${JSON.stringify(want)}; it has ${JSON.stringify(legal)}`,
      );
    for (const want of l.excludes)
      c.check(!has(want), () => `legal for ${l.seat} should not include ${JSON.stringify(want)}`);
  }
}

function tryZone(zoneId: (ref: string) => string, v: string): string {
  try {
    return zoneId(v);
  } catch {
    return v;
  }
}

function matches(actual: Record<string, unknown>, want: Record<string, unknown>): boolean {
  return Object.entries(want).every(([k, v]) => JSON.stringify(actual[k]) === JSON.stringify(v));
}

function checkEvents(
  s: Scenario,
  events: readonly ZombicideEvent[],
  withZones: (o: Record<string, unknown>) => Record<string, unknown>,
  c: Checks,
) {
  let at = 0;
  for (const want of s.expect.events) {
    const w = withZones(want);
    const found = events.findIndex((e, i) => i >= at && matches(e as unknown as Record<string, unknown>, w));
    c.check(
      found >= 0,
      () =>
        `expected event ${JSON.stringify(w)} (in order) among:\n    ${events.map((e) => JSON.stringify(e)).join("\n    ")}`,
    );
    if (found >= 0) at = found + 1;
  }
  for (const type of s.expect.noEvents) {
    c.check(!events.some((e) => e.type === type), () => `expected no ${type} event`);
  }
}

function checkState(s: Scenario, state: ZombicideState, zoneId: (ref: string) => string, c: Checks) {
  const want = s.expect.state;
  if (!want) return;
  for (const [id, fields] of Object.entries(want.survivors)) {
    const sv = state.survivors.find((x) => x.id === id);
    if (!sv) {
      c.check(false, () => `no survivor ${id}`);
      continue;
    }
    for (const [k, v] of Object.entries(fields)) {
      const expected = k === "zone" && typeof v === "string" ? zoneId(v) : v;
      const raw = (sv as unknown as Record<string, unknown>)[k];
      // Inventories are compared by card id ("pistol"), not by physical card ("pistol#s2").
      const actual =
        k === "hands" || k === "backpack" ? (raw as (string | null)[]).map((u) => u && cardOf(u)) : raw;
      c.check(
        JSON.stringify(actual) === JSON.stringify(expected),
        () => `${id}.${k}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`,
      );
    }
  }
  for (const [ref, types] of Object.entries(want.zombies)) {
    const zone = zoneId(ref);
    const here = state.zombies.filter((z) => z.zone === zone);
    const counts: Record<string, number> = {};
    for (const z of here) counts[z.type] = (counts[z.type] ?? 0) + 1;
    const expected = Object.fromEntries(Object.entries(types).filter(([, n]) => n > 0));
    c.check(
      JSON.stringify(sortKeys(counts)) === JSON.stringify(sortKeys(expected)),
      () => `zombies in ${ref}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(counts)}`,
    );
  }
  if (want.round !== undefined)
    c.check(state.turn.round === want.round, () => `round: expected ${want.round}, got ${state.turn.round}`);
  if (want.phase !== undefined)
    c.check(state.turn.phase === want.phase, () => `phase: expected ${want.phase}, got ${state.turn.phase}`);
  if (want.seat !== undefined) {
    const seat = state.turn.order[state.turn.current];
    c.check(seat === want.seat, () => `seat to play: expected ${want.seat}, got ${seat}`);
  }
  for (const [ref, n] of Object.entries(want.noise ?? {})) {
    const got = state.noise[zoneId(ref)] ?? 0;
    c.check(got === n, () => `noise in ${ref}: expected ${n}, got ${got}`);
  }
  if (want.pending !== undefined) {
    const got = state.pending.map((p) => p.kind);
    c.check(
      JSON.stringify(got) === JSON.stringify(want.pending),
      () => `pending decisions: expected ${JSON.stringify(want.pending)}, got ${JSON.stringify(got)}`,
    );
  }
  for (const name of ["equipmentDeck", "epicDeck", "zombieDeck", "abominationDeck"] as const) {
    const w = want[name];
    if (!w) continue;
    const deck = state[name];
    if (w.draw !== undefined)
      c.check(
        deck.draw.length === w.draw,
        () => `${name}: expected ${w.draw} cards to draw, got ${deck.draw.length}`,
      );
    if (w.discard !== undefined) {
      const got = deck.discard.map(cardOf);
      c.check(
        JSON.stringify(got) === JSON.stringify(w.discard),
        () => `${name} discard: expected ${JSON.stringify(w.discard)}, got ${JSON.stringify(got)}`,
      );
    }
  }
  if (want.order !== undefined)
    c.check(
      JSON.stringify(state.turn.order) === JSON.stringify(want.order),
      () => `seat order: expected ${JSON.stringify(want.order)}, got ${JSON.stringify(state.turn.order)}`,
    );
  for (const [id, fields] of Object.entries(want.cars ?? {})) {
    const car = state.cars?.find((x) => x.id === id);
    if (!car) {
      c.check(false, () => `no car ${id}`);
      continue;
    }
    for (const [k, v] of Object.entries(fields)) {
      const expected = k === "zone" && typeof v === "string" ? zoneId(v) : v;
      const actual = (car as unknown as Record<string, unknown>)[k];
      c.check(
        JSON.stringify(actual) === JSON.stringify(expected),
        () => `car ${id}.${k}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`,
      );
    }
  }
  if (want.status !== undefined) {
    const st = zombicide.status(state);
    const got = st.kind === "ongoing" ? "ongoing" : st.outcome === "win" ? "won" : "lost";
    c.check(got === want.status, () => `status: expected ${want.status}, got ${got}`);
  }
}

function sortKeys(o: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
}
