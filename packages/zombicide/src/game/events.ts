import type { MissionEvent } from "./mission/types.ts";
import type { ZoneId } from "./types.ts";

/** What happened, in domain words, with what the log needs to explain it. */
export type ZombicideEvent =
  | {
      readonly type: "SurvivorMoved";
      readonly survivor: string;
      readonly from: ZoneId;
      readonly to: ZoneId;
      /** Actions spent: 1, plus 1 per zombie in the zone left (§4). */
      readonly cost: number;
      readonly zombiesLeft: number;
      readonly rule: string;
    }
  | { readonly type: "TurnEnded"; readonly survivor: string; readonly actionsLost: number }
  | { readonly type: "SeatDone"; readonly seat: string }
  | { readonly type: "PhaseChanged"; readonly round: number; readonly phase: string }
  // Zombie side (§7, §8): see zombies/*.ts and docs/zombie-ai.md.
  | {
      readonly type: "ZombiesActivated";
      /** zombie-phase, rush, extra-activation, out-of-miniatures, abomination */
      readonly reason: string;
      /** 1 for the first action, 2 for the Runners' second one. */
      readonly action: number;
      readonly zombies: readonly string[];
      readonly rule: string;
    }
  | {
      readonly type: "ZombiesAttacked";
      readonly zone: ZoneId;
      readonly zombies: readonly string[];
      readonly wounds: number;
      readonly survivors: readonly string[];
      readonly rule: string;
    }
  | {
      readonly type: "WoundTaken";
      readonly survivor: string;
      readonly wounds: number;
      /** Wounds the survivor now has, and the number that eliminates it. */
      readonly total: number;
      readonly health: number;
      readonly source: string;
      readonly rule: string;
    }
  | {
      readonly type: "WoundIgnored";
      readonly survivor: string;
      readonly skill: string;
      readonly rule: string;
    }
  | {
      readonly type: "SurvivorEliminated";
      readonly survivor: string;
      readonly zone: ZoneId;
      readonly rule: string;
    }
  | { readonly type: "GameLost"; readonly reason: string; readonly rule: string }
  | {
      /** Why a group of zombies in one zone goes where it goes. */
      readonly type: "ZombiesHunt";
      readonly from: ZoneId;
      readonly zombies: readonly string[];
      /** sight: survivors in sight; noise: the noisiest zone on the board; none: nothing to go to. */
      readonly by: "sight" | "noise" | "none";
      /** Every zone considered, with its noise (tokens + 1 per survivor). */
      readonly candidates: readonly { readonly zone: ZoneId; readonly noise: number }[];
      readonly destinations: readonly ZoneId[];
      /** The next zone of each shortest open route (several: the group splits). */
      readonly branches: readonly ZoneId[];
      /** Whole shortest routes to the destinations, `from` first (a few of them). */
      readonly routes: readonly (readonly ZoneId[])[];
      readonly rule: string;
    }
  | {
      readonly type: "ZombiesMoved";
      readonly from: ZoneId;
      readonly to: ZoneId;
      readonly zombies: readonly string[];
      readonly rule: string;
    }
  | {
      readonly type: "ZombiesStayed";
      readonly zone: ZoneId;
      readonly zombies: readonly string[];
      readonly why: string;
      readonly rule: string;
    }
  | {
      readonly type: "ZombieCardDrawn";
      readonly card: string;
      readonly zone: ZoneId;
      readonly level: string;
      readonly kind: string;
      readonly zombie: string;
      /** Zombies the card calls for at that level (extra-activation cards: 1 when it activates, else 0). */
      readonly amount: number;
      readonly rule: string;
    }
  | {
      readonly type: "ZombiesSpawned";
      readonly zone: ZoneId;
      readonly zombie: string;
      readonly zombies: readonly string[];
      readonly rush: boolean;
      readonly rule: string;
    }
  | {
      readonly type: "ZombiePoolExhausted";
      readonly zombie: string;
      readonly wanted: number;
      readonly placed: number;
      readonly rule: string;
    }
  | {
      readonly type: "ExtraActivationIgnored";
      readonly zombie: string;
      readonly level: string;
      readonly rule: string;
    }
  | {
      readonly type: "AbominationDrawn";
      readonly card: string;
      readonly name: string;
      readonly rules: readonly string[];
      readonly rule: string;
    }
  | {
      readonly type: "DeckReshuffled";
      readonly deck: string;
      readonly cards: number;
      /** Equipment deck: Starting Equipment cards stay out of the new deck (§5 Search). */
      readonly startingCardsLeftOut?: number;
      readonly rule?: string;
    }
  | {
      readonly type: "BuildingOpened";
      readonly building: number;
      readonly darkZones: readonly ZoneId[];
      readonly spawns: boolean;
      readonly rule: string;
    }
  | { readonly type: "NoiseRemoved"; readonly tokens: number; readonly rule: string }
  | { readonly type: "FirstPlayerPassed"; readonly seat: string; readonly rule: string }
  // Survivor side (§5, §6, §9): see actions/*.ts, combat/*.ts and adrenaline.ts.
  | SurvivorSideEvent
  // Missions (mission/*.ts, docs/missions.md).
  | MissionEvent
  | ModuleEvents[keyof ModuleEvents];

