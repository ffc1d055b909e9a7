import { err, ok, type Result, type RuleError, ruleError, seedRng } from "@horda/table";
import type { Board } from "../board/types.ts";
import { citeRules } from "../kernel/citations.ts";
import { rulesOf } from "../kernel/registry.ts";
import { rulesFor } from "../kernel/rules-version.ts";
import { resolveZone } from "../scenario/zone-ref.ts";
import { setupCars } from "./cars/setup.ts";
import { followLeader } from "./companions/follow.ts";
import { seatCompanions } from "./companions/lead.ts";
import { setupCompanions } from "./companions/setup.ts";
import type { ZombicideEvent } from "./events.ts";
import { setupBoard } from "./setup-board.ts";
import { fromIdCard, setupSurvivorSide } from "./setup-survivor-side.ts";
import { EMPTY_SURVIVOR_CATALOG } from "./survivor-catalog.ts";
import { firstSeatToPlay } from "./turns.ts";
import type { SurvivorState, ZombicideConfig, ZombicideState, ZombieState } from "./types.ts";
import { setupZombieSide, ZOMBIE_SIDE_PLACEHOLDER } from "./zombies/setup-zombie-side.ts";

const bad = (message: string): Result<never, RuleError> =>
  err(ruleError("bad_setup", "core-2e §1 Setup", message));

