import { ok } from "@horda/table";
import { z } from "zod";
import { dropDecision } from "../../kernel/decisions.ts";
import { rulesOf } from "../../kernel/registry.ts";
import { settle } from "../../kernel/resume.ts";
import { rerollDecision } from "../combat/decisions.ts";
import { rollDice } from "../combat/dice.ts";
import { hitsOf } from "../combat/resolve.ts";
import type { CombatStep } from "../combat/step.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import type { ActionModule } from "./module.ts";

const schema = z.strictObject({
  type: z.literal("reroll"),
  /** The re-roll to use (a re-roll skill or card trait, from the `rerolls` hook), or null to keep the dice. */
  source: z.string().min(1).max(64).nullable(),
  /** For a source that re-rolls one die (the `rerollOneDie` hook): which die (its index among the dice). */
  die: z.number().int().min(0).max(99).optional(),
  /** The face that die shows now (offered with it, so its words can name it); checked when given. */
  face: z.number().int().min(1).max(99).optional(),
  decision: z.string().max(32).optional(),
});
export type RerollCommand = z.infer<typeof schema>;

const RULE = "core-2e §6 Re-rolls (a re-roll skill or card: the new roll replaces the old)";

/** Answers the re-roll offer after any roll: re-roll all the dice with one source, or keep them. */
export const reroll: ActionModule<RerollCommand> = {
  type: "reroll",
  schema,
  kind: "decision",
  legal(state, seat) {
    if (!rerollDecision.find(state, seat, undefined) || !state.combat) return [];
    const c = state.combat;
    const oneDie = rulesOf(state).hooks.rerollOneDie;
    return [
      ...c.rerolls.flatMap((source) =>
        oneDie({ state, source })
          ? c.dice.map((face, die) => ({ type: "reroll" as const, source, die, face }))
          : [{ type: "reroll" as const, source }],
      ),
      { type: "reroll", source: null },
    ];
  },
  apply(state, seat, cmd) {
    const d = rerollDecision.find(state, seat, cmd.decision)?.decision;
    const c = state.combat;
    if (!d || !c) return refuse("no_decision", RULES.decision, `${seat} is not asked about a re-roll`);
    if (cmd.source !== null && !c.rerolls.includes(cmd.source))
      return refuse(
        "no_reroll",
        RULE,
        `no re-roll "${cmd.source}" left for this Action (left: ${c.rerolls.join(", ") || "none"})`,
      );
    const events: ZombicideEvent[] = [];
    let next = dropDecision(state, d.id);
    if (cmd.source === null) {
      next = { ...next, combat: { ...c, stage: "bonus" } };
    } else {
      const one = rulesOf(state).hooks.rerollOneDie({ state, source: cmd.source });
      if (one && (cmd.die === undefined || cmd.die >= c.dice.length))
        return refuse(
          "no_die",
          RULE,
          `"${cmd.source}" re-rolls one die: say which (0 to ${c.dice.length - 1})`,
        );
      if (one && cmd.face !== undefined && c.dice[cmd.die as number] !== cmd.face)
        return refuse("no_die", RULE, `die ${cmd.die} shows ${c.dice[cmd.die as number]}, not ${cmd.face}`);
      const [dice, rolled] = one
        ? oneDieRerolled(next, c.dice, cmd.die as number)
        : rollDice(next, c.dice.length);
      const step: CombatStep = { ...c, dice, rerolls: c.rerolls.filter((r) => r !== cmd.source) };
      events.push({
        type: "DiceRerolled",
        survivor: c.attacker,
        source: cmd.source,
        before: [...c.dice],
        dice,
        // The red dice (All-Out) keep their faces: the hits count them too.
        hits: hitsOf(step),
        rule: RULE,
      });
      next = { ...rolled, combat: step };
    }
    return ok({ state: settle(next, events), events });
  },
};

/** The dice with only die `i` rolled again. */
function oneDieRerolled(
  state: Parameters<typeof rollDice>[0],
  dice: readonly number[],
  i: number,
): [number[], ReturnType<typeof rollDice>[1]] {
  const [[face], rolled] = rollDice(state, 1);
  return [dice.map((d, j) => (j === i ? (face as number) : d)), rolled];
}
