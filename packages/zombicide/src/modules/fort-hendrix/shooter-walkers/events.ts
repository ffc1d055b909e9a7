import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** A Zombie card with the "Zombie Shooter" mark was drawn; `shooters`: Shooter Walkers on the board. */
export interface ShooterCardDrawn {
  readonly type: "ShooterCardDrawn";
  readonly card: string;
  readonly zone: string;
  readonly shooters: number;
  readonly rule: string;
}

/** These Shooter Walkers shoot at `zone`: one Wound each, shared among `survivors`. */
export interface ShootersFired {
  readonly type: "ShootersFired";
  readonly zone: string;
  readonly zombies: readonly string[];
  readonly wounds: number;
  readonly survivors: readonly string[];
  readonly rule: string;
}

export interface ShooterWalkersJoined {
  readonly type: "ShooterWalkersJoined";
  /** The Zombie type of the card, whose zombies seeing survivors called them. */
  readonly zombie: string;
  readonly zones: readonly string[];
  readonly zombies: readonly string[];
  readonly rule: string;
}

export interface ShooterWalkersRanOut {
  readonly type: "ShooterWalkersRanOut";
  readonly wanted: number;
  readonly placed: number;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    ShooterCardDrawn: ShooterCardDrawn;
    ShootersFired: ShootersFired;
    ShooterWalkersJoined: ShooterWalkersJoined;
    ShooterWalkersRanOut: ShooterWalkersRanOut;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  ShooterCardDrawn: { fields: { card: "zombieCards" }, count: "shooters" },
  ShootersFired: { fields: { zombies: "zombies", survivors: "survivors" }, count: "wounds" },
  ShooterWalkersJoined: { fields: { zombies: "zombies", zones: "list" }, count: "zombies" },
  ShooterWalkersRanOut: {},
};

export const WORDS: ModuleWords = {
  en: {
    name: "Shooter Walkers",
    summary:
      "A Zombie card with the Shooter mark: every Shooter Walker shoots each Zone with Survivors it sees (1 Wound per Zone), the card spawns, then a Shooter Walker joins each Zone whose Zombies of that type see a Survivor.",
    "event.ShooterCardDrawn": "{{card}} carries the Shooter mark ({{count}} Shooter Walkers on the board)",
    "event.ShooterCardDrawn_one": "{{card}} carries the Shooter mark ({{count}} Shooter Walker on the board)",
    "event.ShooterCardDrawn_other":
      "{{card}} carries the Shooter mark ({{count}} Shooter Walkers on the board)",
    "event.ShootersFired": "{{zombies}} shoot at {{zone}}: {{count}} Wounds for {{survivors}}",
    "event.ShootersFired_one": "{{zombies}} shoots at {{zone}}: {{count}} Wound for {{survivors}}",
    "event.ShootersFired_other": "{{zombies}} shoot at {{zone}}: {{count}} Wounds for {{survivors}}",
    "event.ShooterWalkersJoined": "{{count}} Shooter Walkers join in {{zones}}",
    "event.ShooterWalkersJoined_one": "{{count}} Shooter Walker joins in {{zones}}",
    "event.ShooterWalkersJoined_other": "{{count}} Shooter Walkers join in {{zones}}",
    "event.ShooterWalkersRanOut":
      "Out of Shooter Walker miniatures ({{placed}} of {{wanted}} placed): every Shooter Walker activates once more, without shooting",
  },
  "pt-BR": {
    name: "Lerdos Atiradores",
    summary:
      "Uma carta de Zumbi com a marca de Atirador: cada Walker Atirador atira em cada Zona com Sobreviventes que vê (1 Ferimento por Zona), a carta gera seus zumbis, e então um Walker Atirador entra em cada Zona cujos Zumbis desse tipo veem um Sobrevivente.",
    "event.ShooterCardDrawn": "{{card}} tem a marca de Atirador ({{count}} Lerdos Atiradores no tabuleiro)",
    "event.ShooterCardDrawn_one": "{{card}} tem a marca de Atirador ({{count}} Walker Atirador no tabuleiro)",
    "event.ShooterCardDrawn_other":
      "{{card}} tem a marca de Atirador ({{count}} Lerdos Atiradores no tabuleiro)",
    "event.ShootersFired": "{{zombies}} atiram em {{zone}}: {{count}} Ferimentos para {{survivors}}",
    "event.ShootersFired_one": "{{zombies}} atira em {{zone}}: {{count}} Ferimento para {{survivors}}",
    "event.ShootersFired_other": "{{zombies}} atiram em {{zone}}: {{count}} Ferimentos para {{survivors}}",
    "event.ShooterWalkersJoined": "{{count}} Lerdos Atiradores entram em {{zones}}",
    "event.ShooterWalkersJoined_one": "{{count}} Walker Atirador entra em {{zones}}",
    "event.ShooterWalkersJoined_other": "{{count}} Lerdos Atiradores entram em {{zones}}",
    "event.ShooterWalkersRanOut":
      "Acabaram as miniaturas de Walker Atirador ({{placed}} de {{wanted}} colocadas): cada Walker Atirador ativa mais uma vez, sem atirar",
  },
};
