import { ok } from "@horda/table";
import { z } from "zod";
import { actionsAvailable } from "../../../game/actions/availability.ts";
import type { ActionModule } from "../../../game/actions/module.ts";
import { type CardUid, cardData, cardOf } from "../../../game/cards.ts";
import { dualAllowed } from "../../../game/combat/profile.ts";
import { attackChoices, startAttack } from "../../../game/combat/start.ts";
import type { CombatStep } from "../../../game/combat/step.ts";
import { refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { heldCards } from "../../../game/inventory.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import { survivorById } from "../../../game/survivors.ts";
import { activate, spend } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../../../game/types.ts";
import { slice } from "../../../kernel/slices.ts";

export const RULE =
  "classic §10 / black-plague §15 Trick shot (Dual Ranged weapons, or Dual combat spells, may each aim at a different Zone: one Action)";

/** The second weapon of a Trick shot, fired once the first one's attack is resolved. */
interface Second {
  readonly survivor: string;
  readonly first: CardUid;
  readonly twin: CardUid;
  readonly zone: ZoneId;
  readonly action: "ranged" | "magic";
  /** The second attack is being started: its Noise is the first one's (one Action, one token). */
  readonly firing?: true;
}

export const trickShotSlice = slice<{ readonly second?: Second }>("trick-shot", {});

const schema = z.strictObject({
  type: z.literal("trickShot"),
  survivor: z.string().min(1).max(64),
  /** The Dual weapon or spell in both Hands: a card id. */
  weapon: z.string().min(1).max(64),
  /** The Zone each weapon aims at, the first one's first. */
  zones: z.tuple([z.string().min(1).max(16), z.string().min(1).max(16)]),
});
export type TrickShotCommand = z.infer<typeof schema>;

/** A Magic Action for a combat spell, a Ranged Action for the rest. */
function actionOf(state: ZombicideState, uid: CardUid): "ranged" | "magic" {
  return cardData(state, uid)?.spell === "combat" ? "magic" : "ranged";
}

/** The two loaded copies of `weapon` in the Hands that may fire as Dual, or why not. */
function pairOf(
  state: ZombicideState,
  s: SurvivorState,
  weapon: string,
): readonly [CardUid, CardUid] | string {
  const copies = heldCards(s, state).filter((u) => cardOf(u) === weapon && !state.unloaded.includes(u));
  const [a, b] = copies;
  if (a === undefined || b === undefined) return `${s.name} does not hold two loaded ${weapon} in the Hands`;
  if (!dualAllowed(state, s, a, "ranged")) return `${weapon} is not Dual`;
  return [a, b];
}

/** The Zones the survivor may aim `weapon` at alone now (its Range, sight, Zombies, and the rules barring it). */
function zonesFor(state: ZombicideState, s: SurvivorState, weapon: string, action: string): ZoneId[] {
  return attackChoices(state, s, "ranged", action)
    .filter((c) => c.weapon === weapon && !c.dual)
    .map((c) => c.zone);
}

/**
 * Trick shot: a Dual Ranged (or Magic) Action whose two weapons aim at two different Zones. The first weapon's
 * attack is resolved first (its Noise, dice, targeting and Friendly Fire), then the second's, which pays the one
 * Action (`secondShot`, when the first attack is resolved).
 */
export const trickShot: ActionModule<TrickShotCommand> = {
  type: "trickShot",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || !hasSkill(s, "trick-shot", state)) return [];
    const out: TrickShotCommand[] = [];
    const seen = new Set<string>();
    for (const u of heldCards(s, state)) {
      const weapon = cardOf(u);
      if (seen.has(weapon) || typeof pairOf(state, s, weapon) === "string") continue;
      seen.add(weapon);
      const action = actionOf(state, u);
      if (actionsAvailable(state, s, action, true) < 1) continue;
      const zones = zonesFor(state, s, weapon, action);
      for (const a of zones)
        for (const b of zones)
          if (a !== b) out.push({ type: "trickShot", survivor: s.id, weapon, zones: [a, b] });
    }
    return out;
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    if (!hasSkill(s0, "trick-shot", state))
      return refuse("cannot_trick_shot", RULE, `${s0.name} does not have Trick shot`);
    const pair = pairOf(state, s0, cmd.weapon);
    if (typeof pair === "string") return refuse("cannot_trick_shot", RULE, pair);
    const [a, b] = cmd.zones;
    if (a === b) return refuse("cannot_trick_shot", RULE, "a Trick shot aims at two different Zones");
    const action = actionOf(state, pair[0]);
    const zones = zonesFor(state, s0, cmd.weapon, action);
    const wrong = cmd.zones.find((z) => !zones.includes(z));
    if (wrong !== undefined)
      return refuse("cannot_trick_shot", RULE, `${s0.name} cannot aim ${cmd.weapon} at ${wrong} now`);
    if (actionsAvailable(state, s0, action, true) < 1)
      return refuse("not_enough_actions", RULE, `${s0.name} has no Action left`);
    const events: ZombicideEvent[] = [
      { type: "SkillUsed", survivor: s0.id, skill: "trick-shot", rule: RULE },
    ];
    const second: Second = { survivor: s0.id, first: pair[0], twin: pair[1], zone: b, action };
    // The first weapon fires as part of the Action (nothing paid yet); the second pays it once the first is resolved.
    const armed = trickShotSlice.write(activate(state, s0.id), { second });
    const out = startAttack(armed, "ranged", {
      survivor: s0.id,
      weapon: pair[0],
      zone: a,
      paidElsewhere: true,
      action,
    });
    if (!out.ok) return out;
    return ok({ state: out.value.state, events: [...events, ...out.value.events] });
  },
};

/** Once the first weapon's attack is resolved, the second fires at its Zone and pays the Action. */
export function secondShot(
  ctx: { readonly step: CombatStep; readonly events: ZombicideEvent[] },
  state: ZombicideState,
): ZombicideState {
  const second = trickShotSlice.read(state).second;
  if (!second || ctx.step.attacker !== second.survivor || ctx.step.weapons[0] !== second.first) return state;
  const firing = trickShotSlice.write(state, { second: { ...second, firing: true } });
  const out = startAttack(firing, "ranged", {
    survivor: second.survivor,
    weapon: second.twin,
    zone: second.zone,
    action: second.action,
  });
  if (out.ok) {
    ctx.events.push(...out.value.events);
    return trickShotSlice.write(out.value.state, {});
  }
  // The second weapon cannot fire any more (nothing left to shoot at there): the Action is paid all the same.
  ctx.events.push({ type: "TrickShotLost", survivor: second.survivor, zone: second.zone, rule: RULE });
  return spend(trickShotSlice.write(state, {}), second.survivor, 1, ctx.events);
}

/** The second attack of a Trick shot makes no Noise of its own: the first one's token is the Action's. */
export function trickShotNoise(
  ctx: { readonly survivor: string },
  tokens: number,
  state: ZombicideState,
): number {
  const second = trickShotSlice.read(state).second;
  return second?.firing && second.survivor === ctx.survivor ? 0 : tokens;
}
