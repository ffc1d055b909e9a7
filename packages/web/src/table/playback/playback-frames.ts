import type { ZombicideEvent, ZombicideState } from "@horda/zombicide";
import type { PieceSource } from "../board/pieces-of.ts";

/** Events that belong to the zombies' side: a step with any of them is played back. */
const ZOMBIE_EVENTS = new Set([
  "ZombiesActivated",
  "ZombiesAttacked",
  "ZombiesHunt",
  "ZombiesMoved",
  "ZombiesStayed",
  "ZombieCardDrawn",
  "ZombiesSpawned",
  "AbominationDrawn",
  // A Fast Drive's Car Attack (§5) plays back like the other attacks.
  "CarAttacked",
]);

export function hasZombiePhase(events: readonly ZombicideEvent[]): boolean {
  return events.some((e) => ZOMBIE_EVENTS.has(e.type));
}

type Zombie = PieceSource["zombies"][number];
type Survivor = PieceSource["survivors"][number];

/** The pieces after each event, from the state before the step: what the board shows at step i. */
export function playbackFrames(before: ZombicideState, events: readonly ZombicideEvent[]): PieceSource[] {
  let zombies: Zombie[] = before.zombies.map((z) => ({ ...z }));
  let survivors: Survivor[] = before.survivors.map((s) => ({ ...s }));
  let cars = before.cars;
  const frames: PieceSource[] = [];
  for (const e of events) {
    switch (e.type) {
      case "ZombiesMoved": {
        const moving = new Set(e.zombies);
        zombies = zombies.map((z) => (moving.has(z.id) ? { ...z, zone: e.to } : z));
        break;
      }
      case "ZombiesSpawned":
      case "SandboxZombiesAdded":
        zombies = [...zombies, ...e.zombies.map((id) => ({ id, type: e.zombie, zone: e.zone }))];
        break;
      case "ZombieKilled":
        zombies = zombies.filter((z) => z.id !== e.zombie);
        break;
      case "CarDriven": {
        const riding = new Set(e.occupants);
        cars = cars?.map((c) => (c.id === e.car ? { ...c, zone: e.to } : c));
        survivors = survivors.map((s) => (riding.has(s.id) ? { ...s, zone: e.to } : s));
        break;
      }
      case "SurvivorMoved":
        survivors = survivors.map((s) => (s.id === e.survivor ? { ...s, zone: e.to } : s));
        break;
      case "SurvivorEliminated":
        survivors = survivors.map((s) => (s.id === e.survivor ? { ...s, eliminated: true } : s));
        break;
      case "SurvivorEscaped":
        survivors = survivors.map((s) => (s.id === e.survivor ? { ...s, escaped: true } : s));
        break;
      default:
        break;
    }
    frames.push({ seats: before.seats, survivors, zombies, ...(cars ? { cars } : {}) });
  }
  return frames;
}
