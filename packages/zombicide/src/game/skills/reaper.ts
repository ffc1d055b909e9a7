import { ok } from "@horda/table";
import { z } from "zod";
import { decisionType, dropDecision, findDecision } from "../../kernel/decisions.ts";
import { settle } from "../../kernel/resume.ts";
import type { ActionModule } from "../actions/module.ts";
import { killZombies } from "../combat/kills.ts";
import { skillBonus } from "../combat/profile.ts";
import type { CombatStep } from "../combat/step.ts";
import { zombiesInZone } from "../combat/targets.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import { survivorById } from "../survivors.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import { splitKey, zombieType } from "../zombies/lookup.ts";
import { SKILL_RULES } from "./rules.ts";

export const REAPER = "reaperTwin";

/**
 * Reaper: [Action] (§10): once per Action, one hit also kills a second identical Zombie in the same Zone. For
 * the zombies the hits kill (`killed`, not removed yet), the twin the Reaper may take, by kind (type, or an
 * Abomination's card): another zombie of that kind in the Zone that the Damage can kill.
 */
export function reaperTwins(state: ZombicideState, killed: readonly string[]): Record<string, string> {
  const c = state.combat as CombatStep;
  const s = survivorById(state, c.attacker) as SurvivorState;
  const out: Record<string, string> = {};
  if (killed.length === 0 || skillBonus(state, s, "reaper", c.mode) === 0) return out;
  const left = zombiesInZone(state, c.zone).filter((z) => !killed.includes(z.id));
  for (const d of state.zombies.filter((z) => killed.includes(z.id))) {
    const twin = left.find(
      (z) => splitKey(z) === splitKey(d) && zombieType(state, z).damageToKill <= c.damage,
    );
    if (twin && out[splitKey(d)] === undefined) out[splitKey(d)] = twin.id;
  }
  return out;
}

export function reaperEvent(state: ZombicideState, events: ZombicideEvent[]): void {
  const c = state.combat as CombatStep;
  events.push({
    type: "SkillUsed",
    survivor: c.attacker,
    skill: `reaper:${c.mode}`,
    rule: SKILL_RULES.reaper,
  });
}

interface Options {
  readonly survivor: string;
  /** The twin each kind would lose. */
  readonly twins: Readonly<Record<string, string>>;
}

/** Twins of several kinds: the player picks which kind the Reaper's extra kill goes to (a pending decision). */
export function askReaper(state: ZombicideState, twins: Readonly<Record<string, string>>): ZombicideState {
  const c = state.combat as CombatStep;
  const s = survivorById(state, c.attacker) as SurvivorState;
  const options: Options = { survivor: s.id, twins };
  return decision.raise(state, s.seat, options);
}

const schema = z.strictObject({
  type: z.literal("reaperTwin"),
  /** The kind (zombie type, or an Abomination's card) whose second Zombie dies. */
  kind: z.string().min(1).max(64),
  decision: z.string().max(32).optional(),
});
export type ReaperTwinCommand = z.infer<typeof schema>;

export const reaperTwin: ActionModule<ReaperTwinCommand> = {
  type: "reaperTwin",
  schema,
  kind: "decision",
  legal(state, seat) {
    const d = findDecision(state, seat, REAPER, undefined);
    if (!d) return [];
    const o = decision.options(d);
    return Object.keys(o.twins).map((kind) => ({ type: "reaperTwin" as const, kind }));
  },
  apply(state, seat, cmd) {
    const d = findDecision(state, seat, REAPER, cmd.decision);
    const c = state.combat;
    if (!d || !c) return refuse("no_decision", RULES.decision, `${seat} has no Reaper kill to choose`);
    const o = decision.options(d);
    const twin = o.twins[cmd.kind];
    if (!twin)
      return refuse(
        "no_twin",
        SKILL_RULES.reaper,
        `no second ${cmd.kind} for the Reaper (choose ${Object.keys(o.twins).join(" or ")})`,
      );
    const events: ZombicideEvent[] = [];
    reaperEvent(state, events);
    let next = dropDecision(state, d.id);
    next = killZombies(next, c.attacker, [twin], c.weapon, SKILL_RULES.reaper, events);
    return ok({ state: settle(next, events), events });
  },
};

/** The decision this file raises and answers, its options typed once. */
const decision = decisionType<Options>(REAPER);
