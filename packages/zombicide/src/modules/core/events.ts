import type { EventReading, ModuleWords } from "../../kernel/module.ts";

/**
 * Events the core's shared skill machinery tells for any skill: a skill used (a free Action, a once-per-Turn
 * skill, a bonus), Wounds healed (game/skills/healing.ts). A skill's own events live in its module.
 */
export interface SkillUsed {
  readonly type: "SkillUsed";
  readonly survivor: string;
  readonly skill: string;
  readonly rule: string;
}

export interface WoundsHealed {
  readonly type: "WoundsHealed";
  readonly survivor: string;
  readonly wounds: number;
  /** Wounds the survivor has left. */
  readonly total: number;
  readonly by: string;
  readonly skill: string;
  readonly rule: string;
}

declare module "../../game/events.ts" {
  interface ModuleEvents {
    SkillUsed: SkillUsed;
    WoundsHealed: WoundsHealed;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  SkillUsed: { fields: { survivor: "survivor", skill: "skill" } },
  WoundsHealed: { fields: { survivor: "survivor", by: "survivor", skill: "skill" }, count: "wounds" },
};

export const WORDS: ModuleWords = {
  en: {
    "event.SkillUsed": "{{survivor}} uses {{skill}}",
    "event.WoundsHealed_one": "{{by}} heals {{count}} wound of {{survivor}} ({{skill}}): {{total}} left",
    "event.WoundsHealed_other": "{{by}} heals {{count}} wounds of {{survivor}} ({{skill}}): {{total}} left",
  },
  "pt-BR": {
    "event.SkillUsed": "{{survivor}} usa {{skill}}",
    "event.WoundsHealed_one": "{{by}} cura {{count}} Ferimento de {{survivor}} ({{skill}}): restam {{total}}",
    "event.WoundsHealed_other":
      "{{by}} cura {{count}} Ferimentos de {{survivor}} ({{skill}}): restam {{total}}",
  },
};
