import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How Dragon Bile reads (buttons, the log) and the refusals it brings. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { throwBile: { group: true } },
  refusals: ["no_bile"],
};

export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.throwBile": "Throw Dragon Bile into {{zone}}",
    "group.throwBile": "Throw Dragon Bile",
    "refusal.no_bile": "No Dragon Bile there (or in Hand).",
  },
  "pt-BR": {
    "command.throwBile": "Atirar Bílis de Dragão em {{zone}}",
    "group.throwBile": "Atirar Bílis de Dragão",
    "refusal.no_bile": "Não há Bílis de Dragão ali (ou na Mão).",
  },
};
