import type { BoardHookSet } from "../../../board/passage.ts";
import type { ZombicideState } from "../../../game/types.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { breakWall, THIN_RULE, thinSlice } from "./break-wall.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

/** A broken Thin Wall is an opening for movement and sight, for every actor. */
const thinBoardHooks: BoardHookSet<ZombicideState> = {
  id: "thin-walls",
  key: (state) => thinSlice.read(state).broken.join(","),
  crossing: ({ edge, state }) =>
    edge.kind === "thin" && state !== undefined && thinSlice.read(state).broken.includes(edge.id)
      ? true
      : undefined,
};

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-thin-walls": "rio §Thin Walls",
  },
  "pt-BR": {
    "rule.rio-thin-walls": "rio §Paredes Finas",
  },
};

/**
 * Thin Walls (Rio Z Janeiro): a wall kind (`thin`) that blocks like a wall until a survivor breaks it
 * (`breakWall`, 1 Action with door-opening equipment, no roll, a Noise token when the equipment opens doors
 * noisily). Each tile can have only one broken; a wall on the seam of two tiles uses up both.
 */
export const thinWalls: RuleModule = {
  id: "thin-walls",
  ...PLAY,
  rule: THIN_RULE,
  board: thinBoardHooks,
  commands: [breakWall],
  events: { ThinWallBroken: { fields: { survivor: "survivor", with: "card" } } },
  words: joinWords(
    {
      en: {
        name: "Thin Walls",
        summary: "Break a thin wall with door-opening equipment (1 Action, no roll); one per tile.",
        "event.ThinWallBroken": "{{survivor}} broke the thin wall {{wall}} with {{with}}",
      },
      "pt-BR": {
        name: "Paredes Finas",
        summary:
          "Quebre uma parede fina com equipamento que abre portas (1 Ação, sem rolagem); uma por peça.",
        "event.ThinWallBroken": "{{survivor}} quebrou a parede fina {{wall}} com {{with}}",
      },
    },
    PLAY_WORDS,
    CITED,
  ),
};
