import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** Rotten: the survivor took the Rotten token (a quiet Turn). */
export interface RottenTokenTaken {
  readonly type: "RottenTokenTaken";
  readonly survivor: string;
  readonly rule: string;
}

/** Rotten: the survivor fought or made Noise and lost the token. */
export interface RottenTokenLost {
  readonly type: "RottenTokenLost";
  readonly survivor: string;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    RottenTokenTaken: RottenTokenTaken;
    RottenTokenLost: RottenTokenLost;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  RottenTokenTaken: { fields: { survivor: "survivor" } },
  RottenTokenLost: { fields: { survivor: "survivor" } },
};

export const WORDS: ModuleWords = {
  en: {
    "event.RottenTokenTaken":
      "{{survivor}} ends a quiet Turn and takes the Rotten token: the Zombies ignore them",
    "event.RottenTokenLost": "{{survivor}} fights or makes Noise and loses the Rotten token",
  },
  "pt-BR": {
    "event.RottenTokenTaken":
      "{{survivor}} termina um Turno em silêncio e pega a ficha Apodrecido: os Zumbis o ignoram",
    "event.RottenTokenLost": "{{survivor}} combate ou faz Barulho e perde a ficha Apodrecido",
  },
};
