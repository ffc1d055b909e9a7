import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import type { CombatMode } from "../../../game/combat/profile.ts";
import { attackChoices, startAttack } from "../../../game/combat/start.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import { sightRange } from "../../../game/skills/paths.ts";
import { inPlay, survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../../../game/types.ts";
import { pause } from "../../../kernel/continuation.ts";
import { decisionType, dropDecision, findDecision } from "../../../kernel/decisions.ts";
import { settle } from "../../../kernel/resume.ts";
import { RULE } from "./rule.ts";

export const COMBAT_REFLEXES = "combatReflexes";

interface Options {
  readonly survivor: string;
  readonly card: string;
  readonly zone: ZoneId;
}

/** The attacks the survivor could make against the spawn zone: Melee only there, Ranged aimed at it. */
function reflexAttacks(state: ZombicideState, s: SurvivorState, zone: ZoneId) {
  const out: { mode: CombatMode; weapon: string; dual: boolean }[] = [];
  for (const mode of ["melee", "ranged"] as const)
    for (const c of attackChoices(state, s, mode))
      if (c.zone === zone) out.push({ mode, weapon: c.weapon, dual: c.dual });
  return out;
}

/**
 * Combat reflexes (§10): after Zombies spawn within Range 0-1 of a survivor with the skill, it may take a free
 * Combat Action against them before any Rush (Ranged: at the spawn Zone). One pending decision per survivor and
 * Zombie card; the zombie work waits for the answer, and for the attack's own decisions.
 */
export function offerCombatReflexes(state: ZombicideState, zone: ZoneId, card: string): ZombicideState {
  let next = state;
  for (const s of state.survivors) {
    if (!inPlay(s) || !hasSkill(s, "combat-reflexes", state)) continue;
    const r = sightRange(state, s.zone, zone);
    if (r < 0 || r > 1 || reflexAttacks(state, s, zone).length === 0) continue;
    const options: Options = { survivor: s.id, card, zone };
    next = decision.raise(next, s.seat, options);
  }
  return next;
}

const schema = z.strictObject({
  type: z.literal("combatReflexes"),
  /** Melee or Ranged; absent (with `weapon`) to let the Zombies be. */
  mode: z.enum(["melee", "ranged"]).optional(),
  weapon: z.string().min(1).max(64).optional(),
  dual: z.boolean().optional(),
  countZombies: z.boolean().optional(),
  decision: z.string().max(32).optional(),
});
export type CombatReflexesCommand = z.infer<typeof schema>;

/** The decision this file raises and answers, its options typed once. */
const decision = decisionType<Options>(COMBAT_REFLEXES);

export const combatReflexes: ActionModule<CombatReflexesCommand> = {
  type: "combatReflexes",
  schema,
  kind: "decision",
  legal: decision.answers((o, state) => {
    const s = survivorById(state, o.survivor) as SurvivorState;
    return [
      { type: "combatReflexes" },
      ...reflexAttacks(state, s, o.zone).map((a) => ({
        type: "combatReflexes" as const,
        mode: a.mode,
        weapon: a.weapon,
        ...(a.dual ? { dual: true } : {}),
      })),
    ];
  }),
  apply(state, seat, cmd) {
    const d = findDecision(state, seat, COMBAT_REFLEXES, cmd.decision);
    if (!d) return refuse("no_decision", RULES.decision, `${seat} has no Combat reflexes to answer`);
    const o = decision.options(d);
    const next = dropDecision(state, d.id);
    if (cmd.mode === undefined || cmd.weapon === undefined) {
      const events: ZombicideEvent[] = [];
      return ok({ state: settle(next, events), events });
    }
    const s = survivorById(state, o.survivor) as SurvivorState;
    if (cmd.mode === "melee" ? s.zone !== o.zone : false)
      return refuse("not_the_spawn", RULE, `a Melee attack needs the Zombies in ${s.name}'s Zone`);
    const attack = {
      survivor: s.id,
      mode: cmd.mode,
      weapon: cmd.weapon,
      zone: o.zone,
      ...(cmd.dual ? { dual: true } : {}),
      ...(cmd.countZombies ? { countZombies: true } : {}),
    };
    // Checked now, on a throw-away copy; it is rolled when its turn comes: after the other reactions to this
    // spawn are answered and any attack already open is over (kernel/resume.ts), so no attack is left behind.
    const checked = startAttack(next, cmd.mode, { ...attack, reaction: true });
    if (!checked.ok) return checked;
    const events: ZombicideEvent[] = [
      { type: "SkillUsed", survivor: s.id, skill: "combat-reflexes", rule: RULE },
    ];
    return ok({ state: settle(pause(next, { kind: "reaction", ...attack }), events), events });
  },
};
