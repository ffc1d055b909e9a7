import type { Json, Seat } from "@horda/table";
import type { Effect } from "./cards/schema.ts";
import { ask } from "./decisions.ts";
import type { Events } from "./events.ts";
import { type ItemKind, isItemKind, type TokenKind } from "./kinds.ts";
import { itemCard, livingSurvivors, player, rewardOf, survivorsInRound } from "./lookup.ts";
import type { EffectSource, Task, ZState } from "./state.ts";
import { returnToken } from "./tokens.ts";
import { hordeRetreat } from "./track.ts";

type EffectTask = Extract<Task, { t: "effect" }>;

/** A target option of a choice effect: a survivor, and which card or token of theirs. */
export interface TargetOption {
  seat: Seat;
  item?: ItemKind;
  token?: TokenKind;
}

/**
 * Who an effect aimed at "another survivor" may pick: living, not the actor, not escaping this step
 * (Reward Effects: rewards may not prevent an escape); abilities only touch survivors still in the round.
 */
function others(s: ZState, actor: Seat, source: EffectSource): Seat[] {
  return livingSurvivors(s).filter(
    (x) => x !== actor && !s.escaping.includes(x) && (source !== "ability" || player(s, x).inRound),
  );
}

export function targetOptions(s: ZState, actor: Seat, effect: Effect, source: EffectSource): TargetOption[] {
  switch (effect.kind) {
    case "removeCard":
      return others(s, actor, source)
        .filter((x) => player(s, x).inRound)
        .flatMap((seat) => distinct(placedItems(s, seat)).map((item) => ({ seat, item })));
    case "removeToken":
      return others(s, actor, source).flatMap((seat) =>
        distinct(player(s, seat).backpack).map((token) => ({ seat, token })),
      );
    case "stealToken":
      return others(s, actor, "ability").flatMap((seat) =>
        distinct(player(s, seat).backpack.filter(isItemKind)).map((token) => ({ seat, token })),
      );
    case "pushOther":
    case "block":
      return others(s, actor, source).map((seat) => ({ seat }));
    default:
      return [];
  }
}

function distinct<T>(xs: readonly T[]): T[] {
  return [...new Set(xs)];
}

export function placedItems(s: ZState, seat: Seat): ItemKind[] {
  return player(s, seat).placed.flatMap((c) => {
    const card = itemCard(s, c);
    return card ? [card.item] : [];
  });
}

/** Items the seat could turn into a token with one placed card (exchangeOne). */
export function exchangeOneOptions(s: ZState, seat: Seat): ItemKind[] {
  return distinct(placedItems(s, seat)).filter((k) => s.supply[k] > 0);
}

/** Could this effect do anything now? (An ability with nothing to act on may not be used.) */
export function effectPossible(s: ZState, seat: Seat, effect: Effect, source: EffectSource): boolean {
  switch (effect.kind) {
    case "gainToken":
      return effect.tokens.some((t) => s.supply[t] > 0);
    case "exchangeOne":
      return exchangeOneOptions(s, seat).length > 0;
    case "hordeRetreat":
      return s.track.horde > 0;
    case "removeCard":
    case "removeToken":
    case "stealToken":
    case "pushOther":
    case "block":
      return targetOptions(s, seat, effect, source).length > 0;
    default:
      return true;
  }
}

