import type { ZombicideEvent, ZombicideState } from "@horda/zombicide";
import type { PieceSource } from "../board/pieces-of.ts";
import { playsNothing } from "../log/says-nothing.ts";

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

const ENDS_GAME = new Set(["GameWon", "GameLost"]);

/**
 * The events a playback shows: no filler, and nothing after the game is won or lost (the line that ends it is
 * the last one shown).
 */
export function playbackEvents(events: readonly ZombicideEvent[]): ZombicideEvent[] {
  const out: ZombicideEvent[] = [];
  for (const e of events) {
    if (playsNothing(e)) continue;
    out.push(e);
    if (ENDS_GAME.has(e.type)) break;
  }
  return out;
}

/** Whether the step has zombie-side work to play back before the game ends. */
export function hasZombiePhase(events: readonly ZombicideEvent[]): boolean {
  return playbackEvents(events).some((e) => ZOMBIE_EVENTS.has(e.type));
}

/**
 * What the playback is: the Zombies' phase (the step reached it), or zombies acting during a player's turn
 * (a building opened and spawned, a Car Attack).
 */
export type PlaybackKind = "phase" | "building" | "car-attack" | "during-turn";

export function playbackKind(events: readonly ZombicideEvent[]): PlaybackKind {
  const shown = playbackEvents(events);
  if (shown.some((e) => e.type === "PhaseChanged" && e.phase === "zombies")) return "phase";
  if (shown.some((e) => e.type === "BuildingOpened")) return "building";
  return shown.some((e) => e.type === "CarAttacked") ? "car-attack" : "during-turn";
}

type Zombie = PieceSource["zombies"][number];
/** A survivor as the state before the step had it: the dashboards read the whole of it during a playback. */
type Survivor = ZombicideState["survivors"][number];

/**
 * Whose Clock and night a frame shows (Fort Hendrix): the step's End Phase moves the Clock (`ClockAdvanced`).
 * Until then the Zombies' Phase played under the night of the state after the step (`after`: the beams the
 * survivors left on), unless that End Phase broke the day or let the night fall (`before`: the state before the
 * step, with the beams day put out); from the Clock's move on, the state after the step.
 */
export type FrameNight = "before" | "after";

/**
 * The pieces after each event, from the state before the step: what the board shows at step i. Its survivors
 * are whole (the before state's, with the moves, Wounds, eliminations and escapes played so far), so the
 * survivors' cards show the Wounds as the attacks come, not the state after the step.
 */
export type PlaybackFrame = Omit<PieceSource, "survivors"> & {
  readonly survivors: readonly Survivor[];
  readonly round: number;
  readonly phase: string;
  readonly night: FrameNight;
};

export function playbackFrames(before: ZombicideState, events: readonly ZombicideEvent[]): PlaybackFrame[] {
  let round = before.turn.round;
  let phase: string = before.turn.phase;
  let zombies: Zombie[] = before.zombies.map((z) => ({ ...z }));
  let survivors: Survivor[] = before.survivors.map((s) => ({ ...s }));
  let cars = before.cars;
  let night: FrameNight = events.some((e) => e.type === "DayBroke" || e.type === "NightFell")
    ? "before"
    : "after";
  const frames: PlaybackFrame[] = [];
  for (const e of events) {
    switch (e.type) {
      case "ClockAdvanced":
        night = "after";
        break;
      case "ZombiesMoved": {
        const moving = new Set(e.zombies);
        zombies = zombies.map((z) => (moving.has(z.id) ? { ...z, zone: e.to } : z));
        break;
      }
      case "ZombiesSpawned":
      case "SandboxZombiesAdded":
        zombies = [...zombies, ...e.zombies.map((id) => ({ id, type: e.zombie, zone: e.zone }))];
        break;
      // Fort Hendrix: a Shooter card calls one Shooter Walker to each zone listed (`zones[i]` gets `zombies[i]`).
      case "ShooterWalkersJoined":
        zombies = [
          ...zombies,
          ...e.zombies.map((id, i) => ({ id, type: "shooter-walker", zone: e.zones[i] ?? e.zones[0] ?? "" })),
        ];
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
      // Rio's Zombie Pull and the Lifesaver skill move a survivor too.
      case "ZombiePulled":
      case "SurvivorPulled":
        survivors = survivors.map((s) => (s.id === e.survivor ? { ...s, zone: e.to } : s));
        break;
      case "WoundTaken":
        survivors = survivors.map((s) => (s.id === e.survivor ? { ...s, wounds: e.total } : s));
        break;
      case "SurvivorEliminated":
      // KO / R.I.P.: a KOed survivor is eliminated in the state, lying down (its own event says it).
      case "SurvivorKnockedOut":
        survivors = survivors.map((s) => (s.id === e.survivor ? { ...s, eliminated: true } : s));
        break;
      case "SurvivorEscaped":
        survivors = survivors.map((s) => (s.id === e.survivor ? { ...s, escaped: true } : s));
        break;
      case "PhaseChanged":
        round = e.round;
        phase = e.phase;
        break;
      default:
        break;
    }
    frames.push({ seats: before.seats, survivors, zombies, round, phase, night, ...(cars ? { cars } : {}) });
  }
  return frames;
}
