import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** Table edits of the free (sandbox) mode: pieces moved, doors flipped, zombies added or removed, cards, noise. */
export interface SandboxPieceMoved {
  readonly type: "SandboxPieceMoved";
  readonly piece: string;
  readonly kind: "survivor" | "zombie";
  readonly from: string;
  readonly to: string;
  readonly rule: string;
}

export interface SandboxDoorFlipped {
  readonly type: "SandboxDoorFlipped";
  readonly door: string;
  readonly open: boolean;
  readonly rule: string;
}

export interface SandboxZombiesAdded {
  readonly type: "SandboxZombiesAdded";
  readonly zone: string;
  readonly zombie: string;
  readonly zombies: readonly string[];
  readonly rule: string;
}

export interface SandboxZombieRemoved {
  readonly type: "SandboxZombieRemoved";
  readonly zombie: string;
  readonly zombieType: string;
  readonly zone: string;
  readonly rule: string;
}

export interface SandboxCardDrawn {
  readonly type: "SandboxCardDrawn";
  readonly survivor: string;
  /** The card's uid ("pistol#e2"). */
  readonly card: string;
  readonly deck: "equipment" | "epic";
  readonly slot: "hand" | "backpack";
  readonly rule: string;
}

export interface SandboxNoiseChanged {
  readonly type: "SandboxNoiseChanged";
  readonly zone: string;
  /** Noise tokens in the zone after the edit. */
  readonly tokens: number;
  readonly rule: string;
}

export interface SandboxBoxToggled {
  readonly type: "SandboxBoxToggled";
  /** The box (pack id) whose Equipment and Epic cards left the decks or came back. */
  readonly box: string;
  readonly on: boolean;
  /** Cards set aside (off) or shuffled back into the draw piles (on). */
  readonly cards: number;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    SandboxPieceMoved: SandboxPieceMoved;
    SandboxDoorFlipped: SandboxDoorFlipped;
    SandboxZombiesAdded: SandboxZombiesAdded;
    SandboxZombieRemoved: SandboxZombieRemoved;
    SandboxCardDrawn: SandboxCardDrawn;
    SandboxNoiseChanged: SandboxNoiseChanged;
    SandboxBoxToggled: SandboxBoxToggled;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  SandboxPieceMoved: { fields: { piece: "survivor" } },
  SandboxDoorFlipped: { variant: "open" },
  SandboxZombiesAdded: { fields: { zombies: "zombies" }, count: "zombies" },
  SandboxZombieRemoved: { fields: { zombieType: "zombieType" } },
  SandboxCardDrawn: { fields: { survivor: "survivor", card: "card", deck: "word" }, variant: "slot" },
  SandboxNoiseChanged: { count: "tokens" },
  SandboxBoxToggled: { fields: { box: "box" }, variant: "on" },
};

export const WORDS: ModuleWords = {
  en: {
    "event.SandboxPieceMoved": "Table edit: {{piece}} moved from {{from}} to {{to}}",
    "event.SandboxDoorFlipped_true": "Table edit: door {{door}} opened",
    "event.SandboxDoorFlipped_false": "Table edit: door {{door}} closed",
    "event.SandboxZombiesAdded_one": "Table edit: {{zombies}} added in {{zone}}",
    "event.SandboxZombiesAdded_other": "Table edit: {{zombies}} added in {{zone}}",
    "event.SandboxZombieRemoved": "Table edit: a {{zombieType}} removed from {{zone}}",
    "event.SandboxCardDrawn_hand":
      "Table edit: {{survivor}} took {{card}} from the {{deck}} deck into a Hand",
    "event.SandboxCardDrawn_backpack":
      "Table edit: {{survivor}} took {{card}} from the {{deck}} deck into the Backpack",
    "word.deck_equipment": "Equipment",
    "word.deck_epic": "Epic",
    "event.SandboxNoiseChanged_one": "Table edit: Noise in {{zone}} set to {{count}} token",
    "event.SandboxNoiseChanged_other": "Table edit: Noise in {{zone}} set to {{count}} tokens",
    "event.SandboxBoxToggled_true":
      "Table edit: the {{box}} cards go back into the decks ({{cards}} cards, shuffled)",
    "event.SandboxBoxToggled_false":
      "Table edit: the {{box}} cards leave the decks ({{cards}} cards set aside)",
  },
  "pt-BR": {
    "event.SandboxPieceMoved": "Edição da mesa: {{piece}} foi de {{from}} para {{to}}",
    "event.SandboxDoorFlipped_true": "Edição da mesa: porta {{door}} aberta",
    "event.SandboxDoorFlipped_false": "Edição da mesa: porta {{door}} fechada",
    "event.SandboxZombiesAdded_one": "Edição da mesa: {{zombies}} colocado em {{zone}}",
    "event.SandboxZombiesAdded_other": "Edição da mesa: {{zombies}} colocados em {{zone}}",
    "event.SandboxZombieRemoved": "Edição da mesa: um {{zombieType}} tirado de {{zone}}",
    "event.SandboxCardDrawn_hand": "Edição da mesa: {{survivor}} pegou {{card}} do baralho {{deck}} na mão",
    "event.SandboxCardDrawn_backpack":
      "Edição da mesa: {{survivor}} pegou {{card}} do baralho {{deck}} na mochila",
    "word.deck_equipment": "de Equipamento",
    "word.deck_epic": "Épico",
    "event.SandboxNoiseChanged_one": "Edição da mesa: Barulho em {{zone}} agora com {{count}} ficha",
    "event.SandboxNoiseChanged_other": "Edição da mesa: Barulho em {{zone}} agora com {{count}} fichas",
    "event.SandboxBoxToggled_true":
      "Edição da mesa: as cartas de {{box}} voltam aos baralhos ({{cards}} cartas, embaralhadas)",
    "event.SandboxBoxToggled_false":
      "Edição da mesa: as cartas de {{box}} saem dos baralhos ({{cards}} cartas separadas)",
  },
};
