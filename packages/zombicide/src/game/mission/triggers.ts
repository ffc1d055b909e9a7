import type { MissionTrigger } from "@horda/content";
import { boardOf } from "../board-of.ts";
import type { ZombicideEvent } from "../events.ts";
import type { ZombicideState } from "../types.ts";

/** Something that happened, in the trigger vocabulary of mission files, with the survivor behind it. */
export interface Happening {
  readonly event: MissionTrigger["event"];
  readonly colour?: string;
  readonly round?: number;
  readonly zombie?: string;
  /** survivorEntersZone: the zone entered. */
  readonly zone?: string;
  /** counterReached: the counter and its values before and after. */
  readonly counter?: string;
  readonly from?: number;
  readonly to?: number;
  /** The survivor whose action caused it (addAdrenaline `to: actor`), if any. */
  readonly actor: string | null;
}

/** Objective tokens of the map (crates aside) by colour, and whether every one of a colour is taken. */
function allTaken(state: ZombicideState, colour?: string): boolean {
  const tokens = boardOf(state).tokens.filter(
    (t) => t.kind === "objective" && (colour === undefined || String(t.props.colour ?? "red") === colour),
  );
  return tokens.length > 0 && tokens.every((t) => state.objectivesTaken.includes(t.id));
}

/**
 * Reads one engine event as mission happenings. `state` is the state after the command (the tokens taken, the
 * doors and their colours), which is what `allObjectivesTaken` needs.
 */
export function happeningsOf(state: ZombicideState, e: ZombicideEvent): Happening[] {
  switch (e.type) {
    case "ObjectiveTaken": {
      if (e.kind === "crate") return [{ event: "crateTaken", actor: e.survivor }];
      const colour = e.colour ?? "red";
      const out: Happening[] = [{ event: "objectiveTaken", colour, actor: e.survivor }];
      if (allTaken(state, colour)) out.push({ event: "allObjectivesTaken", colour, actor: e.survivor });
      if (allTaken(state)) out.push({ event: "allObjectivesTaken", actor: e.survivor });
      return out;
    }
    case "DoorOpened": {
      const door = boardOf(state).doors.find((d) => d.id === e.door);
      return [{ event: "doorOpened", colour: door?.colour ?? "neutral", actor: e.survivor }];
    }
    case "PhaseChanged":
      if (e.phase === "end") return [{ event: "roundEnd", round: e.round, actor: null }];
      if (e.phase === "players") return [{ event: "roundStart", round: e.round, actor: null }];
      return [];
    case "ZombieKilled":
      return [{ event: "zombieKilled", zombie: e.zombieType, actor: e.by }];
    case "SurvivorMoved":
      return [{ event: "survivorEntersZone", zone: e.to, actor: e.survivor }];
    case "CarDriven":
      return e.occupants.map((o) => ({ event: "survivorEntersZone" as const, zone: e.to, actor: o }));
    default:
      return [];
  }
}

/** Whether a rule's trigger matches a happening. */
export function matches(state: ZombicideState, on: MissionTrigger, h: Happening): boolean {
  if (on.event !== h.event) return false;
  switch (on.event) {
    case "objectiveTaken":
    case "doorOpened":
      return on.colour === undefined || on.colour === h.colour;
    case "allObjectivesTaken":
      return on.colour === h.colour;
    case "crateTaken":
      return true;
    case "roundStart":
    case "roundEnd":
      return on.round === h.round;
    case "zombieKilled":
      return on.zombie === undefined || on.zombie === h.zombie;
    case "survivorEntersZone": {
      const board = boardOf(state);
      const token = board.tokens.find((t) => t.id === on.token);
      return token !== undefined && board.zones[token.zone]?.id === h.zone;
    }
    case "counterReached": {
      if (on.counter !== h.counter || h.from === undefined || h.to === undefined) return false;
      return (h.from < on.value && h.to >= on.value) || (h.from > on.value && h.to <= on.value);
    }
  }
}
