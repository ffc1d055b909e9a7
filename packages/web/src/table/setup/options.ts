import type { SpawnBand } from "../content/catalogs.ts";

/** What the new-game screen collects; kept with the saved game to show its title and players. */
export interface NewGameOptions {
  /** A `Playable` key: "mission:first-night" or "map:core-3x3". */
  readonly playable: string;
  /** Player names at this screen, in seat order (seats are p1, p2...). */
  readonly players: readonly string[];
  /** Survivor ID card → index of the player who plays it. */
  readonly survivors: Readonly<Record<string, number>>;
  readonly boxes: readonly string[];
  readonly band: SpawnBand;
  readonly startingDeal: boolean;
  readonly autoZombieChoices: boolean;
  readonly sandbox: boolean;
  /** Optional modes switched on (engine module ids: "dark-zones", "ultrared", "abomination-fest"). */
  readonly modes?: readonly string[];
  /** House rule: undo may take back anything (`houseRules.undoAnything`). */
  readonly undoAnything?: boolean;
  readonly seed: string;
  /** Players (indices) whose seats the survivor bot plays (src/table-bots). */
  readonly bots?: readonly number[];
}

export const seatOf = (player: number) => `p${player + 1}`;

/** The first problem with the options, as a strings key, or null. */
export function optionsProblem(o: NewGameOptions): "needSurvivor" | null {
  for (let p = 0; p < o.players.length; p++)
    if (!Object.values(o.survivors).includes(p)) return "needSurvivor";
  return null;
}

/** A fresh seed for a new game (the browser's generator; the game itself stays deterministic). */
export function newSeed(): string {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(36).padStart(2, "0")).join("");
}
