import type { PackSet } from "@horda/content";
import type { Json } from "@horda/table";
import { type Checks, firstMismatch, playScenario, type ScenarioGame } from "@horda/table/scenario";
import type { Board } from "../board/types.ts";
import { cardOf } from "../game/cards.ts";
import { profilePacks, type ZombieCatalog, zombieCatalogFromPacks } from "../game/catalog.ts";
import type { ZombicideCommand } from "../game/commands.ts";
import { zombicide } from "../game/definition.ts";
import type { ZombicideEvent } from "../game/events.ts";
import {
  EMPTY_SURVIVOR_CATALOG,
  type SurvivorCatalog,
  survivorCatalogFromPacks,
} from "../game/survivor-catalog.ts";
import type { ZombicideState } from "../game/types.ts";
import { startZombiePhase } from "../game/zombies/phase.ts";
import { runZombieWork } from "../game/zombies/work.ts";
import { profileById } from "../kernel/registry.ts";
import { missionOutcome } from "../modules/advanced/outcome/mission-outcome.ts";
import type { ScenarioBoard } from "./board-source.ts";
import type { Scenario, ZombicideStateExpect } from "./schema.ts";
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
  "toward",
  "zones",
  "path",
]);

export type { Checks };

/** The packs' survivor catalogue with the scenario's own cards added (or replacing cards of the same id). */
function withCards(packs: PackSet | undefined, s: Scenario): SurvivorCatalog {
  const base = packs ? survivorCatalogFromPacks(packs) : EMPTY_SURVIVOR_CATALOG;
  const { cards, moduleDecks, idCards, combinations, aside } = s;
  if (
    cards.length === 0 &&
    Object.keys(moduleDecks).length === 0 &&
    idCards.length === 0 &&
    combinations.length === 0 &&
    Object.keys(aside).length === 0
  )
    return base;
  return {
    ...base,
    equipment: { ...base.equipment, ...Object.fromEntries(cards.map((c) => [c.id, c])) },
    survivors: { ...base.survivors, ...Object.fromEntries(idCards.map((c) => [c.id, c])) },
    decks: { ...base.decks, ...moduleDecks } as SurvivorCatalog["decks"],
    ...(combinations.length > 0
      ? { combinations: [...(base.combinations ?? []), ...combinations.map((c) => ({ ...c }))] }
      : {}),
    ...(Object.keys(aside).length > 0 ? { aside: { ...(base.aside ?? {}), ...aside } } : {}),
  };
}

/** The packs' zombie catalogue with the scenario's own zombie types, miniatures and Zombie cards. */
function withZombies(base: ZombieCatalog, s: Scenario): ZombieCatalog {
  if (s.zombieTypes.length === 0 && s.spawnCards.length === 0 && Object.keys(s.pools).length === 0)
    return base;
  return {
    ...base,
    types: { ...base.types, ...Object.fromEntries(s.zombieTypes.map((t) => [t.id, t])) },
    pools: { ...base.pools, ...s.pools },
    spawnCards: { ...base.spawnCards, ...Object.fromEntries(s.spawnCards.map((c) => [c.id, c])) },
  };
}

/** Plays the scenario's commands through the Zombicide game definition and checks events and state. */
export function runGamePart(
  s: Scenario,
  source: ScenarioBoard,
  board: Board,
  c: Checks,
  allPacks?: PackSet,
): ZombicideState | null {
  const zoneId = (ref: string): string => {
    const z = resolveZone(board, ref);
    if (typeof z === "string") throw new Error(z);
    return (board.zones[z] as Board["zones"][number]).id;
  };
  const withZones = (o: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, zoneValue(zoneId, k, v)]));

  // The classic packs reuse the 2E ids: a scenario plays with its profile's packs only; when none of them is
  // loaded, with its profile's stand-in's packs, if it has one (Black Plague scenarios on the core's cards).
  const own = allPacks ? profilePacks(allPacks, s.profile) : undefined;
  const standIn = profileById(s.profile)?.scenarioStandIn;
  const packs =
    allPacks && own && Object.keys(own).length === 0 && standIn ? profilePacks(allPacks, standIn) : own;
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
      ...(s.slices ? { slices: s.slices as Record<string, Json> } : {}),
      ...(packs ||
      s.cards.length > 0 ||
      s.idCards.length > 0 ||
      s.combinations.length > 0 ||
      Object.keys(s.aside).length > 0
        ? { survivorCatalog: withCards(packs, s) }
        : {}),
      ...(packs ? { zombieCatalog: withZombies(zombieCatalogFromPacks(packs), s) } : {}),
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
    return null;
  }
  // What setup told (a Zombie Phase before Round 1) counts with the commands' events.
  const startEvents: ZombicideEvent[] = [...(created.value.setupEvents ?? [])];
  const start = startAt(created.value, s.start, startEvents);
  const game: ScenarioGame<ZombicideState, ZombicideCommand, ZombicideEvent, ZombicideStateExpect> = {
    definition: zombicide,
    refs: (value) => withZones(value),
    checkState: (want, state, checks) => checkState(want, state, zoneId, checks),
    pending: (state) => state.pending,
  };
  return playScenario(game, { state: start, events: startEvents }, s.commands, s.expect, c);
}

