import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the gates module's commands read (buttons, the log) and the refusals it brings. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { removeGate: {} },
  refusals: ["no_gate", "gate_stays", "no_gate_key", "not_at_gate"],
};

/** The words of its commands and refusals (`command.<Type>`, `refusal.<code>`). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.removeGate": "Remove the Gate {{gate}}",
    "refusal.no_gate": "There is no such Gate on the board.",
    "refusal.gate_stays": "No survivor can remove a Gate in this mission.",
    "refusal.no_gate_key": "Only the survivor holding the Gate's key card can remove it.",
    "refusal.not_at_gate": "The survivor must stand in the Gate's Zone.",
  },
  "pt-BR": {
    "command.removeGate": "Remover o Portão {{gate}}",
    "refusal.no_gate": "Não há esse Portão no tabuleiro.",
    "refusal.gate_stays": "Nenhum sobrevivente pode remover um Portão nesta missão.",
    "refusal.no_gate_key": "Só o sobrevivente que tem a carta-chave do Portão pode removê-lo.",
    "refusal.not_at_gate": "O sobrevivente precisa estar na Zona do Portão.",
  },
};
