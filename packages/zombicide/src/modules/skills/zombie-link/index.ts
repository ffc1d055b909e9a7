import { SKILL_RULES } from "../../../game/skills/rules.ts";
import type { RuleModule } from "../../../kernel/module.ts";
import { zombieLinkTurns } from "./zombie-link.ts";

/** The zombie-link skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const zombieLink: RuleModule = {
  id: "zombie-link",
  rule: SKILL_RULES.zombieLink,
  skills: ["zombie-link"],
  hooks: { extraActivation: (ctx, state) => zombieLinkTurns(state, ctx.card, ctx.events) },
};
