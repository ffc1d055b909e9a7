import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** Armour rolls: the dice rolled against the Wounds of Zombies, and how many Wounds they cancelled. */
export interface ArmourRolled {
  readonly type: "ArmourRolled";
  readonly survivor: string;
  readonly value: number;
  readonly dice: readonly number[];
  readonly saved: number;
  /** Wounds from types that ignore Armour (Abominations), not rolled for. */
  readonly pierced: number;
  readonly rule: string;
  /** The skill that set the roll (Iron hide), if any. */
  readonly skill?: string;
}

/** A Shield's re-roll of the Armour dice that failed. */
export interface ArmourRerolled {
  readonly type: "ArmourRerolled";
  readonly survivor: string;
  readonly value: number;
  readonly dice: readonly number[];
  readonly saved: number;
  readonly rule: string;
}

/** Every Wound came from a type that ignores Armour: no roll. */
export interface ArmourPierced {
  readonly type: "ArmourPierced";
  readonly survivor: string;
  readonly wounds: number;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    ArmourRolled: ArmourRolled;
    ArmourPierced: ArmourPierced;
    ArmourRerolled: ArmourRerolled;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  ArmourRolled: { fields: { survivor: "survivor", dice: "dice" } },
  ArmourPierced: { fields: { survivor: "survivor" }, count: "wounds" },
  ArmourRerolled: { fields: { survivor: "survivor", dice: "dice" } },
};

export const WORDS: ModuleWords = {
  en: {
    name: "Armour",
    summary: "Armour and Shields cancel Zombies' Wounds on a die roll; Abominations ignore them.",
    "event.ArmourRolled": "{{survivor}} rolls Armour {{value}}+: {{dice}}, {{saved}} Wound(s) cancelled",
    "event.ArmourRerolled":
      "{{survivor}} re-rolls the failed Armour dice with the Shield: {{dice}}, {{saved}} more cancelled",
    "event.ArmourPierced_one": "{{survivor}}'s Armour cannot stop {{count}} Wound from an Abomination",
    "event.ArmourPierced_other": "{{survivor}}'s Armour cannot stop {{count}} Wounds from an Abomination",
  },
  "pt-BR": {
    name: "Armadura",
    summary: "Armaduras e Escudos cancelam Ferimentos de Zumbis numa rolagem; Abominações os ignoram.",
    "event.ArmourRolled":
      "{{survivor}} rola Armadura {{value}}+: {{dice}}, {{saved}} Ferimento(s) cancelado(s)",
    "event.ArmourRerolled":
      "{{survivor}} rola de novo com o Escudo os dados de Armadura que falharam: {{dice}}, {{saved}} a mais cancelado(s)",
    "event.ArmourPierced_one": "a Armadura de {{survivor}} não detém {{count}} Ferimento de uma Abominação",
    "event.ArmourPierced_other":
      "a Armadura de {{survivor}} não detém {{count}} Ferimentos de uma Abominação",
  },
};