/** Builds the first state of a game from a map and the survivors; a malformed config says what is wrong. */
export function setup(config: ZombicideConfig, seed: string): Result<ZombicideState, RuleError> {
  const played = rulesFor(config);
  if ("problem" in played)
    return err(ruleError("rules_not_played", "rule profiles and modules", played.problem));
  const rules = rulesOf(played);
  const prepared = setupBoard(config);
  if ("problem" in prepared) return bad(prepared.problem);
  const { board } = prepared;
  if (config.seats.length < 1 || config.seats.length > 6)
    return bad(`a game has 1 to 6 players, not ${config.seats.length}`);
  if (new Set(config.seats).size !== config.seats.length) return bad("two players share a seat name");
  const zoneId = (ref: string, what: string): string | RuleError => {
    const z = resolveZone(board, ref);
    return typeof z === "string"
      ? ruleError("bad_setup", "core-2e §1 Setup", `${what}: ${z}`)
      : (board.zones[z] as Board["zones"][number]).id;
  };
  const start = board.tokens.find((t) => t.kind === "start");
  const survivors: SurvivorState[] = [];
  for (const s of config.survivors) {
    if (!config.seats.includes(s.seat)) return bad(`survivor ${s.id} sits at unknown seat "${s.seat}"`);
    if (survivors.some((o) => o.id === s.id)) return bad(`survivor id "${s.id}" is used twice`);
    const zoneRef = s.zone ?? (start ? `${start.x},${start.y}` : undefined);
    if (zoneRef === undefined) return bad(`survivor ${s.id} has no zone and the map has no starting zone`);
    const zone = zoneId(zoneRef, `survivor ${s.id}`);
    if (typeof zone !== "string") return err(zone);
    const cardId = s.card ?? (config.survivorCatalog?.survivors[s.id] ? s.id : undefined);
    const card = cardId === undefined ? undefined : config.survivorCatalog?.survivors[cardId];
    if (cardId !== undefined && !card)
      return bad(`survivor ${s.id}: no ID card "${cardId}" in the catalogue`);
    // A two-sided ID card (a Zombivor side, Toxic City Mall) is one person: never both sides in one game.
    const person = card?.sideOf ?? cardId;
    const twin = survivors.find((o) => {
      const other = o.card === null ? undefined : config.survivorCatalog?.survivors[o.card];
      return person !== undefined && (other?.sideOf ?? o.card) === person;
    });
    if (twin) return bad(`survivors ${twin.id} and ${s.id} are two sides of the same ID card "${person}"`);
    survivors.push({
      id: s.id,
      name: s.name ?? card?.names.en ?? s.id,
      seat: s.seat,
      zone,
      ...fromIdCard(s, card, rules.profile.base),
      wounds: s.wounds ?? 0,
      ...(rules.hooks.startingAdrenaline({ adrenaline: s.adrenaline ?? 0 }) ?? {
        adrenaline: s.adrenaline ?? 0,
      }),
      actionsLeft: 0,
      done: false,
      eliminated: false,
      escaped: false,
      card: cardId ?? null,
      hands: [null, null],
      backpack: [],
      searchedRound: 0,
    });
  }
  if (survivors.length === 0) return bad("a game needs at least one survivor");
  let nextId = 1;
  const zombies: ZombieState[] = [];
  const place = (type: string, zone: string, count: number, card?: string) => {
    for (let i = 0; i < count; i++)
      zombies.push(
        card === undefined ? { id: `z${nextId++}`, type, zone } : { id: `z${nextId++}`, type, zone, card },
      );
  };
  for (const t of board.tokens) {
    if (t.kind === "zombies")
      place(
        String(t.props.zombie),
        (board.zones[t.zone] as Board["zones"][number]).id,
        Number(t.props.count),
      );
  }
  for (const z of config.zombies ?? []) {
    const zone = zoneId(z.zone, `zombies ${z.type}`);
    if (typeof zone !== "string") return err(zone);
    place(z.type, zone, z.count ?? 1, z.card);
  }
  const openDoors = board.doors.filter((d) => d.initiallyOpen).map((d) => d.id);
  for (const ref of config.openDoors ?? []) {
    const door = board.doors.find((d) => d.id === ref);
    if (!door) return bad(`no door "${ref}" to open`);
    if (!openDoors.includes(door.id)) openDoors.push(door.id);
  }
  const survivorSide = setupSurvivorSide(config, {
    schema: "horda.zombicide/1",
    profile: played.profile,
    modules: played.modules,
    board: prepared.ref,
    openDoors,
    seats: [...config.seats],
    survivors,
    zombies,
    noise: {},
    turn: { round: 1, phase: "players", order: [...config.seats], current: 0, active: null },
    rng: seedRng(seed),
    diceScript: [...(config.dice ?? [])],
    pending: [],
    nextId,
    survivorCatalog: EMPTY_SURVIVOR_CATALOG,
    equipmentDeck: { draw: [], discard: [] },
    epicDeck: { draw: [], discard: [] },
    unloaded: [],
    combat: null,
    objectivesTaken: [],
    unlockedColours: [],
    ...ZOMBIE_SIDE_PLACEHOLDER,
  });
  const sides = survivorSide.ok ? setupZombieSide(config, board, survivorSide.value) : survivorSide;
  if (!sides.ok) return sides;
  // Companions and cars come after the zombie side: Companions never keep a building from spawning (§12).
  const withCompanions = setupCompanions(sides.value, board, config, zoneId);
  if (typeof withCompanions === "string") return bad(withCompanions);
  const withCars = setupCars(withCompanions, board, config, zoneId);
  if (typeof withCars === "string") return bad(withCars);
  const together = seatCompanions(withCars.survivors.reduce((st, s) => followLeader(st, s.id), withCars));
  const state = {
    ...firstSeatToPlay(together),
    ...(config.houseRules ? { houseRules: { ...config.houseRules } } : {}),
    ...(config.modeOptions ? { modeOptions: { ...config.modeOptions } } : {}),
    ...(config.slices ? { slices: { ...(together.slices ?? {}), ...config.slices } } : {}),
  };
  const events: ZombicideEvent[] = [];
  const set = rules.hooks.setup({ mission: config.mission, events }, state);
  // Told as the profile's book says (kernel/citations.ts), as the commands' events are.
  return ok(events.length > 0 ? { ...set, setupEvents: [...citeRules(rules.profile, events)] } : set);
}
