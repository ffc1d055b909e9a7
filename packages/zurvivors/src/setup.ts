import { err, ok, type Result, type RuleError, ruleError, type Seat, seedRng, shuffle } from "@horda/table";
import { defaultCardSet } from "./cards/default-set.ts";
import type { CardSet } from "./cards/schema.ts";
import { validateCardSet } from "./cards/validate.ts";
import type { Events } from "./events.ts";
import { run } from "./flow.ts";
import { MAX_PLAYERS, MIN_PLAYERS, TOKEN_KINDS, type TokenKind } from "./kinds.ts";
import { dealItems, dealObjectives } from "./round.ts";
import type { PlayerState, ZState } from "./state.ts";

const SETUP = "Zurvivors: Setup";

export interface ZConfig {
  /** 3 to 6. */
  readonly players: number;
  /** Survivor card ids by seat (p1 first); default: dealt at random. */
  readonly survivors?: readonly string[];
  /** Seat index (0-based) holding the First Player Card; default: chosen at random. */
  readonly firstPlayer?: number;
  /** A card set (the shape of `content/zurvivors-default`); default: Horda's default set. */
  readonly cardSet?: CardSet;
}

function refuse(message: string, details?: RuleError["details"]): Result<ZState, RuleError> {
  return err(ruleError("bad_config", SETUP, message, details));
}

export function seatName(i: number): Seat {
  return `p${i + 1}`;
}

export function setup(config: ZConfig, seed: string): Result<ZState, RuleError> {
  if (typeof config !== "object" || config === null)
    return refuse("The config must be an object like { players: 4 }.");
  const n = config.players;
  if (!Number.isInteger(n) || n < MIN_PLAYERS || n > MAX_PLAYERS) {
    return refuse(`Zurvivors is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players; got ${String(n)}.`);
  }
  let set = defaultCardSet();
  if (config.cardSet !== undefined) {
    const c = config.cardSet;
    const checked = validateCardSet({
      "pack.json": c.pack,
      "items.json": c.items,
      "escape.json": c.escape,
      "survivors.json": c.survivors,
      "objectives.json": c.objectives,
      "rewards.json": c.rewards,
      "city.json": c.city,
      "placement.json": c.placement,
      "time.json": c.time,
      "tokens.json": c.tokens,
    });
    if (!checked.ok) {
      const first = checked.issues.find((i) => i.severity === "error")!;
      return refuse(`The card set is invalid: ${first.file} ${first.path}: ${first.message}`);
    }
    set = checked.set;
  }
  let rng = seedRng(seed);
  const seats = Array.from({ length: n }, (_, i) => seatName(i));

  // 1. Survivor cards (and their wooden survivors), dealt or chosen.
  let survivors: string[];
  if (config.survivors !== undefined) {
    survivors = [...config.survivors];
    const known = set.survivors.cards.map((c) => c.id);
    if (
      survivors.length !== n ||
      new Set(survivors).size !== n ||
      survivors.some((x) => !known.includes(x))
    ) {
      return refuse(`survivors must list ${n} different survivor ids from: ${known.join(", ")}.`);
    }
  } else {
    const [all, next] = shuffle(
      set.survivors.cards.map((c) => c.id),
      rng,
    );
    rng = next;
    survivors = all.slice(0, n);
  }
  if (
    config.firstPlayer !== undefined &&
    !(Number.isInteger(config.firstPlayer) && config.firstPlayer >= 0 && config.firstPlayer < n)
  ) {
    return refuse(`firstPlayer is a seat index from 0 to ${n - 1}; got ${String(config.firstPlayer)}.`);
  }

  // 4-5. The city: 4 cards for 3 players, 6 otherwise, half on each side of the Starting Card.
  const cityCount = n === 3 ? 4 : 6;
  const [cityIds, rng2] = shuffle(
    set.city.cards.map((c) => c.id),
    rng,
  );
  rng = rng2;
  const half = cityCount / 2;
  const chosen = cityIds.slice(0, cityCount);
  const start = half + 1;
  const rescue = cityCount + 2;
  const cards: ZState["track"]["cards"] = Array.from({ length: rescue + 1 }, () => null);
  chosen.forEach((id, i) => {
    cards[i < half ? i + 1 : i + 2] = { id, faceUp: false };
  });

  // 9. First player: the rulebook's "who most recently saw a zombie" becomes the config or a random seat.
  let first = config.firstPlayer;
  if (first === undefined) {
    const [roll, rng3] = shuffle(seats, rng);
    rng = rng3;
    first = seats.indexOf(roll[0]!);
  }

  const players: Record<Seat, PlayerState> = {};
  seats.forEach((seat, i) => {
    players[seat] = {
      survivor: survivors[i]!,
      zombie: false,
      pos: start,
      ability: "ready",
      blockNext: false,
      objective: null,
      reward: null,
      revealed: false,
      backpack: [],
      hand: [],
      placed: [],
      commit: null,
      inRound: true,
    };
  });

  // 2. Items for this player count plus the escape cards of the survivors in play form one deck.
  const deck = [
    ...set.items.cards.filter((c) => c.players <= n).map((c) => c.id),
    ...set.escape.cards.filter((c) => survivors.includes(c.survivor)).map((c) => c.id),
  ];
  const supply = Object.fromEntries(TOKEN_KINDS.map((k) => [k, set.tokens.counts[k]])) as Record<
    TokenKind,
    number
  >;
  const s: ZState = {
    game: "zurvivors",
    version: 1,
    set,
    seats,
    players,
    time: Math.max(...set.time.cards.flatMap((c) => [c.front, c.back])),
    round: 1,
    firstPlayer: seats[first]!,
    rng,
    track: { start, rescue, horde: 0, cards },
    deck,
    discard: [],
    zombieArea: [],
    objectiveDeck: set.objectives.cards.map((c) => c.id),
    rewardDeck: set.rewards.cards.map((c) => c.id),
    supply,
    // 7. Placement cards for the player count, ascending.
    placementGame: [...set.placement.cards]
      .sort((a, b) => a.order - b.order)
      .filter((c) => c.order <= n)
      .map((c) => c.id),
    placementDeck: [],
    placementRemoved: [],
    placements: [],
    escaping: [],
    deferHorde: false,
    deferredHorde: 0,
    brokenIcons: 0,
    step: 0,
    queue: [{ t: "placeStep" }],
    pending: [],
    nextDecision: 1,
    result: null,
  };
  s.placementDeck = [...s.placementGame];
  dealObjectives(s);
  dealItems(s);
  const ev: Events = [];
  run(s, ev);
  return ok(s);
}
