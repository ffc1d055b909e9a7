import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** Loud: the survivor's Zone counts as the noisiest on the board until its next Turn. */
export interface ZoneMadeLoudest {
  readonly type: "ZoneMadeLoudest";
  readonly survivor: string;
  readonly zone: string;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    ZoneMadeLoudest: ZoneMadeLoudest;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  ZoneMadeLoudest: { fields: { survivor: "survivor" } },
};

export const WORDS: ModuleWords = {
  en: {
    "event.ZoneMadeLoudest":
      "{{survivor}} makes a racket: {{zone}} counts as the noisiest Zone until their next Turn",
  },
  "pt-BR": {
    "event.ZoneMadeLoudest":
      "{{survivor}} faz um escarcéu: {{zone}} conta como a Zona mais barulhenta até o seu próximo Turno",
  },
};
