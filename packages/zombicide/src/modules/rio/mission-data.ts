import { cardEffects, type MissionFile, type ObjectiveCard } from "@horda/content";
import { boardOf } from "../../game/board-of.ts";
import type { ZombicideEvent } from "../../game/events.ts";
import type { ZombicideState, ZoneId } from "../../game/types.ts";
import { objectiveCardsSlice } from "../advanced/index.ts";

/** The team's keywords (the Objective cards' KEYWORDS: GATE KEY, CLEARANCE CARD...). */
export function teamHas(state: ZombicideState, keyword: string): boolean {
  return objectiveCardsSlice.read(state).keywords.includes(keyword);
}

/**
 * Whether this survivor holds the keyword's card: it took the Objective card (or the card leading to the Note)
 * that gave it ("a Survivor with the Clearance Card", "a Survivor holding the Tactical Radio"). The card stays
 * with its taker: the book says nothing of handing Objective cards over (?).
 */
export function survivorHolds(state: ZombicideState, survivor: string, keyword: string): boolean {
  const o = objectiveCardsSlice.read(state);
  if (!o.keywords.includes(keyword)) return false;
  const gives = new Set(cardsGiving(o.set?.cards ?? [], [keyword]).map((c) => c.id));
  return o.read.some((r) => r.survivor === survivor && gives.has(r.card));
}

/** The Objective cards that give one of `keywords` (in their effects or one of their choices'). */
function cardsGiving(cards: readonly ObjectiveCard[], keywords: readonly string[]): ObjectiveCard[] {
  return cards.filter((c) =>
    cardEffects(c).some((e) => "effect" in e && e.effect === "gainKeyword" && keywords.includes(e.keyword)),
  );
}

/** Whether the Objective card `id` of the mission's set has been read. */
export function cardRead(state: ZombicideState, id: string): boolean {
  return objectiveCardsSlice.read(state).read.some((r) => r.card === id);
}

/** The mission's `settings` for a module (docs/missions.md), or an empty record. */
export function settingsOf(
  mission: MissionFile | undefined,
  module: string,
): Readonly<Record<string, unknown>> {
  return mission?.settings?.[module] ?? {};
}

/**
 * A mission rule module moves a mission counter (a goal reads it), told like a special rule's `addToCounter`.
 * Without a mission or that counter nothing happens.
 */
export function addToCounter(
  state: ZombicideState,
  counter: string,
  amount: number,
  ruleId: string,
  rule: string,
  events: ZombicideEvent[],
): ZombicideState {
  const m = state.mission;
  if (!m || !(counter in m.counters)) return state;
  const value = (m.counters[counter] ?? 0) + amount;
  events.push({ type: "CounterChanged", counter, value, ruleId, rule });
  return { ...state, mission: { ...m, counters: { ...m.counters, [counter]: value } } };
}

/** The Objective card lying on a map objective token, if the mission's set has one there. */
export function cardOnToken(state: ZombicideState, token: string): string | undefined {
  return objectiveCardsSlice.read(state).set?.cards.find((c) => c.token === token)?.id;
}

/** A record of strings from a module's settings (ignoring what is not a string). */
export function stringRecord(value: unknown): Readonly<Record<string, string>> {
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, string] => typeof e[1] === "string"),
  );
}

/** A list of strings from a module's settings. */
export function stringList(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/**
 * Zones of the Objectives still on the board whose Objective card gives one of `keywords` (the mission's set is
 * public: the mission sheet numbers its Objectives): where a module waiting for those KEYWORDS wants the team.
 */
export function objectivesGiving(state: ZombicideState, keywords: readonly string[]): ZoneId[] {
  const cards = objectiveCardsSlice.read(state).set?.cards ?? [];
  const wanted = new Set(cardsGiving(cards, keywords).flatMap((c) => (c.token ? [c.token] : [])));
  const board = boardOf(state);
  return board.tokens
    .filter((t) => t.kind === "objective" && wanted.has(t.id) && !state.objectivesTaken.includes(t.id))
    .map((t) => (board.zones[t.zone] as (typeof board.zones)[number]).id);
}
