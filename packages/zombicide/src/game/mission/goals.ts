import type { MissionGoal } from "@horda/content";
import { boardOf } from "../board-of.ts";
import { fatalEliminations, outForGood, takesTurns } from "../survivors.ts";
import type { ZombicideState } from "../types.ts";
import type { MissionLose, MissionState, MissionText } from "./types.ts";

/** Whether one goal is met in this state. */
export function goalMet(state: ZombicideState, m: MissionState, g: MissionGoal): boolean {
  switch (g.goal) {
    case "takeObjectives": {
      const tokens = boardOf(state).tokens.filter(
        (t) =>
          t.kind === "objective" && (g.colour === undefined || String(t.props.colour ?? "red") === g.colour),
      );
      const taken = tokens.filter((t) => state.objectivesTaken.includes(t.id)).length;
      return g.count === "all" ? tokens.length > 0 && taken === tokens.length : taken >= g.count;
    }
    case "reachExit": {
      const escaped = state.survivors.filter((s) => s.escaped).length;
      const enough =
        g.survivors === "all"
          ? escaped > 0 && state.survivors.every((s) => s.escaped || s.eliminated)
          : escaped >= g.survivors;
      return enough && !(g.noAbomination && state.zombies.some((z) => abomination(state, z.type)));
    }
    case "killZombies": {
      const kills =
        g.zombie === undefined ? Object.values(m.kills).reduce((a, b) => a + b, 0) : (m.kills[g.zombie] ?? 0);
      return kills >= g.count;
    }
    case "surviveRounds":
      return state.turn.round > g.rounds;
    case "counter":
      return (m.counters[g.counter] ?? 0) >= g.value;
  }
}

function abomination(state: ZombicideState, type: string): boolean {
  return state.zombieCatalog.types[type]?.maxOnBoard !== undefined;
}

const text = (en: string, pt: string): MissionText => ({ en, "pt-BR": pt });

/** The first lose condition that holds now, with its reason; null if none. */
export function lostBy(
  state: ZombicideState,
  m: MissionState,
): { readonly what: string; readonly reason: MissionText } | null {
  const eliminated = outForGood(state);
  const fatal = fatalEliminations(state);
  if (fatal.length > 0) {
    const names = fatal.map((s) => s.name).join(", ");
    return {
      what: "core-2e §8 a survivor eliminated",
      reason: text(`${names} eliminated`, `${names} eliminad${fatal.length > 1 ? "os" : "o"}`),
    };
  }
  for (const l of m.lose) {
    const r = loseReason(state, m, l, eliminated.length);
    if (r) return r;
  }
  return null;
}

/** Checked after the goals: with nobody left on the board the goals can no longer be met. */
export function nobodyLeft(
  state: ZombicideState,
): { readonly what: string; readonly reason: MissionText } | null {
  // Companions left behind cannot act: only survivors that take Turns can still meet the goals (§12).
  return state.survivors.every((s) => !takesTurns(s))
    ? {
        what: "no survivor left on the board and the goals not met",
        reason: text(
          "No survivor is left on the board to finish the mission",
          "Não resta sobrevivente no tabuleiro para terminar a missão",
        ),
      }
    : null;
}

function loseReason(
  state: ZombicideState,
  m: MissionState,
  l: MissionLose,
  eliminated: number,
): { readonly what: string; readonly reason: MissionText } | null {
  switch (l.condition) {
    case "roundLimit":
      return state.turn.round > l.round
        ? {
            what: `roundLimit ${l.round}`,
            reason: text(
              `Round ${l.round} ended before the goals were met`,
              `A rodada ${l.round} terminou antes dos objetivos`,
            ),
          }
        : null;
    case "survivorsEliminated":
      return eliminated >= l.count
        ? {
            what: `survivorsEliminated ${l.count}`,
            reason:
              eliminated === 1
                ? text("1 survivor eliminated", "1 sobrevivente eliminado")
                : text(`${eliminated} survivors eliminated`, `${eliminated} sobreviventes eliminados`),
          }
        : null;
    case "counter":
      return (m.counters[l.counter] ?? 0) >= l.value
        ? {
            what: `counter ${l.counter} ${l.value}`,
            reason: text(`${l.counter} reached ${l.value}`, `${l.counter} chegou a ${l.value}`),
          }
        : null;
  }
}
