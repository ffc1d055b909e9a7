import type { RngCursor, Seat } from "@horda/table";
import {
  type ItemKind,
  isItemKind,
  itemCard,
  objectiveOf,
  payCombination,
  survivorCard,
  type TargetOption,
  type TokenKind,
  type ZCommand,
  type ZState,
} from "@horda/zurvivors";
import type { Bot } from "./bot.ts";

type Source = { kind: ItemKind; card?: string; slot?: number };

function placedSources(s: ZState, seat: Seat): Source[] {
  return s.players[seat]!.placed.flatMap((card) => {
    const c = itemCard(s, card);
    return c ? [{ kind: c.item, card }] : [];
  });
}

function tokenSources(bag: readonly TokenKind[]): Source[] {
  return bag.flatMap((kind, slot) => (isItemKind(kind) ? [{ kind, slot }] : []));
}

/** Lower is better: items missing for the nearest combination, then for all of them. */
function distance(s: ZState, seat: Seat, cards: Source[], bag: readonly TokenKind[]): number {
  const objective = objectiveOf(s, seat);
  if (!objective) return 0;
  const tokens = tokenSources(bag);
  const missing = objective.combinations.map((need) => payCombination(need, cards, tokens).missing);
  return Math.min(...missing) * 10 + missing.reduce((a, b) => a + b, 0);
}

/** How much the seat wants one more token of this kind. */
function tokenValue(s: ZState, seat: Seat, token: TokenKind): number {
  const p = s.players[seat]!;
  if (token === "grenade") return 6;
  if (token === "pistol") return p.backpack.includes("ammo") ? 7 : 3;
  if (token === "ammo") return p.backpack.includes("pistol") ? 7 : 3;
  const before = distance(s, seat, placedSources(s, seat), p.backpack);
  const after = distance(s, seat, placedSources(s, seat), [...p.backpack, token]);
  return (before - after) / 2 + (token === "firstAid" ? 3 : 1);
}

function byMax<T>(xs: readonly T[], score: (x: T) => number): T {
  let best: T = xs[0] as T;
  let bestScore = score(best);
  for (const x of xs.slice(1)) {
    const v = score(x);
    if (v > bestScore) {
      best = x;
      bestScore = v;
    }
  }
  return best;
}

/** The rival to hurt: furthest along the city, then richest in tokens. */
function threat(s: ZState, seat: Seat): number {
  const p = s.players[seat]!;
  return p.pos * 10 + p.backpack.length;
}

function choosePlace(s: ZState, seat: Seat, legal: readonly ZCommand[]): ZCommand {
  const escapes = legal.filter((c) => c.type === "escape");
  if (escapes.length > 0) return byMax(escapes, (c) => (c.type === "escape" ? c.combo : 0));
  const p = s.players[seat]!;
  if (p.zombie) {
    const mine = survivorCard(s, seat).zombie.combination;
    const area = s.zombieArea.map((c) => itemCard(s, c)?.zombie);
    return byMax(legal, (c) => {
      if (c.type !== "place") return -1;
      const red = itemCard(s, c.card)?.zombie;
      if (!red) return 0.5; // an Escape Card is a wildcard: worth keeping for last
      const wanted = mine.filter((z) => z === red).length - area.filter((z) => z === red).length;
      return (wanted > 0 ? 3 : 0) + (area.includes(red) ? 0 : 1);
    });
  }
  const cards = placedSources(s, seat);
  const now = distance(s, seat, cards, p.backpack);
  return byMax(legal, (c) => {
    if (c.type !== "place") return -99;
    const item = itemCard(s, c.card)!.item;
    const gain = now - distance(s, seat, [...cards, { kind: item, card: c.card }], p.backpack);
    const pair = cards.some((x) => x.kind === item) ? 0.5 : 0;
    return gain + pair + (item === "firstAid" ? 1 : 0);
  });
}

function chooseAction(s: ZState, seat: Seat, legal: readonly ZCommand[]): ZCommand {
  const p = s.players[seat]!;
  if (legal.some((c) => c.type === "ability")) {
    const effect = survivorCard(s, seat).ability.effects[0]!;
    const worth = effect.kind === "hordeRetreat" ? p.pos - s.track.horde <= 2 : true;
    if (worth) return { type: "ability" };
  }
  const cards = placedSources(s, seat);
  const now = distance(s, seat, cards, p.backpack);
  for (const c of legal) {
    if (c.type !== "exchange" || p.backpack.length >= 3) continue;
    let dropped = 0;
    const rest = [...cards].reverse().filter((x) => !(x.kind === c.item && dropped++ < 2));
    if (distance(s, seat, rest, [...p.backpack, c.item]) <= now) return c;
  }
  return { type: "endTurn" };
}

function chooseOption(s: ZState, seat: Seat, legal: readonly ZCommand[]): ZCommand {
  const d = s.pending.find((x) => x.seat === seat)!;
  const pick = (i: number): ZCommand => legal[i] ?? legal[0]!;
  const options = d.options;
  switch (d.kind) {
    case "defend":
      return pick(0);
    case "chooseToken": {
      const tokens = options as TokenKind[];
      return pick(tokens.indexOf(byMax(tokens, (t) => tokenValue(s, seat, t))));
    }
    case "backpackFull": {
      const incoming = (d.data as { token: TokenKind }).token;
      const bag = s.players[seat]!.backpack;
      const values = bag.map((t) => tokenValue(s, seat, t));
      const worst = values.indexOf(Math.min(...values));
      return tokenValue(s, seat, incoming) > values[worst]! ? pick(worst + 1) : pick(0);
    }
    case "exchangeOne": {
      const items = options as ItemKind[];
      return pick(items.indexOf(byMax(items, (k) => tokenValue(s, seat, k))));
    }
    case "target": {
      const effect = (d.data as { effect: { kind: string; toward?: string } }).effect;
      const targets = options as unknown as TargetOption[];
      const helpful = effect.kind === "pushOther" && effect.toward === "rescue";
      return pick(targets.indexOf(byMax(targets, (t) => (helpful ? -threat(s, t.seat) : threat(s, t.seat)))));
    }
    default:
      return pick(0);
  }
}

/**
 * Plays sensibly: escapes as soon as it can, places the card that brings its objective closest, exchanges
 * pairs it does not need twice, uses its ability, hurts the leader with rewards and always fights back.
 */
export function heuristicBot(): Bot<ZState, ZCommand> {
  return {
    name: "heuristic",
    choose(state: ZState, seat: Seat, legal: readonly ZCommand[], _rng: RngCursor): ZCommand {
      const first = legal[0]!;
      if (first.type === "place" || first.type === "escape") return choosePlace(state, seat, legal);
      if (first.type === "choose") return chooseOption(state, seat, legal);
      return chooseAction(state, seat, legal);
    },
  };
}
