import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { killZombies } from "../../../game/combat/kills.ts";
import { skillBonus } from "../../../game/combat/profile.ts";
import type { CombatStep } from "../../../game/combat/step.ts";
import { zombiesInZone } from "../../../game/combat/targets.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { splitKey, zombieType } from "../../../game/zombies/lookup.ts";
import { decisionType, dropDecision, findDecision } from "../../../kernel/decisions.ts";
import type { KillBonus } from "../../../kernel/hooks.ts";
import { settle } from "../../../kernel/resume.ts";

export const REAPER_RULE =
  "core-2e §10 Reaper: [Action] (once per Action, one hit also kills a second identical Zombie in the Zone)";

export const REAPER = "reaperTwin";

/**
 * Reaper: [Action] (§10): once per Action, one hit also kills a second identical Zombie in the same Zone. For
 * the zombies the hits kill (`killed`, not removed yet), the twin the Reaper may take, by kind (type, or an
 * Abomination's card): another zombie of that kind in the Zone that the Damage can kill.
 */
function reaperTwins(state: ZombicideState, killed: readonly string[]): Record<string, string> {
  const c = state.combat as CombatStep;
  const s = survivorById(state, c.attacker) as SurvivorState;
  const out: Record<string, string> = {};
  if (killed.length === 0 || skillBonus(state, s, "reaper", c.mode, c.weapons) === 0) return out;
  const left = zombiesInZone(state, c.zone).filter((z) => !killed.includes(z.id));
  for (const d of state.zombies.filter((z) => killed.includes(z.id))) {
    const twin = left.find(
      (z) => splitKey(z) === splitKey(d) && zombieType(state, z).damageToKill <= c.damage,
    );
    if (twin && out[splitKey(d)] === undefined) out[splitKey(d)] = twin.id;
  }
  return out;
}

function reaperEvent(state: ZombicideState, events: ZombicideEvent[]): void {
  const c = state.combat as CombatStep;
  events.push({
    type: "SkillUsed",
    survivor: c.attacker,
    skill: `reaper:${c.mode}`,
    rule: REAPER_RULE,
  });
}

/**
 * On kill: with twins of one kind the Reaper's extra kill joins the hits'; with twins of several kinds the
 * player chooses after the hits (a pending decision).
 */
export function reaperOnKill(ctx: {
  readonly state: ZombicideState;
  readonly kills: readonly string[];
  readonly events: ZombicideEvent[];
}): KillBonus | undefined {
  const twins = reaperTwins(ctx.state, ctx.kills);
  const kinds = Object.values(twins);
  if (kinds.length === 0) return undefined;
  if (kinds.length > 1) return { extra: [], afterKills: (next) => askReaper(next, twins) };
  reaperEvent(ctx.state, ctx.events);
  return { extra: kinds };
}

interface Options {
  readonly survivor: string;
  /** The twin each kind would lose. */
  readonly twins: Readonly<Record<string, string>>;
}

/** Twins of several kinds: the player picks which kind the Reaper's extra kill goes to (a pending decision). */
function askReaper(state: ZombicideState, twins: Readonly<Record<string, string>>): ZombicideState {
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

/** The decision this file raises and answers, its options typed once. */
const decision = decisionType<Options>(REAPER);

export const reaperTwin: ActionModule<ReaperTwinCommand> = {
  type: "reaperTwin",
  schema,
  kind: "decision",
  legal: decision.answers((o) => Object.keys(o.twins).map((kind) => ({ type: "reaperTwin" as const, kind }))),
  apply(state, seat, cmd) {
    const d = findDecision(state, seat, REAPER, cmd.decision);
    const c = state.combat;
    if (!d || !c) return refuse("no_decision", RULES.decision, `${seat} has no Reaper kill to choose`);
    const o = decision.options(d);
    const twin = o.twins[cmd.kind];
    if (!twin)
      return refuse(
        "no_twin",
        REAPER_RULE,
        `no second ${cmd.kind} for the Reaper (choose ${Object.keys(o.twins).join(" or ")})`,
      );
    const events: ZombicideEvent[] = [];
    reaperEvent(state, events);
    let next = dropDecision(state, d.id);
    next = killZombies(next, c.attacker, [twin], c.weapon, REAPER_RULE, events);
    return ok({ state: settle(next, events), events });
  },
};
