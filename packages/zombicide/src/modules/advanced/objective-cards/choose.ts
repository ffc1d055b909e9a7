import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { dropDecision } from "../../../kernel/decisions.ts";
import { settle } from "../../../kernel/resume.ts";
import { applyCardEffects, cardById, OBJECTIVE_CARD_RULE, OBJECTIVE_CHOICE } from "./reveal.ts";

const schema = z.strictObject({
  type: z.literal("chooseObjectiveOption"),
  choice: z.string().min(1).max(64),
  decision: z.string().max(32).optional(),
});
export type ChooseObjectiveOptionCommand = z.infer<typeof schema>;

/** The team's choice among a revealed Objective card's options: that option's effects apply (a Note read...). */
export const chooseObjectiveOption: ActionModule<ChooseObjectiveOptionCommand> = {
  type: "chooseObjectiveOption",
  schema,
  kind: "decision",
  legal: OBJECTIVE_CHOICE.answers((o) =>
    o.choices.map((c) => ({ type: "chooseObjectiveOption" as const, choice: c.id })),
  ),
  apply(state, seat, cmd) {
    const d = OBJECTIVE_CHOICE.find(state, seat, cmd.decision);
    if (!d)
      return refuse("no_decision", RULES.decision, `${seat} is not asked to choose on an Objective card`);
    const card = cardById(state, d.options.card);
    const choice = card?.choices.find((c) => c.id === cmd.choice);
    if (!card || !choice)
      return refuse(
        "no_choice",
        OBJECTIVE_CARD_RULE,
        `Objective card #${card?.number ?? d.options.card} has no option "${cmd.choice}" (options: ${d.options.choices.map((c) => c.id).join(", ")})`,
      );
    const events: ZombicideEvent[] = [
      { type: "ObjectiveChoiceMade", card: card.id, choice: choice.id, seat, rule: OBJECTIVE_CARD_RULE },
    ];
    let next = dropDecision(state, d.decision.id);
    next = applyCardEffects(next, card, choice.do, d.options.survivor, events);
    return ok({ state: settle(next, events), events });
  },
};
