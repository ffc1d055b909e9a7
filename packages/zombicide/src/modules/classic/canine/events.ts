import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** A dog joined its Trainer (its card came into a survivor's inventory). */
export interface DogJoined {
  readonly type: "DogJoined";
  readonly dog: string;
  readonly trainer: string;
  readonly zone: string;
  readonly rule: string;
}
/** A dog's card went to another survivor, its new Trainer. */
export interface DogTrainerChanged {
  readonly type: "DogTrainerChanged";
  readonly dog: string;
  readonly trainer: string;
  readonly rule: string;
}
/** A dog is lost: defeated by its Wound (`wounded`), or its card left its Trainer. */
export interface DogLost {
  readonly type: "DogLost";
  readonly dog: string;
  readonly trainer: string | null;
  readonly wounded: boolean;
  readonly rule: string;
}
/** A dog found a card and holds it. */
export interface DogHolds {
  readonly type: "DogHolds";
  readonly dog: string;
  readonly card: string;
  readonly rule: string;
}
/** A dog gave the card it held to its Trainer. */
export interface DogGave {
  readonly type: "DogGave";
  readonly dog: string;
  readonly trainer: string;
  readonly card: string;
  readonly rule: string;
}
/** A dog dropped the card it held. */
export interface DogDropped {
  readonly type: "DogDropped";
  readonly dog: string;
  readonly card: string;
  readonly rule: string;
}

/** A dog got into a car on an Instruction (no seat), or out of it. */
export interface DogGotInCar {
  readonly type: "DogGotInCar";
  readonly dog: string;
  readonly car: string;
  readonly rule: string;
}
export interface DogGotOutOfCar {
  readonly type: "DogGotOutOfCar";
  readonly dog: string;
  readonly car: string;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    DogJoined: DogJoined;
    DogTrainerChanged: DogTrainerChanged;
    DogLost: DogLost;
    DogHolds: DogHolds;
    DogGave: DogGave;
    DogDropped: DogDropped;
    DogGotInCar: DogGotInCar;
    DogGotOutOfCar: DogGotOutOfCar;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  DogJoined: { fields: { dog: "survivor", trainer: "survivor" } },
  DogTrainerChanged: { fields: { dog: "survivor", trainer: "survivor" } },
  DogLost: { fields: { dog: "survivor", trainer: "survivor" }, variant: "wounded" },
  DogHolds: { fields: { dog: "survivor", card: "card" } },
  DogGave: { fields: { dog: "survivor", trainer: "survivor", card: "card" } },
  DogDropped: { fields: { dog: "survivor", card: "card" } },
  DogGotInCar: { fields: { dog: "survivor", car: "car" } },
  DogGotOutOfCar: { fields: { dog: "survivor", car: "car" } },
};

export const WORDS: ModuleWords = {
  en: {
    "event.DogJoined": "{{dog}} joins {{trainer}} in {{zone}}: {{trainer}} is its Trainer",
    "event.DogTrainerChanged": "{{dog}} now follows {{trainer}}, who holds its card",
    "event.DogLost_true": "{{dog}} is defeated: its card is discarded",
    "event.DogLost_false": "{{dog}} runs off and is lost: nobody holds its card any more",
    "event.DogHolds": "{{dog}} finds {{card}} and holds it",
    "event.DogGave": "{{dog}} gives {{card}} to {{trainer}}",
    "event.DogDropped": "{{dog}} drops {{card}}",
    "event.DogGotInCar": "{{dog}} jumps into the {{car}}",
    "event.DogGotOutOfCar": "{{dog}} jumps out of the {{car}}",
    "rule.canine-companions-general": "Canine Companions, general",
    "rule.canine-companions-acquiring-a-dog": "Canine Companions, acquiring a dog",
    "rule.canine-companions-instructions": "Canine Companions, Instructions",
    "rule.classic-1-free-dog-action": "classic, skill +1 free Dog Action",
  },
  "pt-BR": {
    "event.DogJoined": "{{dog}} se junta a {{trainer}} em {{zone}}: {{trainer}} é seu Treinador",
    "event.DogTrainerChanged": "{{dog}} agora segue {{trainer}}, que tem a sua carta",
    "event.DogLost_true": "{{dog}} é derrotado: sua carta é descartada",
    "event.DogLost_false": "{{dog}} foge e está perdido: ninguém tem mais a sua carta",
    "event.DogHolds": "{{dog}} encontra {{card}} e a segura",
    "event.DogGave": "{{dog}} dá {{card}} para {{trainer}}",
    "event.DogDropped": "{{dog}} larga {{card}}",
    "event.DogGotInCar": "{{dog}} pula para dentro do {{car}}",
    "event.DogGotOutOfCar": "{{dog}} pula para fora do {{car}}",
    "rule.canine-companions-general": "Companheiros Caninos, geral",
    "rule.canine-companions-acquiring-a-dog": "Companheiros Caninos, adquirindo um cão",
    "rule.canine-companions-instructions": "Companheiros Caninos, Instruções",
    "rule.classic-1-free-dog-action": "clássico, Habilidade +1 Ação grátis de Cão",
  },
};
