import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** Roll 6: +1 Damage (§10): the Action's Damage now. */
export interface DamageRaised {
  readonly type: "DamageRaised";
  readonly survivor: string;
  readonly skill: string;
  readonly damage: number;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    DamageRaised: DamageRaised;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  DamageRaised: { fields: { survivor: "survivor", skill: "skill" } },
};

export const WORDS: ModuleWords = {
  en: { "event.DamageRaised": "{{survivor}}'s {{skill}}: the attack now deals {{damage}} damage" },
  "pt-BR": { "event.DamageRaised": "{{skill}} de {{survivor}}: o ataque agora causa {{damage}} de dano" },
};
