import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the knock-out module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { takeKnockedOut: { fields: { knockedOut: "survivor" } } },
  refusals: ["no_knocked_out"],
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "note.knockedOut": "KOed: to be taken by the end of round {{round}}",
    "note.rescued": "KOed, taken to safety: back next mission",
    "command.takeKnockedOut": "Take {{knockedOut}} (KOed) to safety",
    "refusal.no_knocked_out": "No KOed survivor lies here waiting to be taken.",
  },
  "pt-BR": {
    "note.knockedOut": "nocauteado: resgate até o fim da rodada {{round}}",
    "note.rescued": "nocauteado, levado a salvo: volta na próxima missão",
    "command.takeKnockedOut": "Resgatar {{knockedOut}} (nocauteado)",
    "refusal.no_knocked_out": "Não há sobrevivente nocauteado aqui esperando resgate.",
  },
};
