import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** A VIP Walker killed: its miniature goes on its killer's ID card as a trophy. */
export interface VipTrophyTaken {
  readonly type: "VipTrophyTaken";
  readonly survivor: string;
  readonly zombie: string;
  readonly model: string;
  readonly rule: string;
}

/** Trophies put back in the box (no Adrenaline again). */
export interface VipTrophiesDiscarded {
  readonly type: "VipTrophiesDiscarded";
  readonly survivor: string;
  readonly models: readonly string[];
  readonly rule: string;
}

/** Five different VIPs discarded at once: the player picks a Pimpweapon. */
export interface VipPimpweaponEarned {
  readonly type: "VipPimpweaponEarned";
  readonly survivor: string;
  readonly card: string;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    VipTrophyTaken: VipTrophyTaken;
    VipTrophiesDiscarded: VipTrophiesDiscarded;
    VipPimpweaponEarned: VipPimpweaponEarned;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  VipTrophyTaken: { fields: { survivor: "survivor", model: "word" } },
  VipTrophiesDiscarded: { fields: { survivor: "survivor", models: "list" }, count: "models" },
  VipPimpweaponEarned: { fields: { survivor: "survivor", card: "card" } },
};

const MODELS_EN = {
  santa: "Santa",
  policeman: "Policeman",
  sailor: "Sailor",
  worker: "Worker",
  punk: "Punk",
};
const MODELS_PT = {
  santa: "Papai Noel",
  policeman: "Policial",
  sailor: "Marinheiro",
  worker: "Operário",
  punk: "Punk",
};

export const EVENT_WORDS: ModuleWords = {
  en: {
    "event.VipTrophyTaken": "{{survivor}} keeps the VIP {{model}} as a trophy",
    "event.VipTrophiesDiscarded_one": "{{survivor}} puts a VIP trophy back in the box ({{models}})",
    "event.VipTrophiesDiscarded_other":
      "{{survivor}} puts {{count}} VIP trophies back in the box ({{models}})",
    "event.VipPimpweaponEarned": "{{survivor}} trades five different VIPs for {{card}}",
    "trophies.held_one": "VIP trophies (1 model)",
    "trophies.held_other": "VIP trophies ({{count}} models of 5)",
    ...Object.fromEntries(Object.entries(MODELS_EN).map(([k, v]) => [`word.model_${k}`, v])),
  },
  "pt-BR": {
    "event.VipTrophyTaken": "{{survivor}} guarda o VIP {{model}} como troféu",
    "event.VipTrophiesDiscarded_one": "{{survivor}} devolve um troféu VIP à reserva ({{models}})",
    "event.VipTrophiesDiscarded_other": "{{survivor}} devolve {{count}} troféus VIP à reserva ({{models}})",
    "event.VipPimpweaponEarned": "{{survivor}} troca cinco VIPs diferentes por {{card}}",
    "trophies.held_one": "Troféus VIP (1 modelo)",
    "trophies.held_other": "Troféus VIP ({{count}} modelos de 5)",
    ...Object.fromEntries(Object.entries(MODELS_PT).map(([k, v]) => [`word.model_${k}`, v])),
  },
};
