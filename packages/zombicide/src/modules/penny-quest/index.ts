import type { SurvivorState, ZombicideState } from "../../game/types.ts";
import type { RuleModule } from "../../kernel/module.ts";

export const PENNY_QUEST = "penny-quest";
const RULE = "Fort Hendrix, Star-Spangled Banner M1-M3: Penny's quest (Low profile in Penny's Zone)";

/** Penny is the campaign's Companion: the Companion whose ID card or id is `penny` (she has no card of her own). */
export function isPenny(s: SurvivorState): boolean {
  return s.companion !== undefined && (s.card === "penny" || s.id === "penny");
}

/** Whether the survivor stands in the Zone of Penny, who is still in play (Penny and her Leader included). */
function inPennysZone(state: ZombicideState, survivor: SurvivorState): boolean {
  return state.survivors.some((p) => isPenny(p) && !p.eliminated && !p.escaped && p.zone === survivor.zone);
}

/**
 * Penny's quest: every survivor in Penny's Zone has Low profile (no Friendly Fire hits them; a Molotov still
 * does, as for the skill). One hook: the Friendly Fire rule asks who is spared.
 */
export const pennyQuest: RuleModule = {
  id: PENNY_QUEST,
  rule: RULE,
  hooks: {
    friendlyFireImmune: (ctx) =>
      inPennysZone(ctx.state, ctx.survivor) ? { why: "Penny's quest", rule: RULE } : null,
  },
  words: {
    en: {
      name: "Penny's quest",
      help: "Survivors in Penny's Zone have Low profile: Friendly Fire misses them.",
    },
    "pt-BR": {
      name: "A missão de Penny",
      help: "Sobreviventes na Zona de Penny são Discretos: o Fogo Amigo não os atinge.",
    },
  },
};
