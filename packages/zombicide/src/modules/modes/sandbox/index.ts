import { sandboxActions } from "../../../game/actions/sandbox.ts";
import { SANDBOX_MODULE, SANDBOX_RULE } from "../../../game/actions/sandbox-events.ts";
import { joinWords, type RuleModule } from "../../../kernel/module.ts";
import { EVENTS, WORDS } from "./events.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

/**
 * Free mode (docs/table.md): table edits (pieces moved, doors flipped, zombies added, cards, noise). Its
 * commands are known in every game and refuse themselves unless the game switches the module on.
 */
export const sandbox: RuleModule = {
  id: SANDBOX_MODULE,
  ...PLAY,
  rule: SANDBOX_RULE,
  commands: sandboxActions,
  events: EVENTS,
  words: joinWords(WORDS, PLAY_WORDS),
};
