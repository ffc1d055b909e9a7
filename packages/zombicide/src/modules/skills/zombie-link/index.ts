import type { RuleModule } from "../../../kernel/module.ts";
import { EVENTS, WORDS } from "./events.ts";
import { RULE } from "./rule.ts";
import { zombieLinkTurns } from "./zombie-link.ts";

/** The zombie-link skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const zombieLink: RuleModule = {
  id: "zombie-link",
  rule: RULE,
  skills: ["zombie-link"],
  hooks: { extraActivation: (ctx, state) => zombieLinkTurns(state, ctx.card, ctx.events) },
  events: EVENTS,
  words: WORDS,
};
