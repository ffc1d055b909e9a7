import { hasSkill } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

const RULE = "core-2e §10 Break-in (doors without equipment or noise, 1 extra free door-only Action)";

const BREAK_IN: readonly string[] = ["break-in"];
const NONE: readonly string[] = [];

/** The break-in skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const breakIn: RuleModule = {
  id: "break-in",
  rule: RULE,
  skills: ["break-in"],
  effects: {
    "break-in": () => [
      { kind: "extraAction", for: "door", skill: "break-in", rule: RULE },
      { kind: "hook", name: "break-in" },
    ],
  },
  hooks: { doorOpeners: (ctx) => (hasSkill(ctx.survivor, "break-in", ctx.state) ? BREAK_IN : NONE) },
};
