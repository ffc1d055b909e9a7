import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** Born leader (§10): the leader gives another survivor an Action. */
export interface ActionLent {
  readonly type: "ActionLent";
  readonly survivor: string;
  readonly leader: string;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    ActionLent: ActionLent;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  ActionLent: { fields: { survivor: "survivor", leader: "survivor" } },
};

export const WORDS: ModuleWords = {
  en: { "event.ActionLent": "{{leader}} gives {{survivor}} an extra Action" },
  "pt-BR": { "event.ActionLent": "{{leader}} dá uma Ação extra a {{survivor}}" },
};
