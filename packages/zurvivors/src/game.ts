import type { GameDefinition, GameStatus } from "@horda/table";
import { apply } from "./apply.ts";
import { parseCommand, type ZCommand } from "./commands.ts";
import type { ZEvent } from "./events.ts";
import { legal } from "./legal.ts";
import { setup, type ZConfig } from "./setup.ts";
import type { ZState } from "./state.ts";
import { view, type ZView } from "./view.ts";

/** Events after which undo would take back information someone has already seen. */
const REVEALING = new Set([
  "CardsRevealed",
  "CityRevealed",
  "RoundStarted",
  "SurvivorEscaped",
  "HandDealtOut",
]);

function status(s: ZState): GameStatus {
  return s.result
    ? { kind: "finished", outcome: s.result.outcome, winners: s.result.winners, reason: s.result.reason }
    : { kind: "ongoing" };
}

/** The Zurvivors game behind the table contract. */
export const zurvivors: GameDefinition<ZState, ZCommand, ZEvent, ZView, ZConfig> = {
  id: "zurvivors",
  setup,
  seats: (s) => s.seats,
  legal,
  apply,
  view,
  status,
  parseCommand,
  undoable: (_s, events) => events.every((e) => !REVEALING.has(e.type)),
};
