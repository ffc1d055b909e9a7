import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the move-skills module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { skillMove: { fields: { skill: "skill", path: "path" }, group: true } },
  refusals: ["bad_path"],
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.skillMove": "{{skill}}: move through {{path}}",
    "group.skillMove": "{{skill}} (pick the zones on the board)",
    "refusal.bad_path": "That way cannot be taken.",
  },
  "pt-BR": {
    "command.skillMove": "{{skill}}: mover por {{path}}",
    "group.skillMove": "{{skill}} (escolha as zonas no tabuleiro)",
    "refusal.bad_path": "Esse caminho não pode ser feito.",
  },
};
