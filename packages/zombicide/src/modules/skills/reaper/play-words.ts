import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the reaper module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { reaperTwin: { fields: { kind: "zombieType" } } },
  refusals: ["no_twin"],
  decisions: { reaperTwin: {} },
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.reaperTwin": "Reaper: the second kill is a {{kind}}",
    "decision.reaperTwin": "Reaper",
    "refusal.no_twin": "The Reaper needs a second zombie of the same kind.",
  },
  "pt-BR": {
    "command.reaperTwin": "Ceifador: a segunda morte é {{kind}}",
    "decision.reaperTwin": "Ceifador",
    "refusal.no_twin": "O Ceifador precisa de um segundo zumbi do mesmo tipo.",
  },
};
