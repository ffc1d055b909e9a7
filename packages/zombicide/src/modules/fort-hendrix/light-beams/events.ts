import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** A Light Beam token was set: `how` is "action" (1 Action), "search" or "ranged" (turned on for free). */
export interface LightBeamOn {
  readonly type: "LightBeamOn";
  readonly survivor: string;
  readonly card: string;
  readonly zone: string;
  /** The adjacent zone it points at; "" at a wall. */
  readonly toward: string;
  readonly how: "action" | "search" | "ranged";
  readonly rule: string;
}

/** A Light Beam token was removed: turned off, its source traded or discarded, day, or its survivor out. */
export interface LightBeamOff {
  readonly type: "LightBeamOff";
  readonly survivor: string;
  readonly why: "action" | "traded" | "day" | "out";
  readonly rule: string;
}

export interface LightBeamAimed {
  readonly type: "LightBeamAimed";
  readonly survivor: string;
  readonly zone: string;
  readonly toward: string;
  readonly rule: string;
}

/** Right before the Zombie Phase: these zombies see a Light Beam and get 1 extra Activation. */
export interface LightBeamsSeen {
  readonly type: "LightBeamsSeen";
  readonly zombies: readonly string[];
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    LightBeamOn: LightBeamOn;
    LightBeamOff: LightBeamOff;
    LightBeamAimed: LightBeamAimed;
    LightBeamsSeen: LightBeamsSeen;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  LightBeamOn: { fields: { survivor: "survivor", card: "card" }, variant: "toward", variantBy: "presence" },
  LightBeamOff: { fields: { survivor: "survivor" } },
  LightBeamAimed: { fields: { survivor: "survivor" }, variant: "toward", variantBy: "presence" },
  LightBeamsSeen: { fields: { zombies: "zombies" }, count: "zombies" },
};

export const WORDS: ModuleWords = {
  en: {
    name: "Light Sources",
    summary:
      "At night a Flashlight's beam lights its survivor's Zone and one adjacent Zone: anyone may see them, shots into them ignore the night, and zombies that see a beam activate once more before the Zombie Phase.",
    "event.LightBeamOn_some":
      "{{survivor}} turns the {{card}} on: {{zone}} is lit, the beam points at {{toward}}",
    "event.LightBeamOff": "{{survivor}}'s Light Beam is removed",
    "event.LightBeamOn_none": "{{survivor}} turns the {{card}} on, pointed at a wall: only {{zone}} is lit",
    "event.LightBeamAimed_some": "{{survivor}} points the beam from {{zone}} at {{toward}}",
    "event.LightBeamAimed_none": "{{survivor}} points the beam at a wall: only {{zone}} stays lit",
    "event.LightBeamsSeen": "{{zombies}} see a Light Beam and activate once more before the Zombie Phase",
    "event.LightBeamsSeen_one":
      "{{zombies}} sees a Light Beam and activates once more before the Zombie Phase",
    "event.LightBeamsSeen_other":
      "{{zombies}} see a Light Beam and activate once more before the Zombie Phase",
    lightOn: "Turn the light on",
    lightOff: "Turn the light off",
    aimLight: "Point the beam",
    rangedLit: "Shoot with the Flashlight on",
  },
  "pt-BR": {
    name: "Fontes de Luz",
    summary:
      "À noite o feixe de uma Lanterna ilumina a Zona do sobrevivente e uma Zona adjacente: todos podem vê-las, tiros nelas ignoram a noite, e zumbis que veem um feixe ativam mais uma vez antes da Fase dos Zumbis.",
    "event.LightBeamOn_some":
      "{{survivor}} acende a {{card}}: {{zone}} iluminada, o feixe aponta para {{toward}}",
    "event.LightBeamOff": "O Feixe de Luz de {{survivor}} é retirado",
    "event.LightBeamOn_none":
      "{{survivor}} acende a {{card}} apontada para uma parede: só {{zone}} fica iluminada",
    "event.LightBeamAimed_some": "{{survivor}} aponta o feixe de {{zone}} para {{toward}}",
    "event.LightBeamAimed_none":
      "{{survivor}} aponta o feixe para uma parede: só {{zone}} continua iluminada",
    "event.LightBeamsSeen": "{{zombies}} veem um Feixe de Luz e ativam mais uma vez antes da Fase dos Zumbis",
    "event.LightBeamsSeen_one":
      "{{zombies}} vê um Feixe de Luz e ativa mais uma vez antes da Fase dos Zumbis",
    "event.LightBeamsSeen_other":
      "{{zombies}} veem um Feixe de Luz e ativam mais uma vez antes da Fase dos Zumbis",
    lightOn: "Acender a luz",
    lightOff: "Apagar a luz",
    aimLight: "Apontar o feixe",
    rangedLit: "Atirar com a Lanterna acesa",
  },
};
