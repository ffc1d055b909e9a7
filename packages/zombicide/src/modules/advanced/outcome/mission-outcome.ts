import { cardData, cardOf } from "../../../game/cards.ts";
import { survivorDanger } from "../../../game/danger.ts";
import { fatalEliminations } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { rulesOf } from "../../../kernel/registry.ts";
import { knockOutSlice } from "../knock-out/state.ts";
import { objectiveCardsSlice } from "../objective-cards/state.ts";
import type { HeldCard, MissionOutcome, SurvivorFate, SurvivorOutcome } from "./types.ts";

/**
 * What the mission leaves for the campaign, read from the game state (pure; see types.ts). A survivor
 * eliminated without the KO rules is dead; a Companion is listed apart (discarded unless a card kept it).
 */
export function missionOutcome(state: ZombicideState): MissionOutcome {
  const ko = knockOutSlice.read(state);
  const cards = objectiveCardsSlice.read(state);
  return {
    mission: state.mission?.id ?? null,
    result: resultOf(state),
    round: state.turn.round,
    survivors: state.survivors
      .filter((s) => !s.companion)
      .map((s) => survivorOutcome(state, s, fateOf(s, ko), cards.cxp[s.id] ?? 0)),
    keywords: [...cards.keywords],
    achievements: [...cards.achievements],
    companions: state.survivors
      .filter((s) => s.companion && !(s.eliminated && !knockOutSlice.read(state).rescued.includes(s.id)))
      .map((s) => ({
        id: s.id,
        card: s.card,
        leader: s.companion?.leader ?? null,
        keep: cards.keepCompanions,
      })),
    companionsDead: state.survivors
      .filter((s) => s.companion && s.eliminated && !ko.rescued.includes(s.id))
      .map((s) => s.card ?? s.id),
  };
}

function resultOf(state: ZombicideState): MissionOutcome["result"] {
  const ended = state.mission?.outcome;
  if (ended) return ended.result === "win" ? "won" : "lost";
  const status = rulesOf(state).hooks.status({ state });
  if (status && status.kind === "finished") return status.outcome === "win" ? "won" : "lost";
  return fatalEliminations(state).length > 0 ? "lost" : "ongoing";
}

function fateOf(s: SurvivorState, ko: ReturnType<typeof knockOutSlice.read>): SurvivorFate {
  if (!s.eliminated) return "alive";
  if (ko.rescued.includes(s.id)) return "rescued";
  if (ko.down[s.id]) return "ko";
  return "dead";
}

function survivorOutcome(
  state: ZombicideState,
  s: SurvivorState,
  fate: SurvivorFate,
  extraCxp: number,
): SurvivorOutcome {
  const level = survivorDanger(s);
  const held: HeldCard[] = [
    ...s.hands.flatMap((u) => (u === null ? [] : [{ uid: u, slot: "hand" as const }])),
    ...s.backpack.map((u) => ({ uid: u, slot: "backpack" as const })),
  ].map(({ uid, slot }) => {
    const keep = cardData(state, uid)?.keep?.value;
    return { uid, card: cardOf(uid), slot, ...(keep !== undefined ? { keep } : {}) };
  });
  return {
    id: s.id,
    card: s.card,
    seat: s.seat,
    fate,
    equipment: fate === "alive" ? held : [],
    // Each mission starts the Adrenaline bar again, so the level reached is the one reached this mission;
    // Ultrared laps keep the survivor at Red and add nothing.
    reachedOrange: level === "orange" || level === "red",
    reachedRed: level === "red",
    extraCxp,
  };
}
