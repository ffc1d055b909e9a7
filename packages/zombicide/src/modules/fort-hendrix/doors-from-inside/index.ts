import { boardOf } from "../../../game/board-of.ts";
import type { Refusal } from "../../../kernel/hooks.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { slice } from "../../../kernel/slices.ts";
import { settingsOf, stringOf } from "../shared/settings.ts";

export const DOORS_FROM_INSIDE = "doors-from-inside";
export const DOORS_FROM_INSIDE_RULE =
  "Fort Hendrix, M4 Blocked doors (the Red doors cannot be opened from the street Zones, only from inside the building)";

const colour = slice<string>(DOORS_FROM_INSIDE, "red");

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-m4-blocked-doors": "Fort Hendrix, M4 Blocked doors",
  },
  "pt-BR": {
    "rule.fort-hendrix-m4-blocked-doors": "Fort Hendrix, M4 Portas bloqueadas",
  },
};

/**
 * Blocked doors (M4): the doors of one colour (settings `colour`, red by default) open only from a building
 * Zone: a survivor standing in a street Zone beside one cannot open it.
 */
export const doorsFromInside: RuleModule = {
  id: DOORS_FROM_INSIDE,
  rule: DOORS_FROM_INSIDE_RULE,
  refusals: ["door_blocked_outside"],
  hooks: {
    setup: (ctx, state) =>
      colour.write(state, stringOf(settingsOf(ctx.mission, DOORS_FROM_INSIDE).colour) ?? "red"),
    doorRefused: ({ state, survivor, door }): Refusal | null => {
      if (door.colour !== colour.read(state)) return null;
      const zone = boardOf(state).zones.find((z) => z.id === survivor.zone);
      if (zone === undefined || (zone.building !== null && zone.building !== undefined)) return null;
      return {
        code: "door_blocked_outside",
        why: `the ${door.colour} door ${door.id} is blocked: it opens only from inside the building`,
        rule: DOORS_FROM_INSIDE_RULE,
      };
    },
  },
  words: joinWords(
    {
      en: {
        "refusal.door_blocked_outside": "This door is blocked: it opens only from inside the building.",
        name: "Blocked doors",
        summary:
          "The mission's blocked doors cannot be opened from the street, only from inside the building.",
      },
      "pt-BR": {
        "refusal.door_blocked_outside": "Esta porta está bloqueada: só abre por dentro do prédio.",
        name: "Portas bloqueadas",
        summary: "As portas bloqueadas da missão não abrem pela rua, só por dentro do prédio.",
      },
    },
    CITED,
  ),
};
