import type { ZombicideEvent } from "../../../game/events.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { ZombicideState } from "../../../game/types.ts";
import { slice } from "../../../kernel/slices.ts";

export const RULE =
  "classic TCM / black-plague §15 Rotten (a Turn ended without Combat, driving or Noise gives the Rotten token: Zombies ignore the Survivor until it fights or makes Noise)";

/**
 * Who holds the Rotten token, and the round in which each Rotten survivor last fought, drove or made Noise
 * (keyed by round, so reading the same events twice gives the same answer).
 */
export const rottenSlice = slice<{
  readonly tokens: readonly string[];
  readonly loud: Readonly<Record<string, number>>;
}>("rotten", { tokens: [], loud: {} });

/** The survivor an event shows fighting, driving or making Noise, if any. */
function loudOne(e: ZombicideEvent): string | undefined {
  switch (e.type) {
    case "NoiseMade":
    case "DiceRolled":
    case "MolotovThrown":
      return e.survivor;
    case "ZombieKilled":
      return e.by;
    case "CarDriven":
    case "CarAttacked":
      return e.driver;
    case "DragonFire":
      return e.survivor;
    default:
      return undefined;
  }
}

/** A command's events read in order, with the Rotten events told where they happen. */
interface Scan {
  readonly state: ZombicideState;
  readonly events: readonly ZombicideEvent[];
  /** Only the Rotten events told. */
  readonly told: readonly ZombicideEvent[];
}

/** The round the first of these events happened in: the state's, unless a phase change among them says otherwise. */
function firstRound(state: ZombicideState, events: readonly ZombicideEvent[]): number {
  const change = events.find((e) => e.type === "PhaseChanged");
  if (change?.type !== "PhaseChanged") return state.turn.round;
  // A new round's Players' Phase: the events before it belong to the round before.
  return change.phase === "players" ? change.round - 1 : change.round;
}

/**
 * Reads events in order: fighting, driving or Noise takes the token away (told) and marks the round as loud for a
 * Rotten survivor; a Rotten survivor's Turn that ends with no loud mark for its round gives the token (told).
 * Reading the same events again changes nothing more (the Zombies' Phase start reads them before `afterCommand`).
 */
function scan(state: ZombicideState, input: readonly ZombicideEvent[]): Scan {
  const before = rottenSlice.read(state);
  const tokens = new Set(before.tokens);
  const loud: Record<string, number> = { ...before.loud };
  const events: ZombicideEvent[] = [];
  const told: ZombicideEvent[] = [];
  const tell = (e: ZombicideEvent) => {
    events.push(e);
    told.push(e);
  };
  let round = firstRound(state, input);
  let changed = false;
  for (const e of input) {
    events.push(e);
    if (e.type === "PhaseChanged") {
      round = e.round;
      continue;
    }
    const who = loudOne(e);
    if (who !== undefined) {
      if (tokens.delete(who)) {
        tell({ type: "RottenTokenLost", survivor: who, rule: RULE });
        changed = true;
      }
      const s = survivorById(state, who);
      if (s && hasSkill(s, "rotten", state) && loud[who] !== round) {
        loud[who] = round;
        changed = true;
      }
      continue;
    }
    if (e.type !== "TurnEnded" || loud[e.survivor] === round) continue;
    const s = survivorById(state, e.survivor);
    if (!s || s.eliminated || !hasSkill(s, "rotten", state) || tokens.has(s.id)) continue;
    tokens.add(s.id);
    tell({ type: "RottenTokenTaken", survivor: s.id, rule: RULE });
    changed = true;
  }
  if (!changed) return { state, events: input, told };
  // Only this round's marks matter from now on.
  const kept = Object.fromEntries(Object.entries(loud).filter(([, r]) => r >= round));
  return { state: rottenSlice.write(state, { tokens: [...tokens], loud: kept }), events, told };
}

/** After every command: its events read in order. */
export function rottenAfter(applied: {
  readonly state: ZombicideState;
  readonly events: readonly ZombicideEvent[];
}): { readonly state: ZombicideState; readonly events: readonly ZombicideEvent[] } {
  const r = scan(applied.state, applied.events);
  return r.state === applied.state ? applied : { state: r.state, events: r.events };
}

/**
 * At the Zombies' Phase start, before any Zombie acts: the command's events so far are read, so a survivor whose
 * quiet Turn just ended holds the token when the Zombies look for prey.
 */
export function rottenAtPhaseStart(events: ZombicideEvent[], state: ZombicideState): ZombicideState {
  const r = scan(state, events);
  events.push(...r.told);
  return r.state;
}
