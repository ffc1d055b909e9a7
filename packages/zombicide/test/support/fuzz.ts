import { type Choice, choicesFor, RngCursor, type Seat, seedRng } from "@horda/table";
import {
  type ZombicideCommand,
  type ZombicideConfig,
  type ZombicideEvent,
  type ZombicideState,
  zombicide,
} from "@horda/zombicide";
import { equipmentCards, zombieCards } from "./card-places.ts";
import { CORE_CONTENT, loadMission, MISSION_IDS } from "./mission-games.ts";

// The engine fuzzer (docs/fuzzing.md): random legal games of the core missions with casts biased towards the
// states where bugs live (reacting skills, adrenaline just below Orange or Red, every optional mode), checking
// the engine's contract after every command. A game is fully determined by its seed string.

/** Skills that react, interrupt, decide or pay for Actions in odd ways: the fuzzer hands them out. */
export const REACTING_SKILLS = [
  "combat-reflexes",
  "is-that-all-youve-got",
  "sidestep",
  "reaper:combat",
  "distributor",
  "hold-your-nose",
  "slippery",
  "tough",
  "steady-hand",
  "low-profile",
  "lucky",
  "taunt",
  "zombie-link",
  "hit-and-run",
  "blitz",
  "bloodlust:combat",
  "dual-expert",
  "improvised-weapon:melee",
  "improvised-weapon:ranged",
  "escalation:combat",
  "roll-6-plus-1-die:combat",
  "sniper",
  "point-blank",
  "medic",
  "tactician",
  "born-leader",
  "shove",
  "lifesaver",
  "destiny",
  "break-in",
  "charge",
  "plus-1-free-action:move",
  "plus-1-free-action:search",
  "plus-1-free-action:combat",
  "two-cocktails-are-better-than-one",
  "full-auto",
  "barbarian",
] as const;

const MODE_MODULES = ["dark-zones", "ultrared", "abomination-fest"] as const;
/** Starting Adrenaline just below a level, so the first kills bring a level-up in the middle of an action. */
const BIASED_AP = [17, 18, 40, 41, 42] as const;
const STURDY = [6, 12, 40] as const;
const ROUNDS = 30;
const MAX_COMMANDS = 4_000;
/** Other legal commands tried on each state besides the one played (each must be accepted). */
const SAMPLES = 2;
const LAST_COMMANDS = 12;

export interface FuzzPlayed {
  readonly seat: Seat;
  readonly command: ZombicideCommand;
}

export interface FuzzFailure {
  /** The game's seed: `HORDA_FUZZ_GAME=<game> npm run fuzz` plays it again. */
  readonly game: string;
  readonly description: string;
  readonly check: string;
  readonly message: string;
  readonly step: number;
  readonly last: readonly FuzzPlayed[];
}

export interface FuzzGameResult {
  readonly commands: number;
  readonly outcome: string;
  readonly failure: FuzzFailure | null;
}

export interface FuzzReport {
  readonly games: number;
  readonly commands: number;
  readonly seconds: number;
  readonly outcomes: Readonly<Record<string, number>>;
  readonly failures: readonly FuzzFailure[];
}

const pick = <T>(rng: RngCursor, items: readonly T[]): T => items[rng.int(0, items.length - 1)] as T;

