import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** A kill healed the wielder of a weapon that heals on kills (the Vampire Crossbow). */
export interface KillsHealed {
  readonly type: "KillsHealed";
  readonly survivor: string;
  readonly card: string;
  readonly wounds: number;
  readonly rule: string;
}

/** A roll of 4 hits or more with a weapon that then lights Dragon Fire in the target Zone (the Chaos Longbow). */
export interface ChaosFire {
  readonly type: "ChaosFire";
  readonly survivor: string;
  readonly card: string;
  readonly zone: string;
  readonly hits: number;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    KillsHealed: KillsHealed;
    ChaosFire: ChaosFire;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  KillsHealed: { fields: { survivor: "survivor", card: "card" }, count: "wounds" },
  ChaosFire: { fields: { survivor: "survivor", card: "card" } },
};

export const WORDS: ModuleWords = {
  en: {
    name: "Wulfsburg magic equipment",
    summary:
      "Magic weapons ask for a Danger Level before they may be used; some heal, chain dice or light Dragon Fire.",
    "event.KillsHealed_one": "{{survivor}}'s {{card}} drinks the kill: {{count}} Wound healed",
    "event.KillsHealed_other": "{{survivor}}'s {{card}} drinks the kills: {{count}} Wounds healed",
    "event.ChaosFire": "{{survivor}}'s {{card}} scores {{hits}} hits: Dragon Fire in {{zone}}!",
    "refusal.below_danger_level": "This magic item asks for a higher Danger Level.",
  },
  "pt-BR": {
    name: "Equipamento mágico de Wulfsburg",
    summary:
      "Armas mágicas pedem um Nível de Perigo para serem usadas; algumas curam, encadeiam dados ou acendem Fogo de Dragão.",
    "event.KillsHealed_one": "{{card}} de {{survivor}} bebe a morte: {{count}} Ferimento curado",
    "event.KillsHealed_other": "{{card}} de {{survivor}} bebe as mortes: {{count}} Ferimentos curados",
    "event.ChaosFire": "{{card}} de {{survivor}} acerta {{hits}} vezes: Fogo de Dragão em {{zone}}!",
    "refusal.below_danger_level": "Este item mágico pede um Nível de Perigo maior.",
  },
};
