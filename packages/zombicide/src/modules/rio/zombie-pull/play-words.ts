import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the zombie-pull module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { zombiePull: { fields: { survivor: "survivor" } } },
  refusals: ["not_pulled", "not_pulled_there"],
  decisions: { zombiePull: {} },
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.zombiePull": "{{survivor}} is pulled into {{to}}",
    "decision.zombiePull": "Zombie Pull: who is pulled, and where",
    "refusal.not_pulled": "No zombie can pull that survivor now.",
    "refusal.not_pulled_there": "That survivor cannot be pulled into that Zone.",
    "pull.all": "The zombies pull: {{pulls}}",
    "pull.one": "{{survivor}} into {{zones}}",
    "pull.or": "or",
  },
  "pt-BR": {
    "command.zombiePull": "{{survivor}} é puxado para {{to}}",
    "decision.zombiePull": "Puxão Zumbi: quem é puxado, e para onde",
    "refusal.not_pulled": "Nenhum zumbi pode puxar esse sobrevivente agora.",
    "refusal.not_pulled_there": "Esse sobrevivente não pode ser puxado para essa Zona.",
    "pull.all": "Os zumbis puxam: {{pulls}}",
    "pull.one": "{{survivor}} para {{zones}}",
    "pull.or": "ou",
  },
};