/**
 * The events rule modules bring, by event type. Each module adds its own beside its rules, by augmenting this
 * interface (`declare module ".../game/events.ts" { interface ModuleEvents { ZombiesShoved: ... } }`), and
 * says how they read in its `events` and `words` (kernel/module.ts); the core names none of them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules' augmentations
export interface ModuleEvents {}

/** Survivor actions, combat and adrenaline. Card fields give card ids; `uid` fields name the physical card. */
export type SurvivorSideEvent =
  | {
      readonly type: "CardDrawn";
      readonly survivor: string;
      /** "equipment", "epic", or a module deck's id ("military"). */
      readonly deck: string;
      readonly card: string;
      readonly uid: string;
      readonly rule: string;
    }
  | { readonly type: "SearchEnded"; readonly survivor: string; readonly why: string; readonly rule: string }
  | {
      readonly type: "CardsKept";
      readonly survivor: string;
      readonly kept: readonly string[];
      readonly discarded: readonly string[];
    }
  | {
      readonly type: "InventoryReorganized";
      readonly survivor: string;
      /** The other survivor of a Trade, or null. */
      readonly with: string | null;
      readonly given: readonly string[];
      readonly received: readonly string[];
      readonly discarded: readonly string[];
      readonly rule: string;
    }
  | {
      readonly type: "DoorOpened";
      readonly survivor: string;
      readonly door: string;
      /** The card used, or the skill that opened it without one. */
      readonly with: string;
      readonly noisy: boolean;
      readonly rule: string;
    }
  | {
      readonly type: "NoiseMade";
      readonly zone: ZoneId;
      readonly survivor: string;
      /** Noise tokens in the zone now. */
      readonly tokens: number;
      readonly why: string;
      readonly rule: string;
    }
  | {
      readonly type: "DiceRolled";
      readonly survivor: string;
      readonly mode: "melee" | "ranged";
      readonly weapon: string;
      readonly weapons: number;
      readonly zone: ZoneId;
      readonly range: number;
      readonly dice: readonly number[];
      /** Red dice rolled with them (All-Out): they hit like the others and are never re-rolled. */
      readonly redDice?: readonly number[];
      readonly accuracy: number;
      readonly rollBonus: number;
      readonly damage: number;
      readonly hits: number;
      readonly rule: string;
    }
  | {
      readonly type: "DiceRerolled";
      readonly survivor: string;
      readonly source: string;
      readonly before: readonly number[];
      readonly dice: readonly number[];
      readonly hits: number;
      readonly rule: string;
    }
  | {
      readonly type: "ZombieKilled";
      readonly zombie: string;
      readonly zombieType: string;
      readonly zone: ZoneId;
      readonly by: string;
      readonly weapon: string;
      readonly rule: string;
    }
  | {
      /** Hits that killed nothing: no target left, or a target the Damage cannot kill shields the rest. */
      readonly type: "HitsLost";
      readonly survivor: string;
      readonly hits: number;
      readonly why: string;
      readonly rule: string;
    }
  | {
      readonly type: "FriendlyFire";
      readonly shooter: string;
      readonly target: string;
      readonly misses: number;
      readonly wounds: number;
      readonly rule: string;
    }
  | {
      readonly type: "FriendlyFireAvoided";
      readonly shooter: string;
      readonly survivors: readonly string[];
      readonly misses: number;
      readonly why: string;
      readonly rule: string;
    }
  | {
      readonly type: "MolotovThrown";
      readonly survivor: string;
      readonly zone: ZoneId;
      readonly zombies: readonly string[];
      readonly survivors: readonly string[];
      readonly rule: string;
    }
  | {
      readonly type: "AdrenalineGained";
      readonly survivor: string;
      readonly amount: number;
      readonly total: number;
      readonly why: string;
      readonly rule: string;
    }
  | {
      readonly type: "DangerLevelReached";
      readonly survivor: string;
      readonly level: string;
      /** Ultrared mode: the time round the Adrenaline bar (1 = the first). */
      readonly lap?: number;
      readonly rule: string;
    }
  | {
      readonly type: "SkillGained";
      readonly survivor: string;
      readonly skill: string;
      readonly level: string;
      readonly rule: string;
    }
  | {
      readonly type: "WeaponReloaded";
      readonly survivor: string;
      readonly weapons: readonly string[];
      readonly rule: string;
    }
  | {
      readonly type: "ObjectiveTaken";
      readonly survivor: string;
      readonly token: string;
      readonly kind: string;
      readonly colour: string | null;
      readonly rule: string;
    }
  | { readonly type: "DoorsUnlocked"; readonly colour: string; readonly rule: string }
  | {
      readonly type: "SurvivorEscaped";
      readonly survivor: string;
      readonly zone: ZoneId;
      readonly rule: string;
    };

/** Events that reveal hidden information (a card drawn): a command producing one cannot be undone. */
export const REVEALING_EVENTS: ReadonlySet<string> = new Set([
  "ZombieCardDrawn",
  "SpawnCardsDealt",
  "AbominationDrawn",
  "DeckReshuffled",
  "CardDrawn",
  "DiceRolled",
  "DiceRerolled",
  "SkillRolled",
]);

/** A survivor's inventory rearranged outside a Trade: a card paid for a Wound, a Wound card's effect. */
export function inventoryRearranged(
  survivor: string,
  discarded: readonly string[],
  rule: string,
): ZombicideEvent {
  return { type: "InventoryReorganized", survivor, with: null, given: [], received: [], discarded, rule };
}
