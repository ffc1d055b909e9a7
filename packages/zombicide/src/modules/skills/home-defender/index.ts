import type { RuleModule } from "../../../kernel/module.ts";
import { homeDefenderRange } from "./sight.ts";

/** Home defender (§10): its lines of sight through buildings are not limited to Range 0-1. */
export const homeDefender: RuleModule = {
  id: "home-defender",
  rule: "core-2e §10 Home defender (sight through any number of building Zones)",
  skills: ["home-defender"],
  hooks: { sightRange: (ctx) => homeDefenderRange(ctx.state, ctx.survivor, ctx.to) },
};
