import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** 2 cocktails are better than 1 (§10): the die rolled to bring the Molotov back, and whether it did. */
export interface SkillRolled {
  readonly type: "SkillRolled";
  readonly survivor: string;
  readonly skill: string;
  readonly dice: readonly number[];
  readonly success: boolean;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    SkillRolled: SkillRolled;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  SkillRolled: { fields: { survivor: "survivor", skill: "skill", dice: "dice" }, variant: "success" },
};

export const WORDS: ModuleWords = {
  en: {
    "event.SkillRolled_true": "{{survivor}} rolls {{dice}} for {{skill}}: it works",
    "event.SkillRolled_false": "{{survivor}} rolls {{dice}} for {{skill}}: no luck",
  },
  "pt-BR": {
    "event.SkillRolled_true": "{{survivor}} rola {{dice}} para {{skill}}: funciona",
    "event.SkillRolled_false": "{{survivor}} rola {{dice}} para {{skill}}: sem sorte",
  },
};
