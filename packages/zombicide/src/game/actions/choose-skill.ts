import { ok } from "@horda/table";
import { z } from "zod";
import { dropDecision, findDecision } from "../../kernel/decisions.ts";
import { settle } from "../../kernel/resume.ts";
import { grantSkill, SKILL_CHOICE } from "../adrenaline.ts";
import { skillChoiceDecision } from "../decisions.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import type { ActionModule } from "./module.ts";

const schema = z.strictObject({
  type: z.literal("chooseSkill"),
  skill: z.string().min(1).max(80),
  decision: z.string().max(32).optional(),
});
export type ChooseSkillCommand = z.infer<typeof schema>;

/** On reaching Orange or Red, the player picks one of the ID card's skills for that level; it acts at once. */
export const chooseSkill: ActionModule<ChooseSkillCommand> = {
  type: "chooseSkill",
  schema,
  kind: "decision",
  legal(state, seat) {
    const d = findDecision(state, seat, SKILL_CHOICE, undefined);
    if (!d) return [];
    return skillChoiceDecision.options(d).skills.map((skill) => ({ type: "chooseSkill" as const, skill }));
  },
  apply(state, seat, cmd) {
    const d = findDecision(state, seat, SKILL_CHOICE, cmd.decision);
    if (!d) return refuse("no_decision", RULES.decision, `${seat} has no skill to choose`);
    const o = skillChoiceDecision.options(d);
    if (!o.skills.includes(cmd.skill))
      return refuse(
        "not_an_option",
        RULES.skillChoice,
        `at ${o.level} the choice is ${o.skills.join(" or ")}`,
      );
    const events: ZombicideEvent[] = [];
    const next = grantSkill(dropDecision(state, d.id), o.survivor, cmd.skill, o.level, events);
    return ok({ state: settle(next, events), events });
  },
};
