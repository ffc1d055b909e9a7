import type { ZoneId } from "../../../game/types.ts";
import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** A survivor entered or acted in the burning helicopter's Zone: the die rolled, and whether it wounded. */
export interface HelicopterFire {
  readonly type: "HelicopterFire";
  readonly survivor: string;
  readonly die: number;
  readonly wounded: boolean;
  readonly rule: string;
}

/** A Molotov burnt the helicopter's Zone: its Spawn Zone removed, its crate and Objective card too if left. */
export interface HelicopterBurnt {
  readonly type: "HelicopterBurnt";
  readonly zone: ZoneId;
  readonly spawn: string | null;
  readonly removed: readonly string[];
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    HelicopterFire: HelicopterFire;
    HelicopterBurnt: HelicopterBurnt;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  HelicopterFire: { fields: { survivor: "survivor" }, variant: "wounded" },
  HelicopterBurnt: {},
};

export const WORDS: ModuleWords = {
  en: {
    name: "Crashed helicopter",
    summary:
      "The helicopter's Zone is on fire: no Search there, a die for each survivor entering or acting there (4+: 1 Wound), its crate waits for its Objective card, and a Molotov there removes its Spawn Zone.",
    "event.HelicopterFire_true": "The helicopter burns {{survivor}}: rolled {{die}}, 1 Wound",
    "event.HelicopterFire_false": "The helicopter's fire spares {{survivor}}: rolled {{die}}",
    "event.HelicopterBurnt":
      "The Molotov sets the helicopter ablaze: its Spawn Zone is gone, with what was left there",
  },
  "pt-BR": {
    name: "Helicóptero caído",
    summary:
      "A Zona do helicóptero está em chamas: sem Busca ali, um dado para cada sobrevivente que entra ou age ali (4+: 1 Ferimento), sua caixa espera a carta de Objetivo, e um Molotov ali remove sua Zona de Invasão.",
    "event.HelicopterFire_true": "O helicóptero queima {{survivor}}: tirou {{die}}, 1 Ferimento",
    "event.HelicopterFire_false": "O fogo do helicóptero poupa {{survivor}}: tirou {{die}}",
    "event.HelicopterBurnt":
      "O Molotov incendeia o helicóptero: sua Zona de Invasão some, com o que restava ali",
  },
};