/** The config of the game with this seed: mission, seats, cast, skills, adrenaline, modes, companions. */
export function fuzzConfig(game: string): { config: ZombicideConfig; description: string } {
  const rng = new RngCursor(seedRng(`fuzz-config:${game}`));
  const missionId = pick(rng, MISSION_IDS);
  const mission = loadMission(missionId);
  const players = rng.int(1, 4);
  const seats = Array.from({ length: players }, (_, i) => `p${i + 1}`);
  // One game in six plays the plain cast at 0 AP and no mode: the fuzzer keeps an eye on ordinary games too.
  const plain = rng.int(0, 5) === 0;
  const modules = plain ? [] : MODE_MODULES.filter(() => rng.int(0, 1) === 1);
  const cards = Object.keys(CORE_CONTENT.survivorCatalog.survivors).sort();
  const cast: string[] = [];
  const size = plain ? 6 : rng.int(2, 6);
  while (cast.length < size) {
    const c = pick(rng, cards);
    if (!cast.includes(c)) cast.push(c);
  }
  // Random play is reckless: sturdier survivors in half the games reach the late game (Red, crowded boards).
  const sturdy = !plain && rng.int(0, 1) === 0 ? pick(rng, STURDY) : null;
  const survivors = cast.map((id, i) => {
    const card = CORE_CONTENT.survivorCatalog.survivors[id];
    const extra = plain ? [] : REACTING_SKILLS.filter(() => rng.int(0, 5) === 0);
    // Two "+1 free Move Action" on one survivor now and then (only one pays for a Move out of Zombies).
    if (!plain && rng.int(0, 9) === 0) extra.push("plus-1-free-action:move", "plus-1-free-action:move");
    return {
      id,
      seat: seats[i % players] as Seat,
      ...(extra.length > 0 ? { skills: [...(card?.skills.blue ?? []), ...extra] } : {}),
      ...(plain ? {} : { adrenaline: pick(rng, BIASED_AP) }),
      ...(sturdy ? { health: sturdy } : {}),
    };
  });
  const companions =
    !plain && rng.int(0, 2) === 0 ? [{ id: "companion-1", leader: pick(rng, cast) as string }] : [];
  const autoZombieChoices = rng.int(0, 3) === 0;
  const config: ZombicideConfig = {
    map: mission.map,
    mission,
    tiles: CORE_CONTENT.tiles,
    seats,
    modules: ["core", ...modules],
    survivors,
    survivorCatalog: CORE_CONTENT.survivorCatalog,
    zombieCatalog: CORE_CONTENT.zombieCatalog,
    startingDeal: true,
    autoZombieChoices,
    ...(companions.length > 0 ? { companions } : {}),
  };
  const description = [
    missionId,
    `${players} player(s)`,
    plain
      ? "plain cast"
      : `cast ${survivors.map((s) => `${s.id}${s.skills ? `[${s.skills.join(",")}]` : ""}@${s.adrenaline}AP`).join(" ")}`,
    `modes [${modules.join(",")}]`,
    companions.length > 0 ? `companion led by ${companions[0]?.leader}` : "",
    sturdy ? `health ${sturdy}` : "",
    autoZombieChoices ? "auto zombie choices" : "",
  ]
    .filter((x) => x !== "")
    .join(", ");
  return { config, description };
}

class Broken extends Error {
  constructor(
    readonly check: string,
    message: string,
  ) {
    super(message);
  }
}

function must(cond: boolean, check: string, message: () => string): void {
  if (!cond) throw new Broken(check, message());
}

/** Work in progress must wait for a players' decision: nothing is left half done with nobody to answer. */
function checkNothingOpen(state: ZombicideState): void {
  if (state.turn.phase === "over") return;
  const waiting = state.pending.length > 0;
  must(state.combat === null || waiting, "attack-left-open", () =>
    state.combat?.car
      ? `a Car Attack (Fast Drive) of ${state.combat.attacker} in ${state.combat.zone} is open with no decision pending`
      : `an attack of ${state.combat?.attacker} is open at stage ${state.combat?.stage} with no decision pending`,
  );
  must(state.zombieWork.length === 0 || waiting || state.turn.extra !== undefined, "zombie-work-left", () => {
    const kinds = state.zombieWork.map((t) => t.kind).join(",");
    return `zombie work [${kinds}] is queued with no decision pending`;
  });
}

/**
 * Actions left only rise by a rule: a "+1 Action" skill gained (Yellow, a level-up choice). Compared between
 * states at rest (no decision pending): while a decision is pending, a free Action being used is counted in
 * (taken, to be paid when the Action ends), so the counter may read one more until it is paid.
 */
class ActionsWatch {
  private rest: { id: string; actions: number; gained: number } | null = null;

