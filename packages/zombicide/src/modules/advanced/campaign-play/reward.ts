import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { grantSkill } from "../../../game/adrenaline.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { dropDecision } from "../../../kernel/decisions.ts";
import { MILESTONE_CHOICE } from "./cxp.ts";
import { campaignPlaySlice, MILESTONE_RULE, type MilestoneReward, type PlaySheet } from "./state.ts";

const schema = z.strictObject({
  type: z.literal("chooseMilestoneReward"),
  survivor: z.string().min(1).max(64),
  /** `bonus`, or a Campaign Skill id from the list. */
  reward: z.string().min(1).max(64),
  decision: z.string().max(32).optional(),
});
export type ChooseMilestoneRewardCommand = z.infer<typeof schema>;

/**
 * A Milestone's reward, chosen at once: a Bonus Action (one more in the Reserve, spendable this Turn) or a
 * Campaign Skill held at Blue from now on (usable at once).
 */
export const chooseMilestoneReward: ActionModule<ChooseMilestoneRewardCommand> = {
  type: "chooseMilestoneReward",
  schema,
  kind: "decision",
  legal: MILESTONE_CHOICE.answers(({ survivor, skills }) =>
    ["bonus", ...skills].map((reward) => ({ type: "chooseMilestoneReward" as const, survivor, reward })),
  ),
  apply(state, seat, cmd) {
    const d = MILESTONE_CHOICE.findWhere(
      state,
      seat,
      (o) => o.survivor === cmd.survivor,
      cmd.decision || undefined,
    );
    if (!d)
      return refuse(
        "no_decision",
        RULES.decision,
        `${seat} has no Milestone reward to choose for ${cmd.survivor}`,
      );
    const bonus = cmd.reward === "bonus";
    if (!bonus && !d.options.skills.includes(cmd.reward))
      return refuse(
        "not_on_list",
        MILESTONE_RULE,
        `"${cmd.reward}" is not a Campaign Skill ${cmd.survivor} may take (the list: ${d.options.skills.join(", ") || "none left"})`,
      );
    const reward: MilestoneReward = bonus ? { kind: "bonus" } : { kind: "skill", skill: cmd.reward };
    const events: ZombicideEvent[] = [
      {
        type: "MilestoneRewardChosen",
        survivor: cmd.survivor,
        milestone: d.options.milestone,
        ...(bonus ? { kind: "bonus" as const } : { kind: "skill" as const, skill: cmd.reward }),
        rule: MILESTONE_RULE,
      },
    ];
    let next = dropDecision(state, d.decision.id);
    next = campaignPlaySlice.update(next, (play) => {
      const sheet = play.sheets[cmd.survivor] as PlaySheet;
      const changed: PlaySheet = {
        ...sheet,
        rewards: [...sheet.rewards, { milestone: d.options.milestone, reward }],
        ...(bonus ? { reserve: sheet.reserve + 1 } : { skills: [...sheet.skills, cmd.reward] }),
      };
      return { ...play, sheets: { ...play.sheets, [cmd.survivor]: changed } };
    });
    if (!bonus) next = grantSkill(next, cmd.survivor, cmd.reward, "blue", events);
    return ok({ state: next, events });
  },
};
