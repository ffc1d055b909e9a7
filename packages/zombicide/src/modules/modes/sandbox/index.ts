import { sandboxActions } from "../../../game/actions/sandbox.ts";
import { SANDBOX_MODULE, SANDBOX_RULE } from "../../../game/actions/sandbox-events.ts";
import type { RuleModule } from "../../../kernel/module.ts";
import { EVENTS, WORDS } from "./events.ts";

/**
 * Free mode (docs/table.md): table edits (pieces moved, doors flipped, zombies added, cards, noise). Its
 * commands are known in every game and refuse themselves unless the game switches the module on.
 */
export const sandbox: RuleModule = {
  id: SANDBOX_MODULE,
  rule: SANDBOX_RULE,
  commands: sandboxActions,
  events: EVENTS,
  words: WORDS,
};
