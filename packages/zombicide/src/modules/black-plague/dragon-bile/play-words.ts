import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How Dragon Bile reads (buttons, the log) and the refusals it brings. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { throwBile: { group: true }, moveBileToken: {} },
  refusals: ["no_bile", "no_bile_token"],
  decisions: { moveBileToken: { details: { fields: { survivor: "survivor", from: "list" } } } },
};

export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.throwBile": "Throw Dragon Bile into {{zone}}",
    "group.throwBile": "Throw Dragon Bile",
    "refusal.no_bile": "No Dragon Bile there (or in Hand).",
    "command.moveBileToken": "Move the Bile token from {{from}}",
    "decision.moveBileToken": "All 4 Bile tokens are out: move one",
    "details.moveBileToken":
      "{{survivor}} threw Dragon Bile into {{zone}}: choose the token moved there (from {{from}}).",
    "refusal.no_bile_token": "There is no Bile token in that Zone.",
  },
  "pt-BR": {
    "command.throwBile": "Atirar Bílis de Dragão em {{zone}}",
    "group.throwBile": "Atirar Bílis de Dragão",
    "refusal.no_bile": "Não há Bílis de Dragão ali (ou na Mão).",
    "command.moveBileToken": "Mover a ficha de Bílis de {{from}}",
    "decision.moveBileToken": "As 4 fichas de Bílis estão no tabuleiro: mova uma",
    "details.moveBileToken":
      "{{survivor}} atirou Bílis de Dragão em {{zone}}: escolha a ficha que vai para lá (de {{from}}).",
    "refusal.no_bile_token": "Não há ficha de Bílis nessa Zona.",
  },
};
