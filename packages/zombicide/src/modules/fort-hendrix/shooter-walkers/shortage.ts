import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { zoneIdOf, zoneIndex } from "../../../game/board-of.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import type { ZombicideState, ZoneId } from "../../../game/types.ts";
import { placeZombies } from "../../../game/zombies/place.ts";
import { activation } from "../../../game/zombies/spawn.ts";
import { decisionType, dropDecision, findDecision, firstPlayer } from "../../../kernel/decisions.ts";
import { settle } from "../../../kernel/resume.ts";
import { JOIN_RULE, OUT_RULE, SHOOTER } from "./shots.ts";

export const SHOOTER_ZONES = "shooterZones";

/** A shortage in progress: the Zones still to choose from, how many miniatures are left, what is placed. */
export interface Shortage {
  readonly zombie: string;
  readonly wanted: number;
  readonly left: number;
  readonly zones: readonly ZoneId[];
  readonly placedZones: readonly ZoneId[];
  readonly placed: readonly string[];
  readonly rule: string;
}
const decision = decisionType<Shortage>(SHOOTER_ZONES);

/**
 * Step 4, short of Shooter Walker miniatures: the ones left go to eligible Zones "of the player's choosing".
 * One Zone is asked at a time (the first player speaks for the table) until none is left; with automatic zombie
 * choices the first Zones in board order are taken. Then every Shooter Walker gets an extra Activation.
 */
export function placeShortage(state: ZombicideState, s: Shortage, events: ZombicideEvent[]): ZombicideState {
  let next = state;
  let cur = s;
  while (cur.left > 0 && cur.zones.length > 0) {
    if (!next.autoZombieChoices && cur.zones.length > cur.left)
      return decision.raise(next, firstPlayer(next), cur);
    const zone = cur.zones[0] as ZoneId;
    ({ state: next, shortage: cur } = placeOne(next, cur, zone));
  }
  return finish(next, cur, events);
}

function placeOne(state: ZombicideState, s: Shortage, zone: ZoneId) {
  const p = placeZombies(state, SHOOTER, zone, 1);
  const shortage: Shortage = {
    ...s,
    left: s.left - p.placed.length,
    zones: s.zones.filter((z) => z !== zone),
    placedZones: p.placed.length > 0 ? [...s.placedZones, zone] : s.placedZones,
    placed: [...s.placed, ...p.placed],
  };
  return { state: p.state, shortage };
}

/** Tells what joined and that the miniatures ran out, then queues every Shooter Walker's extra Activation. */
function finish(state: ZombicideState, s: Shortage, events: ZombicideEvent[]): ZombicideState {
  if (s.placed.length > 0)
    events.push({
      type: "ShooterWalkersJoined",
      zombie: s.zombie,
      zones: s.placedZones,
      zombies: s.placed,
      rule: JOIN_RULE,
    });
  events.push({ type: "ShooterWalkersRanOut", wanted: s.wanted, placed: s.placed.length, rule: OUT_RULE });
  const all = state.zombies.filter((z) => z.type === SHOOTER).map((z) => z.id);
  return all.length === 0
    ? state
    : { ...state, zombieWork: [activation(all, "out-of-miniatures"), ...state.zombieWork] };
}

const schema = z.strictObject({
  type: z.literal("placeShooter"),
  zone: z.string().min(1).max(16),
  decision: z.string().max(32).optional(),
});
export type PlaceShooterCommand = z.infer<typeof schema>;

/** The answer: one of the Shooter Walker miniatures left goes to this eligible Zone; the others follow. */
export const placeShooter: ActionModule<PlaceShooterCommand> = {
  type: "placeShooter",
  schema,
  kind: "decision",
  legal: decision.answers((o) => o.zones.map((zone) => ({ type: "placeShooter" as const, zone }))),
  apply(state, seat, cmd) {
    const d = findDecision(state, seat, SHOOTER_ZONES, cmd.decision);
    if (!d) return refuse("no_decision", RULES.decision, `${seat} has no Shooter Walker to place`);
    const s = decision.options(d);
    const zone = s.zones.find((z) => z === cmd.zone || zoneIdOf(state, zoneIndex(state, z)) === cmd.zone);
    if (!zone)
      return refuse(
        "shooter_zone_not_eligible",
        OUT_RULE,
        `a Shooter Walker can go only to ${s.zones.join(", ")} (a Zone with a Zombie of the card's type seeing a Survivor, and no Shooter Walker)`,
      );
    const events: ZombicideEvent[] = [];
    const one = placeOne(dropDecision(state, d.id), s, zone);
    const next = placeShortage(one.state, one.shortage, events);
    return ok({ state: settle(next, events), events });
  },
};
