import type { Seat } from "@horda/table";
import { MAX_PLAYERS, MIN_PLAYERS } from "@horda/zurvivors";

/** What the lobby decides and the table page reads back from its address. */
export interface TableConfig {
  readonly players: number;
  /** Seats played by people at this screen; every other seat is a heuristic bot. */
  readonly humans: readonly Seat[];
  readonly seed: string;
  /** Milliseconds a bot waits before acting, so people can follow; 0 plays at once. */
  readonly botDelay: number;
}

export const DEFAULT_BOT_DELAY = 700;
const MAX_BOT_DELAY = 5000;

export function seatsFor(players: number): Seat[] {
  return Array.from({ length: players }, (_, i) => `p${i + 1}`);
}

/** A fresh seed people can read and type again to replay the same deal. */
export function randomSeed(random: () => number = Math.random): string {
  return `mesa-${Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, "0")}`;
}

export function defaultConfig(seed: string): TableConfig {
  return { players: 4, humans: ["p1"], seed, botDelay: DEFAULT_BOT_DELAY };
}

/** The address of the table for this config. */
export function configToSearch(c: TableConfig): string {
  const q = new URLSearchParams({
    players: String(c.players),
    humans: c.humans.join(","),
    seed: c.seed,
    delay: String(c.botDelay),
  });
  return `?${q.toString()}`;
}

export type ConfigProblem = "players" | "humans" | "seed" | "delay";

/** Reads a config from the table's address; says which field is wrong instead of guessing. */
export function configFromSearch(
  search: string,
): { ok: true; config: TableConfig } | { ok: false; problem: ConfigProblem } {
  const q = new URLSearchParams(search);
  const players = Number(q.get("players") ?? "4");
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS)
    return { ok: false, problem: "players" };
  const seats = seatsFor(players);
  const raw = q.get("humans") ?? "p1";
  const humans = raw === "" ? [] : raw.split(",");
  if (humans.some((h) => !seats.includes(h)) || new Set(humans).size !== humans.length)
    return { ok: false, problem: "humans" };
  const seed = q.get("seed") ?? "";
  if (seed.trim() === "" || seed.length > 64) return { ok: false, problem: "seed" };
  const botDelay = Number(q.get("delay") ?? String(DEFAULT_BOT_DELAY));
  if (!Number.isInteger(botDelay) || botDelay < 0 || botDelay > MAX_BOT_DELAY)
    return { ok: false, problem: "delay" };
  return { ok: true, config: { players, humans: seats.filter((s) => humans.includes(s)), seed, botDelay } };
}
