import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import type { AttackProfile, CombatMode } from "../../../game/combat/profile.ts";
import { attackRefusal, startAttack, survivorRange, type Weaponless } from "../../../game/combat/start.ts";
import { combatBlocked, zombiesInZone } from "../../../game/combat/targets.ts";
import { refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { skillsOf } from "../../../game/skills/effects.ts";
import { recordUse, usedThisTurn } from "../../../game/skills/free-actions.ts";
import { replaceSurvivor, survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../../../game/types.ts";
import { rulesOf } from "../../../kernel/registry.ts";
import { RULE } from "./rule.ts";

const skillOf = (mode: CombatMode) => `improvised-weapon:${mode}`;

/**
 * Improvised weapon: Melee / Ranged (§10): once per Turn, a free attack with no card: Range 0 (Melee) or 1-1
 * (Ranged), 2 dice, 4+, Damage 1, silent (?). The survivor's dice, roll and Damage skills apply to both (?);
 * "+1 max Range" does not (it is for Ranged weapons).
 */
export function improvisedProfile(state: ZombicideState, s: SurvivorState, mode: CombatMode): AttackProfile {
  const range: [number, number] = mode === "melee" ? [0, 0] : [1, 1];
  const base: AttackProfile = {
    attack: { mode, range, dice: 2, accuracy: 4, damage: 1, noisy: false },
    dice: 2,
    accuracy: 4,
    rollBonus: 0,
    damage: 1,
    range,
  };
  return rulesOf(state).hooks.attackProfile({ state, survivor: s, mode, weapons: [], sets: 1 }, base);
}

const weaponless = (mode: CombatMode): Weaponless => ({
  name: skillOf(mode),
  label: "an improvised weapon",
  profile: (state, s) => improvisedProfile(state, s, mode),
  pay: (state, id, events) => payImprovised(state, id, mode, events),
});

/** The attack is free: 1 Action more, which the attack then spends; the use is recorded for this Turn. */
export function payImprovised(
  state: ZombicideState,
  id: string,
  mode: CombatMode,
  events: ZombicideEvent[],
): ZombicideState {
  events.push({ type: "SkillUsed", survivor: id, skill: skillOf(mode), rule: RULE });
  const next = recordUse(state, id, skillOf(mode));
  const s = survivorById(next, id) as SurvivorState;
  return replaceSurvivor(next, { ...s, actionsLeft: s.actionsLeft + 1 });
}

function refusal(state: ZombicideState, s: SurvivorState, mode: CombatMode): string | null {
  if (!skillsOf(state, s).includes(skillOf(mode)))
    return `${s.name} does not have Improvised weapon: ${mode === "melee" ? "Melee" : "Ranged"}`;
  if (usedThisTurn(state, s, skillOf(mode)) > 0) return `${s.name} has already used it this Turn`;
  return null;
}

function targets(state: ZombicideState, s: SurvivorState, mode: CombatMode): ZoneId[] {
  if (combatBlocked(state, s.zone)) return [];
  const [min, max] = improvisedProfile(state, s, mode).range;
  return [...new Set(state.zombies.map((z) => z.zone))].filter((zone) => {
    const r = survivorRange(state, s, zone);
    return (
      r !== null &&
      r >= min &&
      r <= max &&
      zombiesInZone(state, zone).length > 0 &&
      !attackRefusal(state, s, mode, zone)
    );
  });
}

const schema = z.strictObject({
  type: z.literal("improvisedAttack"),
  survivor: z.string().min(1).max(64),
  mode: z.enum(["melee", "ranged"]),
  /** Ranged: the zone at Range 1 shot at. */
  zone: z.string().min(1).max(16).optional(),
});
export type ImprovisedAttackCommand = z.infer<typeof schema>;

export const improvisedAttack: ActionModule<ImprovisedAttackCommand> = {
  type: "improvisedAttack",
  schema,
  kind: "survivor",
  needsSkill: ["improvised-weapon"],
  legal(state, _seat, s) {
    if (!s) return [];
    const out: ImprovisedAttackCommand[] = [];
    for (const mode of ["melee", "ranged"] as const) {
      if (refusal(state, s, mode) !== null) continue;
      for (const zone of targets(state, s, mode))
        out.push(
          mode === "melee"
            ? { type: "improvisedAttack", survivor: s.id, mode }
            : { type: "improvisedAttack", survivor: s.id, mode, zone },
        );
    }
    return out;
  },
  apply(state, _seat, cmd) {
    const s = survivorById(state, cmd.survivor) as SurvivorState;
    const no = refusal(state, s, cmd.mode);
    if (no) return refuse("no_skill", RULE, no);
    return startAttack(state, cmd.mode, {
      survivor: s.id,
      weapon: skillOf(cmd.mode),
      zone: cmd.zone,
      improvised: weaponless(cmd.mode),
    });
  },
};
