import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** The refusals the Vaults bring, and how taking a Vault artefact reads. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { takeArtefact: { fields: { card: "card" } } },
  refusals: ["vault", "no_artefact"],
};

export const PLAY_WORDS: ModuleWords = {
  en: {
    "refusal.vault": "A Vault cannot be Searched.",
    "refusal.no_artefact": "There is no such Vault artefact in this Zone.",
    "command.takeArtefact": "Take the Vault artefact: {{card}}",
    "event.ArtefactTaken": "{{survivor}} takes the Vault artefact {{card}} in {{zone}}",
  },
  "pt-BR": {
    "refusal.vault": "Uma Cripta não pode ser Vasculhada.",
    "refusal.no_artefact": "Não há esse Artefato de Cripta nesta Zona.",
    "command.takeArtefact": "Pegar o Artefato de Cripta: {{card}}",
    "event.ArtefactTaken": "{{survivor}} pega o Artefato de Cripta {{card}} em {{zone}}",
  },
};
