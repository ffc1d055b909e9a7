import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** Trick shot: the second weapon found nothing left to shoot at in its Zone. */
export interface TrickShotLost {
  readonly type: "TrickShotLost";
  readonly survivor: string;
  readonly zone: string;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    TrickShotLost: TrickShotLost;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  TrickShotLost: { fields: { survivor: "survivor" } },
};

export const WORDS: ModuleWords = {
  en: { "event.TrickShotLost": "{{survivor}}'s second shot has nothing left to hit in {{zone}}" },
  "pt-BR": { "event.TrickShotLost": "o segundo tiro de {{survivor}} não tem mais alvo em {{zone}}" },
};
