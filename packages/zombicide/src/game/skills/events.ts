/**
 * Events the core's skill machinery tells (part of `ZombicideEvent`). A skill's own events live in its module
 * (modules/skills/<skill>/events.ts) and join the union through `ModuleEvents` (game/events.ts).
 */
export type SkillEvent =
  | {
      /** A skill was used: a free Action taken, a once-per-Turn skill spent, a bonus granted. */
      readonly type: "SkillUsed";
      readonly survivor: string;
      readonly skill: string;
      readonly rule: string;
    }
  | {
      readonly type: "WoundsHealed";
      readonly survivor: string;
      readonly wounds: number;
      /** Wounds the survivor has left. */
      readonly total: number;
      readonly by: string;
      readonly skill: string;
      readonly rule: string;
    }
  | { readonly type: "LentActionEnded"; readonly survivor: string; readonly leader: string }
  | {
      /** Zombie link (§10): an extra Turn in the middle of the Zombie Phase. */
      readonly type: "ExtraTurnStarted";
      readonly survivor: string;
      readonly rule: string;
    };
