import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the starts-with-ammo module's command reads (buttons, the log), its refusal and the decision it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { startWithAmmo: { fields: { card: "card" } } },
  refusals: ["ammo_not_offered"],
  decisions: { startsWithAmmo: { details: { fields: { survivor: "survivor", cards: "cards" } } } },
};

/** The words of its command, refusal and decision (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.startWithAmmo": "Start with {{card}}",
    "decision.startsWithAmmo": "Starts with an ammo card: which one?",
    "details.startsWithAmmo": "{{survivor}} begins the game with one of these ammo cards: {{cards}}.",
    "refusal.ammo_not_offered": "That card is not one of the ammo cards offered.",
  },
  "pt-BR": {
    "command.startWithAmmo": "Começar com {{card}}",
    "decision.startsWithAmmo": "Começa com uma carta de munição: qual?",
    "details.startsWithAmmo": "{{survivor}} começa o jogo com uma destas cartas de munição: {{cards}}.",
    "refusal.ammo_not_offered": "Essa carta não é uma das cartas de munição oferecidas.",
  },
};
