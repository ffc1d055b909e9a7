import { err, ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { ranged, rangedSchema } from "../../../game/actions/ranged.ts";
import { startAttack, survivorRange } from "../../../game/combat/start.ts";
import { refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { beamDirections } from "../shared/beams.ts";
import { isNight } from "../shared/clock.ts";
import { beamOf, LIGHT_ON_RULE, lightSource, turnOn } from "./beam.ts";

/** A Ranged Action's command under another name: the shot that turns the light on first. */
const schema = rangedSchema.extend({ type: z.literal("rangedLit") });
export type RangedLitCommand = z.infer<typeof schema>;

function refusal(state: ZombicideState, s: SurvivorState, zone: string): string | null {
  if (!isNight(state)) return "light sources have no effect by day";
  if (lightSource(state, s) === undefined) return `${s.name} carries no usable light source`;
  if (beamOf(state, s.id)) return `${s.name}'s light is already on (point it, then shoot)`;
  const range = survivorRange(state, s, zone);
  if (range === null || range < 0 || range > 1) return `${zone} is not at Range 0-1 from ${s.name}`;
  return null;
}

/**
 * A Ranged Action at Range 0-1 using the Flashlight: the Light Beam is set before the dice are rolled, on the
 * survivor's zone and the target zone (at Range 0, on the survivor's zone only), so the night's 6 no longer
 * applies. The rest is the Ranged Action (its cost, its declarations such as All-Out).
 */
export const rangedLit: ActionModule<RangedLitCommand> = {
  type: "rangedLit",
  schema,
  kind: "survivor",
  legal(state, seat, s) {
    if (!s || !isNight(state) || beamOf(state, s.id) || lightSource(state, s) === undefined) return [];
    return ranged
      .legal(state, seat, s)
      .filter((c) => refusal(state, s, c.zone) === null)
      .map((c) => ({ ...c, type: "rangedLit" as const }));
  },
  apply(state, _seat, cmd) {
    const s = survivorById(state, cmd.survivor) as SurvivorState;
    const no = refusal(state, s, cmd.zone);
    if (no) return refuse("cannot_light", LIGHT_ON_RULE, no);
    const events: ZombicideEvent[] = [];
    const toward = cmd.zone !== s.zone && beamDirections(state, s.zone).includes(cmd.zone) ? cmd.zone : null;
    const lit = turnOn(state, s, lightSource(state, s) as never, toward, "ranged", events);
    const { type: _, ...req } = cmd;
    const shot = startAttack(lit, "ranged", req);
    if (!shot.ok) return err(shot.error);
    return ok({ state: shot.value.state, events: [...events, ...shot.value.events] });
  },
};
