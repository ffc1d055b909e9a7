import type { EventReading, ModuleWords } from "../../kernel/module.ts";

/** Companion events (§12); a Companion's Wounds, moves with its Leader and Friendly Fire use the usual events. */
export interface CompanionLed {
  readonly type: "CompanionLed";
  readonly companion: string;
  readonly leader: string;
  /** The Leader that handed the ID card over; null when the Companion was rallied. */
  readonly from: string | null;
  /** The Companion's first Blue skill, now the Leader's. */
  readonly skill: string | null;
  readonly rule: string;
}

declare module "../../game/events.ts" {
  interface ModuleEvents {
    CompanionLed: CompanionLed;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  // Handed over by a Leader (`from`), or rallied (no `from`).
  CompanionLed: {
    fields: {
      companion: "survivor",
      leader: "survivor",
      from: "survivor",
      skill: { read: "skill", phrase: "phrase.skill" },
    },
    variant: "from",
    variantBy: "presence",
  },
};

export const WORDS: ModuleWords = {
  en: {
    "event.CompanionLed_none": "{{leader}} rallies {{companion}}, who now follows as a Companion{{skill}}",
    "event.CompanionLed_some": "{{from}} hands {{companion}} over to {{leader}}{{skill}}",
    "phrase.skill": "; {{skill}} goes to the Leader",
  },
  "pt-BR": {
    "event.CompanionLed_none": "{{leader}} reúne {{companion}} e passa a liderar{{skill}}",
    "event.CompanionLed_some": "{{from}} passa {{companion}} para {{leader}}{{skill}}",
    "phrase.skill": "; {{skill}} passa para o Líder",
  },
};
