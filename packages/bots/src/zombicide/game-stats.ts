/** What the simulator keeps of one game. */
export interface GameStats {
  readonly result: "win" | "loss" | "unfinished";
  /** Why it was lost: the lose condition or rule reference ("roundLimit 16", "core-2e §8 ..."), or "" for a win;
   *  `causeWords` says it in words. */
  readonly cause: string;
  readonly rounds: number;
  readonly commands: number;
  /** Survivor id → Wounds taken and whether it was eliminated. */
  readonly survivors: Readonly<Record<string, { wounds: number; eliminated: boolean }>>;
  /** Highest Danger Level any survivor reached: blue, yellow, orange or red. */
  readonly danger: string;
  readonly spawned: Readonly<Record<string, number>>;
  /** Zone id → Wounds taken there, and eliminations there. */
  readonly zoneWounds: Readonly<Record<string, number>>;
  readonly zoneDeaths: Readonly<Record<string, number>>;
  /** The mission's goals reached (by index in its `goals`) → the round each was first reached. */
  readonly goals: Readonly<Record<string, number>>;
}
