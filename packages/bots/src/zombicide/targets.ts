import { cardEffects } from "@horda/content";
import { moduleAims, objectiveCardsSlice, tokenRefused } from "@horda/zombicide";
import { senseOf, stepsBetween } from "./board-sense.ts";
import { asState, type BotSees } from "./sees.ts";

const BOT_CRATES = globalThis.process?.env?.BOT_CRATES === "1";

/** Does the mission still ask for something besides reaching the exit? Read from the goals data. */
export function exitTime(seen: BotSees): boolean {
  const mission = seen.mission;
  if (!mission) return !openTokens(seen).some((t) => t.kind === "objective");
  return mission.goals.every((goal, i) => goal.goal === "reachExit" || mission.goalsReached.includes(i));
}

interface TokenSpot {
  readonly kind: string;
  readonly id: string;
  readonly zone: number;
}

/** Objectives and crates still on the board that no module keeps the team from taking now. */
function openTokens(seen: BotSees): TokenSpot[] {
  const someone = seen.survivors.find((s) => !s.eliminated && !s.escaped && !s.companion);
  return senseOf(seen).board.tokens.filter(
    (t) =>
      (t.kind === "objective" || t.kind === "crate") &&
      !seen.objectivesTaken.includes(t.id) &&
      (someone === undefined || !tokenRefused(asState(seen), someone, t.id)),
  );
}

/** Zones of map tokens that a rule not yet fired waits for a survivor to enter (`survivorEntersZone`). */
function rallyZones(seen: BotSees): number[] {
  const mission = seen.mission;
  if (!mission) return [];
  const wanted = new Set(
    mission.rules
      .filter((r) => r.on.event === "survivorEntersZone" && (r.repeat || !mission.fired.includes(r.id)))
      .map((r) => (r.on as { token?: string }).token),
  );
  return senseOf(seen)
    .board.tokens.filter((t) => wanted.has(t.id))
    .map((t) => t.zone);
}

function exitZones(seen: BotSees): number[] {
  return senseOf(seen)
    .board.tokens.filter((t) => t.kind === "exit")
    .map((t) => t.zone);
}

/**
 * Zones the team heads for, from the mission's goals: a place a rule module's goal asks for now (RuleModule.aims),
 * else Objectives (and crates) still on the board and zones special rules wait for while goals other than the
 * exit are open, the Exit Zone once only the exit is left
 * (or when nothing else can be reached). Objectives behind doors still locked are left for later.
 */
export function targetZones(seen: BotSees, from: readonly number[]): number[] {
  const sense = senseOf(seen);
  const reachable = (z: number) => from.some((f) => stepsBetween(sense, f, z) < 999);
  // A lone Companion is rallied first: its elimination loses most missions, and it counts for the exit.
  const lone = seen.survivors
    .filter((s) => s.companion && s.companion.leader === null && !s.eliminated && !s.escaped)
    .map((s) => sense.board.zoneIndex[s.zone] as number)
    .filter(reachable);
  if (lone.length > 0) return lone;
  const exits = exitZones(seen);
  if (exitTime(seen)) return exits;
  // A place a module's goal asks for now (the Zone to gather in...) comes before the Objectives.
  const aims = moduleAims(asState(seen))
    .map((z) => sense.board.zoneIndex[z] as number)
    .filter(reachable);
  if (aims.length > 0) return aims;
  // Crates are taken on the way (their Epic weapons are welcome) unless a rule waits for one.
  const crates = BOT_CRATES || (seen.mission?.rules.some((r) => r.on.event === "crateTaken") ?? false);
  const tokens = openTokens(seen).filter((t) => t.kind === "objective" || crates);
  // Objectives whose card moves a counter an open goal reads come first (the mission's card set is public),
  // unless part of a split team has no way to any of them (it then goes for the Objectives on its side).
  const needed = goalObjectives(seen, tokens).filter(reachable);
  if (needed.length > 0 && from.every((f) => needed.some((z) => stepsBetween(sense, f, z) < 999)))
    return needed;
  const objectives = [...tokens.map((t) => t.zone), ...rallyZones(seen)].filter(reachable);
  return objectives.length > 0 ? objectives : exits;
}

/** Zones of the Objectives among `tokens` whose Objective card adds to the counter of a goal not reached yet. */
function goalObjectives(seen: BotSees, tokens: readonly TokenSpot[]): number[] {
  const mission = seen.mission;
  const cards = objectiveCardsSlice.read(asState(seen)).set?.cards ?? [];
  if (!mission || cards.length === 0) return [];
  const counters = new Set(
    mission.goals.flatMap((g, i) =>
      g.goal === "counter" && !mission.goalsReached.includes(i) ? [g.counter] : [],
    ),
  );
  if (counters.size === 0) return [];
  const serving = new Set(
    cards
      .filter((c) =>
        cardEffects(c).some(
          (e) => "effect" in e && e.effect === "addToCounter" && counters.has(e.counter) && e.amount > 0,
        ),
      )
      .flatMap((c) => (c.token ? [c.token] : [])),
  );
  return tokens.filter((t) => t.kind === "objective" && serving.has(t.id)).map((t) => t.zone);
}
