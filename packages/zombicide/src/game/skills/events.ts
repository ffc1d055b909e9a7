/** Events of the §10 skills (part of `ZombicideEvent`). */
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
  | {
      readonly type: "ZombiesShoved";
      readonly survivor: string;
      readonly zombies: readonly string[];
      readonly from: string;
      readonly to: string;
      readonly rule: string;
    }
  | {
      readonly type: "SurvivorPulled";
      readonly survivor: string;
      readonly by: string;
      readonly from: string;
      readonly to: string;
      readonly rule: string;
    }
  | { readonly type: "ActionLent"; readonly survivor: string; readonly leader: string; readonly rule: string }
  | { readonly type: "LentActionEnded"; readonly survivor: string; readonly leader: string }
  | {
      readonly type: "SkillRolled";
      readonly survivor: string;
      readonly skill: string;
      readonly dice: readonly number[];
      readonly success: boolean;
      readonly rule: string;
    }
  | {
      /** Roll 6: +1 die (§10): the dice added for the 6s rolled. */
      readonly type: "BonusDiceRolled";
      readonly survivor: string;
      readonly skill: string;
      readonly dice: readonly number[];
      readonly rule: string;
    }
  | {
      /** Roll 6: +1 Damage (§10): the Action's Damage now. */
      readonly type: "DamageRaised";
      readonly survivor: string;
      readonly skill: string;
      readonly damage: number;
      readonly rule: string;
    }
  | {
      /** Zombie link (§10): an extra Turn in the middle of the Zombie Phase. */
      readonly type: "ExtraTurnStarted";
      readonly survivor: string;
      readonly rule: string;
    }
  | {
      /** Distributor (§10): the Spawn Step's Zombie cards, drawn before they are assigned. */
      readonly type: "SpawnCardsDealt";
      readonly survivor: string;
      readonly cards: readonly string[];
      readonly zones: readonly string[];
      readonly rule: string;
    };
