import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** Born leader (§10): the leader gives another survivor an Action. */
export interface ActionLent {
  readonly type: "ActionLent";
  readonly survivor: string;
  readonly leader: string;
  readonly rule: string;
}

/** The lent Action is used: the leader carries on with its Turn (told by the turn code, game/turns.ts). */
export interface LentActionEnded {
  readonly type: "LentActionEnded";
  readonly survivor: string;
  readonly leader: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    ActionLent: ActionLent;
    LentActionEnded: LentActionEnded;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  ActionLent: { fields: { survivor: "survivor", leader: "survivor" } },
  LentActionEnded: { fields: { survivor: "survivor", leader: "survivor" } },
};

export const WORDS: ModuleWords = {
  en: {
    "event.ActionLent": "{{leader}} gives {{survivor}} an extra Action",
    "event.LentActionEnded": "{{survivor}} has used the Action {{leader}} gave",
  },
  "pt-BR": {
    "event.ActionLent": "{{leader}} dá uma Ação extra a {{survivor}}",
    "event.LentActionEnded": "{{survivor}} usou a Ação que {{leader}} deu",
  },
};
