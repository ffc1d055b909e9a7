import { err, ok, type Result, type RuleError, ruleError } from "@horda/table";
import { moveNeighbours } from "../../board/tables.ts";
import type { Board } from "../../board/types.ts";
import { abominationDeckCards, spawnCardId, type ZombieCatalog, zombieDeckCards } from "../catalog.ts";
import { buildDeck } from "../decks.ts";
import type { Deck, ZombicideConfig, ZombicideState } from "../types.ts";
import { spawnOrder } from "./spawn-order.ts";

const bad = (message: string): Result<never, RuleError> =>
  err(ruleError("bad_setup", "core-2e §1 Setup", message));

export const EMPTY_ZOMBIE_CATALOG: ZombieCatalog = { types: {}, pools: {}, spawnCards: {}, abominations: {} };

/**
 * The zombie side of setup (§1 step 5, §2): the catalogue, the Zombie and Abomination decks shuffled from the
 * seed (stacked cards on top), the Spawn Zones in spawn order, the Noise tokens the map lays, and the
 * buildings that never spawn (open at the start, or with survivors inside at the start).
 */
export function setupZombieSide(
  config: ZombicideConfig,
  board: Board,
  state: ZombicideState,
): Result<ZombicideState, RuleError> {
  const catalog = config.zombieCatalog ?? EMPTY_ZOMBIE_CATALOG;
  for (const z of state.zombies)
    if (!catalog.types[z.type])
      return bad(
        `zombie type "${z.type}" is not in the zombie catalogue (known: ${Object.keys(catalog.types).join(", ") || "none"})`,
      );
  for (const [type, n] of Object.entries(countByType(state)))
    if (n > (catalog.pools[type] ?? 0))
      return bad(`${n} ${type}s on the board, but the box has ${catalog.pools[type] ?? 0}`);
  const zombies = buildDeck(
    zombieDeckCards(catalog),
    state.rng,
    (config.decks?.zombies ?? []).map(spawnCardId),
  );
  if ("unknown" in zombies) return bad(`decks.zombies: no Zombie card "${zombies.unknown}" in the catalogue`);
  const deckCards = abominationDeckCards(catalog);
  for (const z of state.zombies) {
    if (z.card === undefined) continue;
    if (catalog.abominations[z.card]?.type !== z.type)
      return bad(`zombie ${z.id}: "${z.card}" is not an Abomination card of type ${z.type}`);
    const at = deckCards.indexOf(z.card);
    if (at < 0)
      return bad(`the Abomination card "${z.card}" is on the board more often than the deck has it`);
    deckCards.splice(at, 1);
  }
  const abominations = buildDeck(deckCards, zombies.rng, config.decks?.abominations ?? []);
  if ("unknown" in abominations)
    return bad(`decks.abominations: no Abomination card "${abominations.unknown}" left in the catalogue`);
  const order = spawnOrder(board, config.spawnOrder ?? []);
  if ("unknown" in order) return bad(`spawnOrder: no spawn token "${order.unknown}" on the map`);
  const zoneId = (i: number) => (board.zones[i] as Board["zones"][number]).id;
  const noise: Record<string, number> = { ...state.noise };
  for (const t of board.tokens)
    if (t.kind === "noise") noise[zoneId(t.zone)] = (noise[zoneId(t.zone)] ?? 0) + Number(t.props.count ?? 1);
  return ok({
    ...state,
    noise,
    rng: abominations.rng,
    zombieCatalog: catalog,
    zombieDeck: exactZombieDeck(zombies.deck, config),
    abominationDeck: abominations.deck,
    spawns: order.map((t) => ({
      token: t.id,
      zone: zoneId(t.zone),
      colour: String(t.props.spawn),
      activeFrom: t.props.active === false ? null : 1,
    })),
    buildingsOpened: neverSpawning(board, state),
    zombieWork: [],
    autoZombieChoices: config.autoZombieChoices ?? false,
  });
}

function countByType(state: ZombicideState): Record<string, number> {
  const out: Record<string, number> = {};
  for (const z of state.zombies) out[z.type] = (out[z.type] ?? 0) + 1;
  return out;
}

/**
 * Buildings that never spawn (§5): those open at the start (a room already has an open way out of the
 * building) and those with survivors inside at the start.
 */
function neverSpawning(board: Board, state: ZombicideState): number[] {
  const open = new Set(board.doors.filter((d) => state.openDoors.includes(d.id)).map((d) => d.index));
  const neighbours = moveNeighbours(board, open);
  const occupied = new Set(state.survivors.map((s) => board.zoneIndex[s.zone]));
  const out: number[] = [];
  board.buildings.forEach((rooms, b) => {
    const openAtStart = rooms.some((r) => (neighbours[r] ?? []).some((m) => board.zones[m]?.building !== b));
    if (openAtStart || rooms.some((r) => occupied.has(r))) out.push(b);
  });
  return out;
}

/** The zombie fields before `setupZombieSide` fills them in. */
export const ZOMBIE_SIDE_PLACEHOLDER = {
  zombieCatalog: EMPTY_ZOMBIE_CATALOG,
  zombieDeck: { draw: [], discard: [] },
  abominationDeck: { draw: [], discard: [] },
  spawns: [],
  buildingsOpened: [],
  zombieWork: [],
  autoZombieChoices: false,
} satisfies Partial<ZombicideState>;

/**
 * Scenarios: with `decks.exact` and listed Zombie cards, the draw pile is only those cards and the rest of the
 * deck starts on the discard pile (every card is still somewhere, and a reshuffle brings them back).
 */
function exactZombieDeck(deck: Deck, config: ZombicideConfig): Deck {
  const listed = config.decks?.zombies?.length ?? 0;
  if (!config.decks?.exact || listed === 0) return deck;
  return { draw: deck.draw.slice(0, listed), discard: deck.draw.slice(listed) };
}
