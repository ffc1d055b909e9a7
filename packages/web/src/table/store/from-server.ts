import type { NewGameOptions } from "../setup/options.ts";
import type { SavedGame, ZombicideRecord } from "./game-store.ts";

/**
 * A server save as a game on this device: the record is the whole truth; the options the lists show are read
 * back from its config (players named after their seats, survivors by seat).
 */
export function savedFromServer(
  id: string,
  name: string,
  record: ZombicideRecord,
  playerName: (n: number) => string,
  now: number,
): SavedGame {
  const seats = record.config.seats;
  const options: NewGameOptions = {
    playable: "",
    players: seats.map((_, i) => playerName(i + 1)),
    survivors: Object.fromEntries(
      (record.config.survivors ?? []).map((s) => [s.id, seats.indexOf(s.seat ?? "p1")]),
    ),
    boxes: [],
    band: "both",
    startingDeal: record.config.startingDeal ?? true,
    autoZombieChoices: record.config.autoZombieChoices ?? false,
    sandbox: (record.config.modules ?? []).includes("sandbox"),
    seed: record.seed,
  };
  return { id, title: name, options, record, round: 0, savedAt: now };
}
