import type { ZombicideEvent } from "../../../game/events.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { ZombicideState } from "../../../game/types.ts";
import { slice } from "../../../kernel/slices.ts";

export const RULE =
  "classic TCM / black-plague §15 Rotten (a Turn ended without Combat, driving or Noise gives the Rotten token: Zombies ignore the Survivor until it fights or makes Noise)";

/** Who holds the Rotten token, and the Rotten survivors who fought, drove or made Noise in the Turn going on. */
export const rottenSlice = slice<{
  readonly tokens: readonly string[];
  readonly loud: readonly string[];
  /** How many of the command's events the Zombies' Phase start read already (`afterCommand` reads on from there). */
  readonly read?: number;
}>("rotten", { tokens: [], loud: [] });

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

/**
 * Reads events in order: fighting, driving or Noise takes the token away (told) and marks the Turn as loud; a
 * Rotten survivor's Turn that ends quiet gives the token (told). Reading the same events twice changes nothing
 * more (a token already held is not given again; a Turn's end forgets it was loud).
 */
function scan(state: ZombicideState, input: readonly ZombicideEvent[]): Scan {
  const before = rottenSlice.read(state);
  const tokens = new Set(before.tokens);
  const loud = new Set(before.loud);
  const events: ZombicideEvent[] = [];
  const told: ZombicideEvent[] = [];
  const tell = (e: ZombicideEvent) => {
    events.push(e);
    told.push(e);
  };
  let changed = false;
  for (const e of input) {
    events.push(e);
    const who = loudOne(e);
    if (who !== undefined) {
      if (tokens.delete(who)) {
        tell({ type: "RottenTokenLost", survivor: who, rule: RULE });
        changed = true;
      }
      const s = survivorById(state, who);
      if (s && hasSkill(s, "rotten", state) && !loud.has(who)) {
        loud.add(who);
        changed = true;
      }
      continue;
    }
    if (e.type !== "TurnEnded") continue;
    const s = survivorById(state, e.survivor);
    if (loud.delete(e.survivor)) {
      changed = true;
      continue;
    }
    if (!s || s.eliminated || !hasSkill(s, "rotten", state) || tokens.has(s.id)) continue;
    tokens.add(s.id);
    tell({ type: "RottenTokenTaken", survivor: s.id, rule: RULE });
    changed = true;
  }
  if (!changed) return { state, events: input, told };
  const read = before.read;
  const value = { tokens: [...tokens], loud: [...loud], ...(read === undefined ? {} : { read }) };
  return { state: rottenSlice.write(state, value), events, told };
}

/** After every command: its events read in order (what the Zombies' Phase start read is not told twice). */
export function rottenAfter(applied: {
  readonly state: ZombicideState;
  readonly events: readonly ZombicideEvent[];
}): { readonly state: ZombicideState; readonly events: readonly ZombicideEvent[] } {
  const read = rottenSlice.read(applied.state).read ?? 0;
  const r = scan(applied.state, applied.events.slice(read));
  if (read === 0) return r.state === applied.state ? applied : { state: r.state, events: r.events };
  const { read: _, ...rest } = rottenSlice.read(r.state);
  return { state: rottenSlice.write(r.state, rest), events: [...applied.events.slice(0, read), ...r.events] };
}

/**
 * At the Zombies' Phase start, before any Zombie acts: the command's events so far are read, so a survivor whose
 * quiet Turn just ended holds the token when the Zombies look for prey.
 */
export function rottenAtPhaseStart(events: ZombicideEvent[], state: ZombicideState): ZombicideState {
  const r = scan(state, events.slice(rottenSlice.read(state).read ?? 0));
  events.push(...r.told);
  // Nothing Rotten happened: the state stays as it was, and `afterCommand` reads every event.
  if (r.state === state) return state;
  return rottenSlice.write(r.state, { ...rottenSlice.read(r.state), read: events.length });
}