export function runEffect(s: ZState, ev: Events, task: EffectTask): Task[] {
  const { seat, effect, source } = task;
  const here = { seat, level: null, source } as const;
  switch (effect.kind) {
    case "advance":
      return [{ t: "move", seat, dir: 1, n: effect.steps }];
    case "retreat":
      return [{ t: "move", seat, dir: -1, n: effect.steps }];
    case "reward": {
      const card = rewardOf(s, seat);
      const level = task.level === null ? undefined : card?.levels[task.level];
      if (!card || !level) return [];
      ev.push({ type: "RewardActivated", seat, reward: card.id, level: task.level });
      return [
        ...level.effects.map((e): Task => ({ t: "effect", ...here, effect: e, source: "reward" })),
        { t: "effect", ...here, effect: { kind: "hordeIcon", icon: level.icon }, source: "reward" },
      ];
    }
    case "hordeIcon":
      ev.push({ type: "ZombieIcon", icon: effect.icon });
      if (effect.icon === "broken") {
        s.brokenIcons++;
        if (s.brokenIcons < 2) return [];
        s.brokenIcons -= 2;
      }
      return hordeAdvance(s, 1);
    case "hordeAdvance":
      return hordeAdvance(s, effect.steps);
    case "hordeRetreat":
      hordeRetreat(s, ev, effect.steps);
      return [];
    case "gainToken": {
      const available = distinct(effect.tokens).filter((t) => s.supply[t] > 0);
      if (available.length === 0) ev.push({ type: "TokenUnavailable", seat, token: effect.tokens[0]! });
      if (available.length === 1) return [{ t: "gain", seat, token: available[0]! }];
      if (available.length > 1) ask(s, ev, seat, "chooseToken", available);
      return [];
    }
    case "exchangeOne": {
      const options = exchangeOneOptions(s, seat);
      if (options.length === 1) return exchangeOne(s, ev, seat, options[0]!);
      if (options.length > 1) ask(s, ev, seat, "exchangeOne", options);
      return [];
    }
    case "removeCard":
    case "removeToken":
    case "stealToken":
    case "pushOther":
    case "block": {
      const options = targetOptions(s, seat, effect, source);
      if (options.length === 0) {
        ev.push({ type: "NoTarget", seat, effect: effect.kind });
        return [];
      }
      if (options.length === 1) return resolveTarget(s, ev, seat, effect, options[0]!);
      ask(s, ev, seat, "target", options as unknown as Json[], { effect: effect as unknown as Json });
      return [];
    }
    case "leaderBack": {
      const inRound = survivorsInRound(s);
      const far = Math.max(...inRound.map((x) => player(s, x).pos));
      return inRound
        .filter((x) => player(s, x).pos === far)
        .map((x): Task => ({ t: "move", seat: x, dir: -1, n: effect.steps }));
    }
    case "discardLastPlaced":
      for (const x of survivorsInRound(s)) {
        const p = player(s, x);
        const card = p.placed.pop();
        if (card) {
          s.discard.push(card);
          ev.push({ type: "PlacedCardDiscarded", seat: x, card });
        }
      }
      return [];
    case "discardToken":
      for (const x of survivorsInRound(s)) {
        const bag = player(s, x).backpack;
        if (bag.length > 0)
          ev.push({ type: "TokenDiscarded", seat: x, token: returnToken(s, x, bag.length - 1) });
      }
      return [];
  }
}

function hordeAdvance(s: ZState, steps: number): Task[] {
  // Horde movement caused while escapes resolve waits until they all have (docs/zurvivors.md).
  if (s.deferHorde) {
    s.deferredHorde += steps;
    return [];
  }
  return [{ t: "hordeMove", n: steps }];
}

export function exchangeOne(s: ZState, ev: Events, seat: Seat, item: ItemKind): Task[] {
  const p = player(s, seat);
  const i = p.placed.findLastIndex((c) => itemCard(s, c)?.item === item);
  const [card] = p.placed.splice(i, 1);
  s.discard.push(card!);
  ev.push({ type: "CardExchanged", seat, cards: [card!], token: item });
  return [{ t: "gain", seat, token: item }];
}

export function resolveTarget(
  s: ZState,
  ev: Events,
  actor: Seat,
  effect: Effect,
  option: TargetOption,
): Task[] {
  const target = player(s, option.seat);
  switch (effect.kind) {
    case "removeCard": {
      const i = target.placed.findLastIndex((c) => itemCard(s, c)?.item === option.item);
      const [card] = target.placed.splice(i, 1);
      s.discard.push(card!);
      ev.push({ type: "PlacedCardRemoved", seat: actor, target: option.seat, card: card! });
      return [];
    }
    case "removeToken": {
      const token = returnToken(s, option.seat, target.backpack.indexOf(option.token!));
      ev.push({ type: "TokenRemoved", seat: actor, target: option.seat, token });
      return [];
    }
    case "stealToken": {
      // The token goes back to the supply and is gained from there, so a full backpack works as usual.
      const token = returnToken(s, option.seat, target.backpack.indexOf(option.token!));
      ev.push({ type: "TokenStolen", seat: actor, target: option.seat, token });
      return [{ t: "gain", seat: actor, token }];
    }
    case "pushOther":
      return [{ t: "move", seat: option.seat, dir: effect.toward === "rescue" ? 1 : -1, n: 1 }];
    case "block":
      if (target.ability === "ready") target.ability = "blocked";
      else target.blockNext = true;
      ev.push({
        type: "AbilityBlocked",
        seat: actor,
        target: option.seat,
        now: target.ability === "blocked" && !target.blockNext,
      });
      return [];
    default:
      return [];
  }
}
