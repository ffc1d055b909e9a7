import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** Shove (§10): the zombies pushed out of the survivor's Zone. */
export interface ZombiesShoved {
  readonly type: "ZombiesShoved";
  readonly survivor: string;
  readonly zombies: readonly string[];
  readonly from: string;
  readonly to: string;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    ZombiesShoved: ZombiesShoved;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  ZombiesShoved: { fields: { survivor: "survivor", zombies: "zombies" }, count: "zombies" },
};

export const WORDS: ModuleWords = {
  en: { "event.ZombiesShoved": "{{survivor}} shoves {{zombies}} from {{from}} into {{to}}" },
  "pt-BR": { "event.ZombiesShoved": "{{survivor}} empurra {{zombies}} de {{from}} para {{to}}" },
};
