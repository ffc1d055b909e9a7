import { hasSkill } from "../../../game/skills/effects.ts";
import { SKILL_RULES } from "../../../game/skills/rules.ts";
import type { RuleModule } from "../../../kernel/module.ts";

const BREAK_IN: readonly string[] = ["break-in"];
const NONE: readonly string[] = [];

/** The break-in skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const breakIn: RuleModule = {
  id: "break-in",
  rule: SKILL_RULES.breakIn,
  skills: ["break-in"],
  effects: {
    "break-in": () => [
      { kind: "extraAction", for: "door" },
      { kind: "hook", name: "break-in" },
    ],
  },
  hooks: { doorOpeners: (ctx) => (hasSkill(ctx.survivor, "break-in", ctx.state) ? BREAK_IN : NONE) },
};
