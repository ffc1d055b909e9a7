import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { boardOf, tablesOf, zoneIdOf, zoneIndex } from "../../../game/board-of.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { inPlay, replaceSurvivor, survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../../../game/types.ts";
import { decisionType, dropDecision, findDecision } from "../../../kernel/decisions.ts";
import { settle } from "../../../kernel/resume.ts";
import { slice } from "../../../kernel/slices.ts";
import { freeSpots } from "../narrow-spots.ts";

export const PULL_RULE =
  "rio §Zombie Pull (before any Zombie Activation, each Zombie pulls 1 Survivor out of an adjacent Narrow Zone into its Zone; not an Action; the players choose the order and, with Zombies on 2 sides, where)";

export const ZOMBIE_PULL = "zombiePull";

/** The pulls made this Zombie Phase: how many Zombies of each Zone have pulled, and who was pulled. */
interface PullState {
  readonly used: Readonly<Record<ZoneId, number>>;
  readonly pulled: readonly string[];
}
export const pullSlice = slice<PullState | null>("zombie-pull", null);

interface Pull {
  readonly survivor: string;
  readonly zones: readonly ZoneId[];
}
interface Options {
  readonly pulls: readonly Pull[];
  readonly rule: string;
}
const decision = decisionType<Options>(ZOMBIE_PULL);

export interface ZombiePulled {
  readonly type: "ZombiePulled";
  readonly survivor: string;
  readonly from: ZoneId;
  readonly to: ZoneId;
  readonly rule: string;
}
declare module "../../../game/events.ts" {
  interface ModuleEvents {
    ZombiePulled: ZombiePulled;
  }
}

const zombiesByZone = (state: ZombicideState): Map<ZoneId, number> => {
  const m = new Map<ZoneId, number>();
  for (const z of state.zombies) m.set(z.zone, (m.get(z.zone) ?? 0) + 1);
  return m;
};

/** Every survivor in a Narrow Zone that a Zombie still able to pull could pull, with the Zones it may go to. */
export function pullsLeft(state: ZombicideState, p: PullState): Pull[] {
  const board = boardOf(state);
  const zombies = zombiesByZone(state);
  const neighbours = tablesOf(state).neighbours;
  const out: Pull[] = [];
  for (const s of state.survivors) {
    if (!inPlay(s) || p.pulled.includes(s.id)) continue;
    const at = zoneIndex(state, s.zone);
    if (!board.zones[at]?.flags.includes("narrow")) continue;
    const zones = (neighbours[at] ?? [])
      .map((i) => zoneIdOf(state, i))
      // A pull into a Narrow Zone (a Zombie on a Spot next door) needs a free Spot there too.
      .filter((zone) => (zombies.get(zone) ?? 0) > (p.used[zone] ?? 0) && freeSpots(state, zone) > 0);
    if (zones.length > 0) out.push({ survivor: s.id, zones });
  }
  return out;
}

/** Do the players have a choice: a survivor with 2 Zones to go to, or fewer pulls than survivors in reach? */
function choiceLeft(state: ZombicideState, p: PullState, pulls: readonly Pull[]): boolean {
  if (pulls.some((x) => x.zones.length > 1)) return true;
  const wanted = new Map<ZoneId, number>();
  for (const x of pulls) wanted.set(x.zones[0] as ZoneId, (wanted.get(x.zones[0] as ZoneId) ?? 0) + 1);
  const zombies = zombiesByZone(state);
  for (const [zone, n] of wanted) if (n > (zombies.get(zone) ?? 0) - (p.used[zone] ?? 0)) return true;
  return false;
}

function pullOne(state: ZombicideState, p: PullState, id: string, to: ZoneId, events: ZombicideEvent[]) {
  const s = survivorById(state, id) as SurvivorState;
  events.push({ type: "ZombiePulled", survivor: id, from: s.zone, to, rule: PULL_RULE });
  const next = replaceSurvivor(state, { ...s, zone: to });
  const q: PullState = { used: { ...p.used, [to]: (p.used[to] ?? 0) + 1 }, pulled: [...p.pulled, id] };
  return { state: next, pull: q };
}

/**
 * Pulls until none is left, asking the players (a pending decision) whenever the order or the Zone is theirs
 * to choose; the zombie phase waits for the answer.
 */
export function runPulls(state: ZombicideState, p0: PullState, events: ZombicideEvent[]): ZombicideState {
  let s = state;
  let p = p0;
  for (;;) {
    const pulls = pullsLeft(s, p);
    if (pulls.length === 0) return pullSlice.write(s, null);
    if (choiceLeft(s, p, pulls) && !s.autoZombieChoices) {
      const first = survivorById(s, (pulls[0] as Pull).survivor) as SurvivorState;
      return decision.raise(pullSlice.write(s, p), first.seat, { pulls, rule: PULL_RULE });
    }
    const x = pulls[0] as Pull;
    ({ state: s, pull: p } = pullOne(s, p, x.survivor, x.zones[0] as ZoneId, events));
  }
}

/** Zombie-phase start: the Zombie Pulls, before any Activation. */
export function startPulls(
  ctx: { readonly events: ZombicideEvent[] },
  state: ZombicideState,
): ZombicideState {
  return runPulls(state, { used: {}, pulled: [] }, ctx.events);
}

const schema = z.strictObject({
  type: z.literal("zombiePull"),
  survivor: z.string().min(1).max(64),
  to: z.string().min(1).max(16),
  decision: z.string().max(32).optional(),
});
export type ZombiePullCommand = z.infer<typeof schema>;

/** The answer: this survivor is pulled next, into that Zone; the other pulls follow. */
export const zombiePull: ActionModule<ZombiePullCommand> = {
  type: "zombiePull",
  schema,
  kind: "decision",
  legal: decision.answers((o) =>
    o.pulls.flatMap((x) => x.zones.map((to) => ({ type: "zombiePull" as const, survivor: x.survivor, to }))),
  ),
  apply(state, seat, cmd) {
    const d = findDecision(state, seat, ZOMBIE_PULL, cmd.decision);
    if (!d) return refuse("no_decision", RULES.decision, `${seat} has no Zombie Pull to choose`);
    const pull = decision.options(d).pulls.find((x) => x.survivor === cmd.survivor);
    if (!pull) return refuse("not_pulled", PULL_RULE, `no Zombie can pull ${cmd.survivor} now`);
    const to = pull.zones.find((z) => z === cmd.to || zoneIdOf(state, zoneIndex(state, z)) === cmd.to);
    if (!to)
      return refuse(
        "not_pulled_there",
        PULL_RULE,
        `${cmd.survivor} can be pulled only into ${pull.zones.join(", ")}`,
      );
    const events: ZombicideEvent[] = [];
    const p = pullSlice.read(dropDecision(state, d.id)) ?? { used: {}, pulled: [] };
    const done = pullOne(dropDecision(state, d.id), p, cmd.survivor, to, events);
    const next = runPulls(done.state, done.pull, events);
    return ok({ state: settle(next, events), events });
  },
};
