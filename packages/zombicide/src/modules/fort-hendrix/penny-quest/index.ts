import { inPlay } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";

const PENNY = "penny";
const RULE =
  "Fort Hendrix, M1-M3 Penny's quest (Survivors in Penny's Zone, Penny and her Leader included, cannot be hit by Friendly Fire, Molotovs apart)";

/** Penny: the Companion whose ID (or card) is `penny`, still in play. */
function penny(state: ZombicideState): SurvivorState | undefined {
  return state.survivors.find(
    (s) => s.companion !== undefined && (s.card === PENNY || s.id === PENNY) && inPlay(s),
  );
}

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-m1-m3-penny-s-quest": "Fort Hendrix, M1-M3 Penny's quest",
  },
  "pt-BR": {
    "rule.fort-hendrix-m1-m3-penny-s-quest": "Fort Hendrix, M1-M3 A busca de Penny",
  },
};

/**
 * Penny's quest (Star-Spangled Banner M1-M3): every survivor standing in Penny's zone cannot be hit by Friendly Fire, so a
 * Ranged Action aimed there ignores them (a Molotov still burns them: the core's Molotov never asks this).
 */
export const pennyQuest: RuleModule = {
  id: "penny-quest",
  rule: RULE,
  hooks: {
    friendlyFireImmune: ({ state, survivor }) => {
      const p = penny(state);
      return p !== undefined && p.zone === survivor.zone ? { why: "Penny's quest", rule: RULE } : null;
    },
  },
  words: joinWords(
    {
      en: {
        name: "Penny's quest",
        summary:
          "Survivors in Penny's Zone (Penny and her Leader included) cannot be hit by Friendly Fire, Molotovs apart.",
      },
      "pt-BR": {
        name: "A missão de Penny",
        summary:
          "Sobreviventes na Zona de Penny (ela e seu Líder incluídos) não são atingidos por Fogo Amigo, exceto Molotovs.",
      },
    },
    CITED,
  ),
};
