import { inPlay } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import type { RuleModule } from "../../../kernel/module.ts";

const PENNY = "penny";
const RULE =
  "Fort Hendrix, M1-M3 Penny's quest (Survivors in Penny's Zone, Penny and her Leader included, have Low profile: no Friendly Fire but Molotovs)";

/** Penny: the Companion whose ID (or card) is `penny`, still in play. */
function penny(state: ZombicideState): SurvivorState | undefined {
  return state.survivors.find(
    (s) => s.companion !== undefined && (s.card === PENNY || s.id === PENNY) && inPlay(s),
  );
}

/**
 * Penny's quest (Star-Spangled Banner M1-M3): every survivor standing in Penny's zone has Low profile, so a
 * Ranged Action aimed there ignores them (a Molotov still burns them: the core's Molotov never asks this).
 */
export const pennyQuest: RuleModule = {
  id: "penny-quest",
  rule: RULE,
  hooks: {
    friendlyFireImmune: ({ state, survivor }) => {
      const p = penny(state);
      return p !== undefined && p.zone === survivor.zone
        ? { why: "Low profile (Penny's quest)", rule: RULE }
        : null;
    },
  },
  words: {
    en: {
      name: "Penny's quest",
      summary:
        "Survivors in Penny's Zone (Penny and her Leader included) have Low profile: no Friendly Fire, Molotovs apart.",
    },
    "pt-BR": {
      name: "A missão de Penny",
      summary:
        "Sobreviventes na Zona de Penny (ela e seu Líder incluídos) têm Discreto: sem Fogo Amigo, exceto Molotovs.",
    },
  },
};
