import { joinWords, type RuleModule } from "../../../kernel/module.ts";
import { DARK_ZONES_ACCURACY_RULE, darkZoneAccuracy } from "./accuracy.ts";
import { PLAY_WORDS } from "./play-words.ts";
import { DARK_ZONES_RULE, darkZonesBoardHooks } from "./sight.ts";

/**
 * The Dark Zones mode (core rulebook p.33, optional): no line of sight into a Dark Zone beyond Range 1, for
 * survivors and zombies alike (a board hook, so the shared sight tables know it); a Ranged Attack aimed at a
 * Dark Zone needs 6+ unless the survivor carries a Flashlight ("light" card trait).
 */
export const darkZones: RuleModule = {
  id: "dark-zones",
  switchable: true,
  rule: DARK_ZONES_RULE,
  board: darkZonesBoardHooks,
  hooks: {
    accuracy: (ctx, accuracy) =>
      ctx.mode === "ranged" ? darkZoneAccuracy(ctx.state, ctx.survivor, ctx.zone, accuracy) : accuracy,
  },
  cardEffects: ["light"],
  words: joinWords(
    {
      en: {
        name: "Dark Zones",
        summary: "No sight into a dark zone beyond range 1; shots into it need 6s unless you carry a light.",
        accuracy: DARK_ZONES_ACCURACY_RULE,
      },
      "pt-BR": {
        name: "Zonas Escuras",
        summary:
          "Sem linha de visão para uma zona escura além do alcance 1; tiros nela precisam de 6, salvo com uma luz.",
        accuracy:
          "core-2e §3 Modo Zonas Escuras (Ataques à Distância numa Zona Escura precisam de 6+; uma Lanterna anula)",
      },
    },
    PLAY_WORDS,
  ),
};
