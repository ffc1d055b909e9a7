import type { EventReading, ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** Mate Tea drunk: the card discarded, the Actions gained. */
export interface MateTeaDrunk {
  readonly type: "MateTeaDrunk";
  readonly survivor: string;
  readonly card: string;
  readonly actions: number;
  readonly rule: string;
}

/** An RPG attack spent an RPG Ammo card, shuffled back into the Equipment deck. */
export interface RpgAmmoSpent {
  readonly type: "RpgAmmoSpent";
  readonly survivor: string;
  readonly card: string;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    MateTeaDrunk: MateTeaDrunk;
    RpgAmmoSpent: RpgAmmoSpent;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  MateTeaDrunk: { fields: { survivor: "survivor", card: "card" } },
  RpgAmmoSpent: { fields: { survivor: "survivor", card: "card" } },
};

export const PLAY: Pick<RuleModule, "commandWords" | "refusals"> = {
  commandWords: { drinkMateTea: {} },
  refusals: ["no_mate_tea", "no_rpg_ammo"],
};

export const WORDS: ModuleWords = {
  en: {
    name: "Rio equipment",
    summary: "Mate Tea gives 2 extra Actions; the RPG spends an RPG Ammo card at each attack.",
    "command.drinkMateTea": "Drink Mate Tea (+2 Actions)",
    "refusal.no_mate_tea": "This survivor carries no Mate Tea.",
    "refusal.no_rpg_ammo": "The RPG needs an RPG Ammo card in the inventory.",
    "event.MateTeaDrunk": "{{survivor}} drinks {{card}}: +{{actions}} Actions",
    "event.RpgAmmoSpent": "{{survivor}} spends {{card}}; it is shuffled back into the Equipment deck",
  },
  "pt-BR": {
    name: "Equipamento do Rio",
    summary: "O Chá Mate dá 2 Ações extras; o RPG gasta uma carta de Munição de RPG a cada ataque.",
    "command.drinkMateTea": "Tomar Chá Mate (+2 Ações)",
    "refusal.no_mate_tea": "Este sobrevivente não carrega Chá Mate.",
    "refusal.no_rpg_ammo": "O RPG precisa de uma carta de Munição de RPG no inventário.",
    "event.MateTeaDrunk": "{{survivor}} toma {{card}}: +{{actions}} Ações",
    "event.RpgAmmoSpent": "{{survivor}} gasta {{card}}; ela volta embaralhada ao baralho de Equipamento",
  },
};
