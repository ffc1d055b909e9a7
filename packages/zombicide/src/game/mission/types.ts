import type { MissionFile, MissionGoal, SpecialRule } from "@horda/content";

/** Text in both languages (briefings, messages, reasons). */
export type MissionText = MissionFile["briefing"];
export type MissionLose = MissionFile["lose"][number];

/** How a mission ended, set once by a goal, a lose condition or a `win`/`lose` effect. */
export interface MissionOutcome {
  readonly result: "win" | "loss";
  readonly reason: MissionText;
  /** The goal, lose condition or special rule that decided it. */
  readonly rule: string;
}

/**
 * The mission part of the state: what the mission file says (goals, lose conditions, special rules) and what
 * happened so far (counters, rules fired, kills, goals reached). Plain JSON like the rest of the state.
 */
export interface MissionState {
  readonly id: string;
  readonly names: MissionFile["names"];
  readonly goals: readonly MissionGoal[];
  readonly lose: readonly MissionLose[];
  readonly rules: readonly SpecialRule[];
  readonly allowEliminations: boolean;
  /** Losing a Companion does not lose the game (§8, §12). */
  readonly allowCompanionEliminations?: boolean;
  readonly objectiveAdrenaline: number;
  readonly counters: Readonly<Record<string, number>>;
  /** Ids of the special rules that have fired (a rule without `repeat` fires once). */
  readonly fired: readonly string[];
  /** Zombies killed, by zombie type. */
  readonly kills: Readonly<Record<string, number>>;
  /** Indices in `goals` already announced as reached. */
  readonly goalsReached: readonly number[];
  readonly outcome: MissionOutcome | null;
}

/** Mission events; each names the mission rule (`mission <id> rule <rule>`, goal or lose condition). */
export type MissionEvent =
  | {
      readonly type: "MissionRuleFired";
      readonly ruleId: string;
      /** The trigger that fired it (objectiveTaken, roundEnd...). */
      readonly on: string;
      readonly rule: string;
    }
  | {
      readonly type: "MissionMessage";
      readonly ruleId: string;
      readonly text: MissionText;
      readonly rule: string;
    }
  | {
      readonly type: "GoalReached";
      /** Index of the goal in the mission file, and its kind. */
      readonly goal: number;
      readonly kind: string;
      /** The goal's own words, when the mission gives them (a counter goal that says what it asks). */
      readonly text?: MissionText;
      readonly rule: string;
    }
  | {
      readonly type: "CounterChanged";
      readonly counter: string;
      readonly value: number;
      readonly ruleId: string;
      readonly rule: string;
    }
  | {
      readonly type: "SpawnsActivated" | "SpawnsDeactivated";
      readonly colour: string;
      readonly tokens: readonly string[];
      readonly ruleId: string;
      readonly rule: string;
    }
  | {
      readonly type: "MissionDoorsOpened";
      readonly colour: string;
      readonly doors: readonly string[];
      readonly ruleId: string;
      readonly rule: string;
    }
  | { readonly type: "GameWon"; readonly reason: string; readonly text: MissionText; readonly rule: string };
