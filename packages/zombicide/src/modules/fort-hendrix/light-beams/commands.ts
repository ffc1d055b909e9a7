import { ok } from "@horda/table";
import { z } from "zod";
import { actionsAvailable } from "../../../game/actions/availability.ts";
import type { ActionModule } from "../../../game/actions/module.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { survivorById } from "../../../game/survivors.ts";
import { activate, spend } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { beamDirections } from "../shared/beams.ts";
import { isNight } from "../shared/clock.ts";
import {
  aim,
  aimMoment,
  beamOf,
  LIGHT_OFF_RULE,
  LIGHT_ON_RULE,
  LIGHT_RULE,
  lightSource,
  turnOff,
  turnOn,
} from "./beam.ts";

const id = z.string().min(1).max(64);
/** The adjacent zone the beam points at; absent: at a wall (only the survivor's own zone is lit). */
const toward = z.string().min(1).max(16).optional();

const onSchema = z.strictObject({ type: z.literal("lightOn"), survivor: id, toward });
const offSchema = z.strictObject({ type: z.literal("lightOff"), survivor: id });
const aimSchema = z.strictObject({ type: z.literal("aimLight"), survivor: id, toward });
export type LightOnCommand = z.infer<typeof onSchema>;
export type LightOffCommand = z.infer<typeof offSchema>;
export type AimLightCommand = z.infer<typeof aimSchema>;

function towardRefusal(state: ZombicideState, s: SurvivorState, to: string | undefined): string | null {
  if (to === undefined || beamDirections(state, s.zone).includes(to)) return null;
  return `${to} is not a zone next to ${s.zone} (a beam points at an adjacent zone, not diagonally)`;
}

function onRefusal(state: ZombicideState, s: SurvivorState): string | null {
  if (!isNight(state)) return "light sources have no effect by day";
  if (lightSource(state, s) === undefined) return `${s.name} carries no usable light source`;
  if (beamOf(state, s.id)) return `${s.name}'s light is already on`;
  return null;
}

const directions = (state: ZombicideState, s: SurvivorState) => [undefined, ...beamDirections(state, s.zone)];

/** Turn a light source on (1 Action): a Light Beam in the survivor's zone, pointed where the player says. */
export const lightOn: ActionModule<LightOnCommand> = {
  type: "lightOn",
  schema: onSchema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || actionsAvailable(state, s) < 1 || onRefusal(state, s) !== null) return [];
    return directions(state, s).map((to) => ({
      type: "lightOn" as const,
      survivor: s.id,
      ...(to === undefined ? {} : { toward: to }),
    }));
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const no = onRefusal(state, s0) ?? towardRefusal(state, s0, cmd.toward);
    if (no) return refuse("cannot_light", LIGHT_ON_RULE, no);
    const events: ZombicideEvent[] = [];
    const next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    if (s.actionsLeft < 1) return refuse("not_enough_actions", RULES.actions, `${s.name} has no Action left`);
    const lit = turnOn(next, s, lightSource(next, s) as never, cmd.toward ?? null, "action", events);
    return ok({ state: spend(lit, s.id, 1, events), events });
  },
};

/** Turn the light off (1 Action): the survivor's Light Beam token is removed. */
export const lightOff: ActionModule<LightOffCommand> = {
  type: "lightOff",
  schema: offSchema,
  kind: "survivor",
  legal: (state, _seat, s) =>
    s && actionsAvailable(state, s) >= 1 && beamOf(state, s.id) ? [{ type: "lightOff", survivor: s.id }] : [],
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    if (!beamOf(state, s0.id)) return refuse("no_light", LIGHT_OFF_RULE, `${s0.name}'s light is not on`);
    const events: ZombicideEvent[] = [];
    const next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    if (s.actionsLeft < 1) return refuse("not_enough_actions", RULES.actions, `${s.name} has no Action left`);
    return ok({ state: spend(turnOff(next, s.id, "action", events), s.id, 1, events), events });
  },
};

/** Point the beam (free, once before each Action): at an adjacent zone, or at a wall. */
export const aimLight: ActionModule<AimLightCommand> = {
  type: "aimLight",
  schema: aimSchema,
  kind: "survivor",
  legal(state, _seat, s) {
    const beam = s ? beamOf(state, s.id) : undefined;
    if (!s || !beam || beam.aimed === aimMoment(state, s)) return [];
    return directions(state, s)
      .filter((to) => (to ?? null) !== beam.toward)
      .map((to) => ({
        type: "aimLight" as const,
        survivor: s.id,
        ...(to === undefined ? {} : { toward: to }),
      }));
  },
  apply(state, _seat, cmd) {
    const s = survivorById(state, cmd.survivor) as SurvivorState;
    const beam = beamOf(state, s.id);
    if (!beam) return refuse("no_light", LIGHT_RULE, `${s.name}'s light is not on`);
    if (beam.aimed === aimMoment(state, s))
      return refuse("already_aimed", LIGHT_RULE, `${s.name}'s beam is pointed once before each Action`);
    const no = towardRefusal(state, s, cmd.toward);
    if (no) return refuse("cannot_aim", LIGHT_RULE, no);
    const events: ZombicideEvent[] = [
      { type: "LightBeamAimed", survivor: s.id, zone: s.zone, toward: cmd.toward ?? "", rule: LIGHT_RULE },
    ];
    return ok({ state: aim(state, s.id, cmd.toward ?? null, aimMoment(state, s)), events });
  },
};
