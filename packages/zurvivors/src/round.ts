import { type Seat, shuffle } from "@horda/table";
import { HORDE_ITEMS, matchZombieItems } from "./combos.ts";
import type { Events } from "./events.ts";
import { HAND_SIZE, isItemKind } from "./kinds.ts";
import {
  clockwiseFrom,
  livingSurvivors,
  nextLeft,
  player,
  survivorCard,
  survivorsInRound,
} from "./lookup.ts";
import type { Task, ZState } from "./state.ts";

/** The round ends when the second-to-last placement is decided (or nobody is left in it). */
function roundOver(s: ZState): Task[] | null {
  const left = survivorsInRound(s);
  if (left.length === 0 || (left.length === 1 && s.placements.length > 0)) {
    return [{ t: "lastPlaced", seats: left }, { t: "roundEnd" }];
  }
  return null;
}

export function flushHorde(s: ZState): Task[] {
  s.deferHorde = false;
  s.escaping = [];
  const n = s.deferredHorde;
  s.deferredHorde = 0;
  return n > 0 ? [{ t: "hordeMove", n }] : [];
}

export function afterEscapes(s: ZState): Task[] {
  return (
    roundOver(s) ?? [
      ...survivorsInRound(s).map((seat): Task => ({ t: "turn", seat })),
      { t: "zombieAbilities" },
      { t: "hordeCheck" },
      { t: "endStep" },
    ]
  );
}

/** Zombie Ability: each zombie whose combination lies in the shared area triggers, clockwise. */
export function zombieAbilities(s: ZState, ev: Events): Task[] {
  const tasks: Task[] = [];
  for (const seat of clockwiseFrom(s, s.firstPlayer)) {
    if (!player(s, seat).zombie) continue;
    const card = survivorCard(s, seat);
    const cards = matchZombieItems(s, card.zombie.combination);
    if (!cards) continue;
    s.zombieArea = s.zombieArea.filter((c) => !cards.includes(c));
    s.discard.push(...cards);
    ev.push({ type: "ZombieAbility", seat, survivor: card.id, cards });
    for (const effect of card.zombie.effects)
      tasks.push({ t: "effect", seat, effect, level: null, source: "zombie" });
  }
  return tasks;
}

/** Advance the Zombie Horde: one of each zombie item in the shared area moves the horde a card. */
export function hordeCheck(s: ZState, ev: Events): Task[] {
  const cards = matchZombieItems(s, HORDE_ITEMS);
  if (!cards) return [];
  s.zombieArea = s.zombieArea.filter((c) => !cards.includes(c));
  s.discard.push(...cards);
  ev.push({ type: "HordeCalled", cards });
  return [{ t: "hordeMove", n: 1 }];
}

/** End of a step: the round may be over; otherwise every hand in the round goes to the left. */
export function endStep(s: ZState, ev: Events): Task[] {
  const over = roundOver(s);
  if (over) return over;
  const inRound = s.seats.filter((x) => player(s, x).inRound);
  const received = new Map<Seat, string[]>();
  for (const seat of inRound) {
    const to = nextLeft(s, seat, (x) => player(s, x).inRound) ?? seat;
    received.set(to, player(s, seat).hand);
  }
  for (const seat of inRound) player(s, seat).hand = received.get(seat) ?? [];
  ev.push({ type: "CardsPassed", seats: inRound });
  return [{ t: "placeStep" }];
}

export function roundEnd(s: ZState, ev: Events): Task[] {
  ev.push({
    type: "RoundEnded",
    round: s.round,
    time: s.time,
    placements: s.placements.map((p) => ({ ...p })),
  });
  if (s.time <= 1) {
    finalScore(s, ev);
    return [];
  }
  nextRound(s, ev);
  return [{ t: "placeStep" }];
}

/** End of Game after 1:00: closest to the rescue; ties by item tokens, then shared. */
function finalScore(s: ZState, ev: Events): void {
  const alive = livingSurvivors(s);
  const best = Math.max(...alive.map((x) => player(s, x).pos));
  const closest = alive.filter((x) => player(s, x).pos === best);
  const items = (x: Seat) => player(s, x).backpack.filter(isItemKind).length;
  const most = Math.max(...closest.map(items));
  const winners = s.seats.filter((x) => closest.includes(x) && items(x) === most);
  const how =
    closest.length === 1
      ? "closest to the Rescue Card"
      : winners.length === 1
        ? "closest, with the most item tokens"
        : "tied, sharing the victory";
  s.result = {
    outcome: "closest",
    winners,
    reason: `Time ran out at 1:00; ${winners.join(", ")} ${winners.length > 1 ? "are" : "is"} ${how}.`,
  };
  ev.push({ type: "GameEnded", winners, outcome: "closest" });
}

/** The survivor closest to the horde starts; ties go to the tied player nearest the current starter's left. */
export function nextFirstPlayer(s: ZState): Seat {
  const alive = livingSurvivors(s);
  if (alive.length === 0) return s.firstPlayer;
  const nearest = Math.min(...alive.map((x) => player(s, x).pos));
  return clockwiseFrom(s, s.firstPlayer).find((x) => alive.includes(x) && player(s, x).pos === nearest)!;
}

/** Preparation for the Next Round. */
export function nextRound(s: ZState, ev: Events): void {
  s.firstPlayer = nextFirstPlayer(s);
  s.time--;
  s.round++;
  s.placementDeck = [...s.placementGame];
  s.placements = [];
  s.brokenIcons = 0;
  s.step = 0;
  for (const seat of s.seats) {
    const p = player(s, seat);
    p.ability = p.blockNext ? "blocked" : "ready";
    p.blockNext = false;
    p.revealed = false;
    p.inRound = true;
    p.commit = null;
  }
  dealObjectives(s);
  const all = [
    ...s.deck,
    ...s.discard,
    ...s.zombieArea,
    ...s.seats.flatMap((x) => [...player(s, x).hand, ...player(s, x).placed]),
  ];
  for (const seat of s.seats) {
    player(s, seat).hand = [];
    player(s, seat).placed = [];
  }
  s.discard = [];
  s.zombieArea = [];
  s.deck = all;
  dealItems(s);
  ev.push({ type: "RoundStarted", round: s.round, time: s.time, firstPlayer: s.firstPlayer });
}

/** Objective and reward cards, shuffled and dealt face down to every survivor. */
export function dealObjectives(s: ZState): void {
  const objectives = [...s.objectiveDeck];
  const rewards = [...s.rewardDeck];
  for (const seat of s.seats) {
    const p = player(s, seat);
    if (p.objective) objectives.push(p.objective);
    if (p.reward) rewards.push(p.reward);
    p.objective = null;
    p.reward = null;
  }
  const [o, rng1] = shuffle(objectives, s.rng);
  const [r, rng2] = shuffle(rewards, rng1);
  s.rng = rng2;
  for (const seat of clockwiseFrom(s, s.firstPlayer)) {
    const p = player(s, seat);
    if (p.zombie) continue;
    p.objective = o.shift() ?? null;
    p.reward = r.shift() ?? null;
  }
  s.objectiveDeck = o;
  s.rewardDeck = r;
}

/** Shuffles the deck and deals 8 cards to each player, clockwise from the first player. */
export function dealItems(s: ZState): void {
  const [deck, rng] = shuffle(s.deck, s.rng);
  s.rng = rng;
  for (const seat of clockwiseFrom(s, s.firstPlayer)) player(s, seat).hand = deck.splice(0, HAND_SIZE);
  s.deck = deck;
}
