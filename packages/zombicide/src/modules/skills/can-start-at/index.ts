import type { DangerLevel } from "@horda/content";
import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { gainAdrenaline } from "../../../game/adrenaline.ts";
import { DANGER_THRESHOLDS } from "../../../game/danger.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { skillId, skillParam } from "../../../game/skills/effects.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { decisionType, dropDecision } from "../../../kernel/decisions.ts";
import type { RuleModule } from "../../../kernel/module.ts";
import { settle } from "../../../kernel/resume.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

const SKILL = "can-start-at";
const RULE =
  "classic §10 Can start at [Danger Level] (if every player agrees, the survivor begins at the first Experience of that level)";
const LEVELS = ["yellow", "orange", "red"] as const;

interface Options {
  readonly survivor: string;
  /** The Danger Level the skill names (its parameter). */
  readonly level: DangerLevel;
}
const decision = decisionType<Options>("canStartAt");

/** The highest Danger Level the survivor's "Can start at" skills name, if any. */
function levelOf(s: SurvivorState): DangerLevel | undefined {
  const named = s.skills
    .filter((k) => skillId(k) === SKILL)
    .map((k) => skillParam(k))
    .filter((l): l is (typeof LEVELS)[number] => LEVELS.includes(l as (typeof LEVELS)[number]));
  return [...LEVELS].reverse().find((l) => named.includes(l));
}

const threshold = (level: DangerLevel): number => DANGER_THRESHOLDS.find(([l]) => l === level)?.[1] ?? 0;

/** The table's open questions about this survivor: one per seat that has not answered yet. */
const askedAbout = (state: ZombicideState, survivor: string) =>
  state.pending.filter((p) => p.kind === decision.kind && decision.options(p).survivor === survivor);

/**
 * Every player is asked whether the survivor starts at its skill's level (only if below it, and once): the
 * survivor's own seat first, then the others in table order.
 */
function ask(state: ZombicideState, id: string): ZombicideState {
  const s = survivorById(state, id);
  const level = s && s.companion === undefined ? levelOf(s) : undefined;
  if (!s || level === undefined || s.adrenaline >= threshold(level) || askedAbout(state, id).length > 0)
    return state;
  const seats = [s.seat, ...state.seats.filter((seat) => seat !== s.seat)];
  return seats.reduce((st, seat) => decision.raise(st, seat, { survivor: id, level }), state);
}

const schema = z.strictObject({
  type: z.literal("canStartAt"),
  survivor: z.string().min(1).max(64),
  level: z.enum(LEVELS),
  start: z.boolean(),
});
export type CanStartAtCommand = z.infer<typeof schema>;

/**
 * A player's answer: yes waits for the others' (the last yes starts the survivor at the level: Experience up to
 * its first point, its skills taken); one no settles it for the table, the others' questions are dropped.
 */
const canStartAt: ActionModule<CanStartAtCommand> = {
  type: "canStartAt",
  schema,
  kind: "decision",
  legal: decision.answersToEach((o) =>
    [true, false].map((start) => ({
      type: "canStartAt" as const,
      survivor: o.survivor,
      level: o.level as (typeof LEVELS)[number],
      start,
    })),
  ),
  apply(state, seat, cmd) {
    const d = decision.findWhere(state, seat, (o) => o.survivor === cmd.survivor);
    if (!d)
      return refuse(
        "no_decision",
        RULES.decision,
        `${seat} has no starting level to choose for ${cmd.survivor}`,
      );
    const o = d.options;
    if (o.level !== cmd.level)
      return refuse("level_not_offered", RULE, `${cmd.survivor} can start at ${o.level}`);
    const events: ZombicideEvent[] = [];
    let next = dropDecision(state, d.decision.id);
    if (!cmd.start) next = askedAbout(next, cmd.survivor).reduce((st, p) => dropDecision(st, p.id), next);
    else if (askedAbout(next, cmd.survivor).length === 0) {
      const s = survivorById(next, cmd.survivor) as SurvivorState;
      events.push({ type: "SkillUsed", survivor: s.id, skill: `${SKILL}:${o.level}`, rule: RULE });
      next = gainAdrenaline(next, s.id, threshold(o.level) - s.adrenaline, "Can start at", events);
    }
    return ok({ state: settle(next, events), events });
  },
};

/**
 * Can start at [Danger Level] (Toxic City Mall-era skill, classic §10): if every player agrees, the survivor
 * begins the game at the first Experience point of the named level. Asked at setup of every seat (a table
 * decision): when all say yes the survivor gets the Experience, and each level crossed gives its skill as in play
 * (Yellow at once, Orange and Red a choice); one no leaves it at Blue.
 */
export const canStartAtSkill: RuleModule = {
  id: SKILL,
  ...PLAY,
  rule: RULE,
  skills: [SKILL],
  commands: [canStartAt] as unknown as RuleModule["commands"],
  hooks: {
    setup: (_ctx, state) => state.survivors.reduce((st, s) => ask(st, s.id), state),
    skillAtStart: (ctx, state) => (skillId(ctx.skill) === SKILL ? ask(state, ctx.survivor) : state),
  },
  words: {
    en: {
      name: "Can start at [Danger Level]",
      summary:
        "If every player agrees, the survivor begins at the first Experience of the named Danger Level.",
      ...PLAY_WORDS.en,
    },
    "pt-BR": {
      name: "Pode começar no [Nível]",
      summary:
        "Se todos concordarem, o sobrevivente começa com a primeira Experiência do Nível de Perigo indicado.",
      ...PLAY_WORDS["pt-BR"],
    },
  },
};
