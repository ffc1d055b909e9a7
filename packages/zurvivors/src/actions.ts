import { type RuleError, ruleError, type Seat } from "@horda/table";
import { ask } from "./decisions.ts";
import { effectPossible, placedItems } from "./effects.ts";
import type { Events } from "./events.ts";
import { ITEM_KINDS, type ItemKind } from "./kinds.ts";
import { itemCard, player, survivorCard } from "./lookup.ts";
import type { Task, ZState } from "./state.ts";

const EXCHANGE = "Zurvivors: Exchange";
const ABILITY = "Zurvivors: Ability";

export type ActionCommand = { type: "exchange"; item: ItemKind } | { type: "ability" } | { type: "endTurn" };

/** Items with two placed cards and a token left in the supply. */
export function exchangeKinds(s: ZState, seat: Seat): ItemKind[] {
  const placed = placedItems(s, seat);
  return ITEM_KINDS.filter((k) => placed.filter((x) => x === k).length >= 2 && s.supply[k] > 0);
}

export function abilityUsable(s: ZState, seat: Seat): boolean {
  const p = player(s, seat);
  const first = survivorCard(s, seat).ability.effects[0];
  return (
    !p.zombie && p.ability === "ready" && first !== undefined && effectPossible(s, seat, first, "ability")
  );
}

export function actionCommands(s: ZState, seat: Seat): ActionCommand[] {
  return [
    ...exchangeKinds(s, seat).map((item): ActionCommand => ({ type: "exchange", item })),
    ...(abilityUsable(s, seat) ? [{ type: "ability" } as const] : []),
    { type: "endTurn" },
  ];
}

/** Exchange and Ability, clockwise: a survivor still in the round gets a turn if it can do either. */
export function turn(s: ZState, ev: Events, seat: Seat): Task[] {
  const p = player(s, seat);
  if (p.zombie || !p.inRound) return [];
  if (exchangeKinds(s, seat).length === 0 && !abilityUsable(s, seat)) return [];
  ask(s, ev, seat, "actions", []);
  return [];
}

export function checkAction(s: ZState, seat: Seat, cmd: ActionCommand): RuleError | null {
  if (cmd.type === "exchange") {
    const placed = placedItems(s, seat).filter((x) => x === cmd.item).length;
    if (placed < 2) {
      return ruleError(
        "no_pair",
        EXCHANGE,
        `Exchange needs 2 placed ${cmd.item} cards; ${seat} has ${placed}.`,
      );
    }
    if (s.supply[cmd.item] <= 0)
      return ruleError("token_supply_empty", EXCHANGE, `No ${cmd.item} token is left in the supply.`);
    return null;
  }
  if (cmd.type === "ability") {
    const p = player(s, seat);
    if (p.ability === "used")
      return ruleError("ability_used", ABILITY, "The ability was already used this round.");
    if (p.ability === "blocked")
      return ruleError("ability_blocked", ABILITY, "Another survivor blocked this ability.");
    if (!abilityUsable(s, seat))
      return ruleError("ability_has_no_effect", ABILITY, "The ability has nothing to act on now.");
  }
  return null;
}

/** Applies an action; the turn comes back afterwards (more exchanges may follow) unless it ended. */
export function act(s: ZState, ev: Events, seat: Seat, cmd: ActionCommand): Task[] {
  if (cmd.type === "endTurn") {
    ev.push({ type: "TurnEnded", seat });
    return [];
  }
  const again: Task = { t: "turn", seat };
  if (cmd.type === "exchange") {
    const p = player(s, seat);
    const cards: string[] = [];
    for (let i = p.placed.length - 1; i >= 0 && cards.length < 2; i--) {
      if (itemCard(s, p.placed[i]!)?.item === cmd.item) cards.push(...p.placed.splice(i, 1));
    }
    s.discard.push(...cards);
    ev.push({ type: "CardExchanged", seat, cards, token: cmd.item });
    return [{ t: "gain", seat, token: cmd.item }, again];
  }
  player(s, seat).ability = "used";
  const card = survivorCard(s, seat);
  ev.push({ type: "AbilityUsed", seat, survivor: card.id });
  return [
    ...card.ability.effects.map(
      (effect): Task => ({ t: "effect", seat, effect, level: null, source: "ability" }),
    ),
    again,
  ];
}