  see(state: ZombicideState, events: readonly ZombicideEvent[]): void {
    const id = state.turn.active;
    if (this.rest)
      this.rest.gained += events.filter(
        (e) => e.type === "SkillGained" && e.survivor === this.rest?.id && e.skill === "plus-1-action",
      ).length;
    if (state.pending.length > 0) return;
    // Born leader lends Actions and Zombie link restores a Turn: their own rules move the counters.
    if (id === null || state.turn.lent || state.turn.extra) {
      this.rest = null;
      return;
    }
    const a = state.survivors.find((s) => s.id === id);
    if (!a) return;
    const r = this.rest;
    if (r && r.id === id)
      must(a.actionsLeft <= r.actions + r.gained, "actions-rose", () => {
        return `${id}'s Actions left went from ${r.actions} to ${a.actionsLeft}`;
      });
    this.rest = { id, actions: a.actionsLeft, gained: 0 };
  }
}

function checkCards(state: ZombicideState, first: { equipment: string[]; zombies: string[] }) {
  const cards = equipmentCards(state);
  must(new Set(cards).size === cards.length, "card-twice", () => "an equipment card is in two places");
  must(JSON.stringify(cards) === JSON.stringify(first.equipment), "card-lost", () => {
    const lost = first.equipment.filter((c) => !cards.includes(c));
    const extra = cards.filter((c) => !first.equipment.includes(c));
    return `equipment cards lost [${lost.join(",")}] appeared [${extra.join(",")}]`;
  });
  const zc = zombieCards(state);
  must(JSON.stringify(zc) === JSON.stringify(first.zombies), "zombie-card-lost", () => {
    const lost = first.zombies.filter((c) => !zc.includes(c));
    const extra = zc.filter((c) => !first.zombies.includes(c));
    return `zombie cards lost [${lost.join(",")}] appeared [${extra.join(",")}]`;
  });
}

function describeCommand(c: FuzzPlayed): string {
  return `${c.seat} ${JSON.stringify(c.command)}`;
}

/** Picks a command: half the time uniformly among command types (so rare kinds get played), else among all. */
function choose(rng: RngCursor, choices: readonly Choice<ZombicideCommand>[]): Choice<ZombicideCommand> {
  if (rng.int(0, 1) === 0) return pick(rng, choices);
  const types = [...new Set(choices.map((c) => c.command.type))];
  const type = pick(rng, types);
  return pick(
    rng,
    choices.filter((c) => c.command.type === type),
  );
}

