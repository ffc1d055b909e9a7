import { missionStatus, runMission, startMission } from "../../game/mission/index.ts";
import type { RuleModule } from "../../kernel/module.ts";

/**
 * The mission vocabulary (docs/missions.md): a mission's goals, lose conditions, special rules and counters.
 * It starts with the game, reads the events of every command and says when the game is won or lost.
 */
export const mission: RuleModule = {
  id: "mission",
  rule: "core-2e Missions (goals, special rules)",
  hooks: {
    setup: (ctx, state) => (ctx.mission ? startMission(state, ctx.mission) : state),
    afterCommand: (_ctx, applied) =>
      applied.state.mission ? runMission(applied.state, applied.events) : applied,
    status: (ctx) => missionStatus(ctx.state),
  },
};
