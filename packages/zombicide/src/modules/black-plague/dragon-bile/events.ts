import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** Dragon Bile thrown: its token's zone, and the zone a token was moved from when all 4 were out. */
export interface BileThrown {
  readonly type: "BileThrown";
  readonly survivor: string;
  readonly zone: string;
  readonly movedFrom: string | null;
  readonly rule: string;
}

/** A Torch (or a Wulfsburg blade) lit Dragon Fire: told first; the kills and deaths follow as ZombieKilled and wounds. */
export interface DragonFire {
  readonly type: "DragonFire";
  readonly survivor: string;
  readonly zone: string;
  /** A Bile token was lit (a Torch, the Flaming Great Sword); false: the fire came with no Bile (a thrown blade). */
  readonly bile: boolean;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    BileThrown: BileThrown;
    DragonFire: DragonFire;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  BileThrown: { fields: { survivor: "survivor" } },
  DragonFire: { fields: { survivor: "survivor" }, variant: "bile" },
};

export const WORDS: ModuleWords = {
  en: {
    name: "Dragon Bile and Dragon Fire",
    summary: "Bile thrown at Range 0-1; a Torch on it kills every Actor in the Zone.",
    "event.BileThrown": "{{survivor}} throws Dragon Bile into {{zone}}",
    "event.DragonFire_true": "{{survivor}} lights the Dragon Bile in {{zone}}: Dragon Fire!",
    "event.DragonFire_false": "{{survivor}} sets {{zone}} ablaze: Dragon Fire!",
  },
  "pt-BR": {
    name: "Bílis de Dragão e Fogo de Dragão",
    summary: "Bílis atirada a Alcance 0-1; uma Tocha sobre ela mata todos os Agentes da Zona.",
    "event.BileThrown": "{{survivor}} atira Bílis de Dragão em {{zone}}",
    "event.DragonFire_true": "{{survivor}} acende a Bílis de Dragão em {{zone}}: Fogo de Dragão!",
    "event.DragonFire_false": "{{survivor}} incendeia {{zone}}: Fogo de Dragão!",
  },
};
