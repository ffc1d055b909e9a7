import type { ZoneId } from "../../../game/types.ts";
import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** An Objective card was taken (from its zone, or from its door when the door opened) and read to all. */
export interface ObjectiveCardRevealed {
  readonly type: "ObjectiveCardRevealed";
  readonly survivor: string;
  readonly card: string;
  /** The number printed on the card (or Note), as the table names it. */
  readonly number: number;
  readonly note: boolean;
  readonly zone: ZoneId | null;
  readonly rule: string;
}

/** The team chose one of an Objective card's options. */
export interface ObjectiveChoiceMade {
  readonly type: "ObjectiveChoiceMade";
  readonly card: string;
  readonly choice: string;
  readonly seat: string;
  readonly rule: string;
}

/** A keyword (KEY, ...) or an Achievement was gained. */
export interface KeywordOrAchievementGained {
  readonly type: "KeywordGained" | "AchievementGained";
  readonly id: string;
  readonly survivor: string | null;
  readonly card: string;
  readonly rule: string;
}

/** An Objective card gave a survivor extra CXP (a campaign counts it on the sheet). */
export interface ExtraCxpGained {
  readonly type: "ExtraCxpGained";
  readonly survivor: string;
  readonly amount: number;
  readonly card: string;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    ObjectiveCardRevealed: ObjectiveCardRevealed;
    ObjectiveChoiceMade: ObjectiveChoiceMade;
    KeywordGained: KeywordOrAchievementGained & { readonly type: "KeywordGained" };
    AchievementGained: KeywordOrAchievementGained & { readonly type: "AchievementGained" };
    ExtraCxpGained: ExtraCxpGained;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  // A Note is read by the team; an Objective card by the survivor who took it.
  ObjectiveCardRevealed: { fields: { survivor: "survivor" }, variant: "note" },
  ObjectiveChoiceMade: {},
  KeywordGained: {},
  // One survivor's Achievement, or the whole team's.
  AchievementGained: { fields: { survivor: "survivor" }, variant: "survivor", variantBy: "presence" },
  ExtraCxpGained: { fields: { survivor: "survivor" } },
};

export const EVENT_WORDS: ModuleWords = {
  en: {
    "event.ObjectiveCardRevealed_false": "{{survivor}} reads Objective card #{{number}} to the table",
    "event.ObjectiveCardRevealed_true": "The team reads Note #{{number}}",
    "event.ObjectiveChoiceMade": "The team chooses {{choice}} on card {{card}}",
    "event.KeywordGained": "Keyword gained: {{id}}",
    "event.AchievementGained_some": "Achievement for {{survivor}}: {{id}}",
    "event.AchievementGained_none": "Achievement for the whole team: {{id}}",
    "event.ExtraCxpGained": "{{survivor}} earns {{amount}} extra CXP from an Objective card",
  },
  "pt-BR": {
    "event.ObjectiveCardRevealed_false": "{{survivor}} lê a carta de Objetivo nº {{number}} para a mesa",
    "event.ObjectiveCardRevealed_true": "A equipe lê a Nota nº {{number}}",
    "event.ObjectiveChoiceMade": "A equipe escolhe {{choice}} na carta {{card}}",
    "event.KeywordGained": "Palavra-chave ganha: {{id}}",
    "event.AchievementGained_some": "Conquista para {{survivor}}: {{id}}",
    "event.AchievementGained_none": "Conquista para toda a equipe: {{id}}",
    "event.ExtraCxpGained": "{{survivor}} ganha {{amount}} CXP extra de uma carta de Objetivo",
  },
};