/**
 * A zone reference in a field that names a zone (`to`, `zone`, `path`...) becomes the zone id, inside lists and
 * nested objects too (`$has`/`$unordered` lists included); anything that names no zone is left as written.
 */
function zoneValue(zoneId: (ref: string) => string, key: string, v: unknown): unknown {
  if (typeof v === "string") return ZONE_FIELDS.has(key) ? tryZone(zoneId, v) : v;
  if (Array.isArray(v)) return v.map((x) => zoneValue(zoneId, key, x));
  if (typeof v === "object" && v !== null)
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [k, zoneValue(zoneId, k.startsWith("$") ? key : k, x)]),
    );
  return v;
}

/**
 * The scenario's starting point: a given round, and the zombie or the end phase reached at once (every survivor
 * has played); the events that brings (a zombie phase's moves and spawns) count with the commands' events.
 */
function startAt(state: ZombicideState, at: Scenario["start"], events: ZombicideEvent[]): ZombicideState {
  if (!at) return state;
  let next: ZombicideState = { ...state, turn: { ...state.turn, round: at.round ?? state.turn.round } };
  if (at.phase === undefined || at.phase === "players") return next;
  next = { ...next, survivors: next.survivors.map((x) => ({ ...x, done: true, actionsLeft: 0 })) };
  if (at.phase === "zombies") return startZombiePhase(next, events);
  return runZombieWork(
    {
      ...next,
      turn: { ...next.turn, phase: "zombies", active: null },
      zombieWork: [...next.zombieWork, { kind: "endPhase" }],
    },
    events,
  );
}

function tryZone(zoneId: (ref: string) => string, v: string): string {
  try {
    return zoneId(v);
  } catch {
    return v;
  }
}

function checkState(
  want: ZombicideStateExpect,
  state: ZombicideState,
  zoneId: (ref: string) => string,
  c: Checks,
) {
  if (want.outcome !== undefined) {
    const miss = firstMismatch(missionOutcome(state), want.outcome, "outcome");
    c.check(
      miss === null,
      () => `${miss?.path}: expected ${JSON.stringify(miss?.want)}, got ${JSON.stringify(miss?.actual)}`,
    );
  }
  if (want.slices !== undefined) {
    const miss = firstMismatch(state.slices ?? {}, want.slices, "slices");
    c.check(
      miss === null,
      () => `${miss?.path}: expected ${JSON.stringify(miss?.want)}, got ${JSON.stringify(miss?.actual)}`,
    );
  }
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
        k === "hands" || k === "backpack"
          ? (raw as (string | null)[]).map((u) => u && cardOf(u))
          : k === "body"
            ? typeof raw === "string"
              ? cardOf(raw)
              : null
            : raw;
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
  if (want.zombiesOnBoard) {
    const counts: Record<string, number> = { total: state.zombies.length };
    for (const z of state.zombies) counts[z.type] = (counts[z.type] ?? 0) + 1;
    for (const [type, n] of Object.entries(want.zombiesOnBoard))
      c.check(
        (counts[type] ?? 0) === n,
        () => `zombies on the board (${type}): expected ${n}, got ${counts[type] ?? 0}`,
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
      const raw = (car as unknown as Record<string, unknown>)[k];
      // Cards hidden in a car are compared by card id, as inventories are.
      const actual = k === "stash" ? ((raw as string[] | undefined) ?? []).map(cardOf) : raw;
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
