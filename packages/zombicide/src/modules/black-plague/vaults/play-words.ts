import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** The refusal the Vaults bring. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  refusals: ["vault"],
};

export const PLAY_WORDS: ModuleWords = {
  en: { "refusal.vault": "A Vault cannot be Searched." },
  "pt-BR": { "refusal.vault": "Uma Cripta não pode ser Vasculhada." },
};
