import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the improvised-weapon module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { improvisedAttack: { variant: "mode", group: true } },
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.improvisedAttack": "Improvised weapon: hit the zombies here",
    "command.improvisedAttack_ranged": "Improvised weapon: throw at {{zone}}",
    "group.improvisedAttack": "Improvised weapon: throw",
  },
  "pt-BR": {
    "command.improvisedAttack": "Arma improvisada: bater nos zumbis daqui",
    "command.improvisedAttack_ranged": "Arma improvisada: arremessar em {{zone}}",
    "group.improvisedAttack": "Arma improvisada: arremessar",
  },
};