/** Plays one random legal game and checks the engine's contract after every command. */
export function fuzzGame(game: string): FuzzGameResult {
  const { config, description } = fuzzConfig(game);
  const started = zombicide.setup(config, game);
  if (!started.ok)
    return {
      commands: 0,
      outcome: "setup",
      failure: { game, description, check: "setup", message: started.error.message, step: 0, last: [] },
    };
  const rng = new RngCursor(seedRng(`fuzz-picks:${game}`));
  let state = started.value;
  const first = { equipment: equipmentCards(state), zombies: zombieCards(state) };
  const last: FuzzPlayed[] = [];
  const actions = new ActionsWatch();
  let step = 0;
  try {
    for (; step < MAX_COMMANDS; step++) {
      const status = zombicide.status(state);
      if (status.kind === "finished") return { commands: step, outcome: status.outcome, failure: null };
      if (state.turn.round > ROUNDS) return { commands: step, outcome: "round-limit", failure: null };
      const choices = choicesFor(zombicide, state);
      must(choices.length > 0, "stalled", () => {
        const p = state.pending.map((d) => `${d.kind}@${d.seat}`).join(",");
        return `the game is not over and no seat has a legal command (round ${state.turn.round}, phase ${state.turn.phase}, pending [${p}])`;
      });
      const played = choose(rng, choices);
      // Other commands `legal` lists must be accepted too, and applying them must leave the state alone.
      const before = step % 16 === 0 ? JSON.stringify(state) : null;
      for (let i = 0; i < SAMPLES && choices.length > 1; i++) {
        const other = pick(rng, choices);
        const r = applyOrThrow(state, other);
        must(r.ok, "legal-refused", () => `legal ${describeCommand(other)} was refused: ${refusal(r)}`);
      }
      const r = applyOrThrow(state, played);
      if (before !== null)
        must(JSON.stringify(state) === before, "state-mutated", () => "apply changed the state it was given");
      // The state is plain JSON at every point: a game saved here and loaded again goes on the same way.
      if (before !== null && step % 64 === 0 && r.ok) {
        const again = applyOrThrow(JSON.parse(before) as ZombicideState, played);
        must(again.ok && JSON.stringify(again.value.state) === JSON.stringify(r.value.state), "json", () => {
          return `${describeCommand(played)} gives another state on the same game saved and loaded`;
        });
      }
      last.push(played);
      if (last.length > LAST_COMMANDS) last.shift();
      must(r.ok, "legal-refused", () => `legal ${describeCommand(played)} was refused: ${refusal(r)}`);
      if (!r.ok) break;
      const next = r.value.state;
      checkNothingOpen(next);
      actions.see(next, r.value.events);
      checkCards(next, first);
      state = next;
    }
    return { commands: step, outcome: "command-limit", failure: null };
  } catch (e) {
    const check = e instanceof Broken ? e.check : "threw";
    const message =
      e instanceof Error ? (e instanceof Broken ? e.message : (e.stack ?? e.message)) : String(e);
    return { commands: step, outcome: "failed", failure: { game, description, check, message, step, last } };
  }
}

type Applied = ReturnType<typeof zombicide.apply>;

function applyOrThrow(state: ZombicideState, c: FuzzPlayed): Applied {
  try {
    return zombicide.apply(state, c.seat, c.command);
  } catch (e) {
    const why = e instanceof Error ? (e.stack ?? e.message) : String(e);
    throw new Broken("threw", `apply threw on ${describeCommand(c)}: ${why}`);
  }
}

function refusal(r: Applied): string {
  return r.ok ? "" : `${r.error.code} (${r.error.rule}): ${r.error.message}`;
}

export interface FuzzOptions {
  /** Stop starting games after this many seconds. */
  readonly seconds: number;
  readonly seed: string;
  /** Stop after this many games (default: no limit). */
  readonly maxGames?: number;
  /** Play at least this many games, however long they take (default 0). */
  readonly minGames?: number;
  /** Called after each game (progress lines). */
  readonly onGame?: (result: FuzzGameResult, index: number) => void;
}

/** Plays games `<seed>-0`, `<seed>-1`... until the time is up; each failing game is reported once. */
export function fuzz(options: FuzzOptions): FuzzReport {
  const start = Date.now();
  const outcomes: Record<string, number> = {};
  const failures: FuzzFailure[] = [];
  let games = 0;
  let commands = 0;
  const more = () => games < (options.minGames ?? 0) || (Date.now() - start) / 1000 < options.seconds;
  while (more() && games < (options.maxGames ?? Number.POSITIVE_INFINITY)) {
    const result = fuzzGame(`${options.seed}-${games}`);
    options.onGame?.(result, games);
    games++;
    commands += result.commands;
    outcomes[result.outcome] = (outcomes[result.outcome] ?? 0) + 1;
    if (result.failure) failures.push(result.failure);
  }
  return { games, commands, seconds: (Date.now() - start) / 1000, outcomes, failures };
}

/** A failure as the fuzzer prints it: the seed to play it again, what broke, the last commands. */
export function formatFailure(f: FuzzFailure): string {
  return [
    `FAIL game ${f.game} [${f.check}] at command ${f.step}: ${f.message}`,
    `  game: ${f.description}`,
    `  again: HORDA_FUZZ_GAME=${f.game} npm run fuzz`,
    "  last commands:",
    ...f.last.map((c) => `    ${describeCommand(c)}`),
  ].join("\n");
}
