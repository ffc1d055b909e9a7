import { shuffle } from "@horda/table";
import { moduleDeckUid } from "../../../game/cards.ts";
import type { ZombicideState } from "../../../game/types.ts";
import type { RuleModule } from "../../../kernel/module.ts";

export const PIMPWEAPONS = "pimpweapons";
export const PIMPWEAPONS_RULE =
  "VIP #2, Pimpweapons (at setup, one deck of every Pimpweapon of the boxes in use; every Pimpweapon draw comes from it)";

/** The Pimpweapon card ids of the boxes in use (the survivor catalogue's `pimpweapons` deck). */
function pimpweaponCards(state: ZombicideState): readonly string[] {
  return state.survivorCatalog.decks.pimpweapons ?? [];
}

/**
 * The Pimpweapons deck (seed 001, VIP #2): at setup every Pimpweapon of the boxes in use (each pack's
 * `decks.pimpweapons`: Season 1's Evil Twins and Ma's Shotgun, VIP #2's SPAS 12, Desert Eagle and Thompson) is
 * shuffled into one module deck, `state.moduleDecks.pimpweapons`; whatever gives a Pimpweapon draws from it.
 */
export const pimpweapons: RuleModule = {
  id: PIMPWEAPONS,
  rule: PIMPWEAPONS_RULE,
  hooks: {
    setup: (_ctx, state) => {
      if (state.moduleDecks?.[PIMPWEAPONS] !== undefined) return state;
      const cards = pimpweaponCards(state).map((id, i) => moduleDeckUid(id, PIMPWEAPONS, i + 1));
      if (cards.length === 0) return state;
      const [draw, rng] = shuffle(cards, state.rng);
      return {
        ...state,
        rng,
        moduleDecks: { ...(state.moduleDecks ?? {}), [PIMPWEAPONS]: { draw, discard: [] } },
      };
    },
  },
  words: {
    en: { name: "Pimpweapons", summary: "One deck of every Pimpweapon of the boxes in use." },
    "pt-BR": { name: "Armas Tunadas", summary: "Um baralho com todas as Armas Tunadas das caixas em uso." },
  },
};
