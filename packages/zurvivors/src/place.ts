import { type RuleError, ruleError, type Seat } from "@horda/table";
import { completedCombos } from "./combos.ts";
import { ask } from "./decisions.ts";
import type { Events } from "./events.ts";
import { clockwiseFrom, escapeCard, isOwnEscape, itemCard, objectiveOf, player } from "./lookup.ts";
import type { Task, ZState } from "./state.ts";

const PLACE = "Zurvivors: Place Items";
const ESCAPE = "Zurvivors: Escape";
const ZOMBIE = "Zurvivors: Zombie Item Placement";

export type PlaceCommand = { type: "place"; card: string } | { type: "escape"; card: string; combo: number };

/** Every card the seat may place now: item cards, and its own Escape Card when allowed. */
export function placeCommands(s: ZState, seat: Seat): PlaceCommand[] {
  const p = player(s, seat);
  const out: PlaceCommand[] = [];
  const combos = p.zombie ? [] : completedCombos(s, seat);
  for (const card of p.hand) {
    if (itemCard(s, card)) out.push({ type: "place", card });
    else if (isOwnEscape(s, seat, card)) {
      if (p.zombie) out.push({ type: "place", card });
      else for (const combo of combos) out.push({ type: "escape", card, combo });
    }
  }
  return out;
}

/** A hand of only escape cards that cannot be used places nothing this step. */
export function canPlace(s: ZState, seat: Seat): boolean {
  return placeCommands(s, seat).length > 0;
}

export function checkPlace(s: ZState, seat: Seat, cmd: PlaceCommand): RuleError | null {
  const p = player(s, seat);
  if (!p.hand.includes(cmd.card)) {
    return ruleError("card_not_in_hand", PLACE, `${seat} has no card "${cmd.card}" in hand.`);
  }
  const escapeOf = escapeCard(s, cmd.card);
  if (cmd.type === "place") {
    if (!escapeOf) return null;
    if (!p.zombie) {
      return ruleError(
        "escape_is_not_an_item",
        ESCAPE,
        "An Escape Card is placed with the escape command, naming the completed combination.",
      );
    }
    return isOwnEscape(s, seat, cmd.card)
      ? null
      : ruleError("not_own_escape_card", ZOMBIE, "A zombie may only place its own Escape Card.");
  }
  if (p.zombie)
    return ruleError(
      "zombies_do_not_escape",
      ZOMBIE,
      "Zombies place cards in the shared area; they do not escape.",
    );
  if (!escapeOf)
    return ruleError("not_an_escape_card", ESCAPE, `"${cmd.card}" is an item card, not an Escape Card.`);
  if (!isOwnEscape(s, seat, cmd.card)) {
    return ruleError(
      "not_own_escape_card",
      ESCAPE,
      `"${cmd.card}" belongs to another survivor; take it back and place another card.`,
    );
  }
  const count = objectiveOf(s, seat)?.combinations.length ?? 0;
  if (!Number.isInteger(cmd.combo) || cmd.combo < 0 || cmd.combo >= count) {
    return ruleError(
      "no_such_combination",
      ESCAPE,
      `The objective card has combinations 0 to ${count - 1}; got ${cmd.combo}.`,
    );
  }
  if (!completedCombos(s, seat).includes(cmd.combo)) {
    return ruleError(
      "combination_incomplete",
      ESCAPE,
      `Combination ${cmd.combo} is not complete yet; take the Escape Card back and place another card.`,
    );
  }
  return null;
}

/** Stores the secret choice; when the last awaited seat has chosen, the step resolves. */
export function commit(s: ZState, ev: Events, seat: Seat, cmd: PlaceCommand): void {
  player(s, seat).commit = { card: cmd.card, combo: cmd.type === "escape" ? cmd.combo : null };
  ev.push({ type: "CardChosen", seat });
  if (!s.pending.some((d) => d.kind === "place")) s.queue.unshift({ t: "reveal" });
}

/** Starts a Place Items step: everyone in the round who can place is asked, at once. */
export function placeStep(s: ZState, ev: Events): Task[] {
  const seats = clockwiseFrom(s, s.firstPlayer).filter((x) => player(s, x).inRound && canPlace(s, x));
  if (seats.length === 0) {
    const left = clockwiseFrom(s, s.firstPlayer).filter((x) => player(s, x).inRound && !player(s, x).zombie);
    ev.push({ type: "CardsRanOut", lastPlaced: left });
    return [{ t: "lastPlaced", seats: left }, { t: "roundEnd" }];
  }
  for (const seat of seats) ask(s, ev, seat, "place", []);
  ev.push({ type: "PlaceItemsStarted", seats, step: s.step + 1 });
  return [];
}

/** Everyone chose: all cards are turned up together; escapes resolve first, clockwise. */
export function reveal(s: ZState, ev: Events): Task[] {
  s.step++;
  const shown: { seat: Seat; card: string; escape: boolean; zombie: boolean }[] = [];
  const escapers: Seat[] = [];
  for (const seat of clockwiseFrom(s, s.firstPlayer)) {
    const p = player(s, seat);
    if (!p.commit) continue;
    const { card, combo } = p.commit;
    p.hand = p.hand.filter((c) => c !== card);
    if (p.zombie) s.zombieArea.push(card);
    else p.placed.push(card);
    shown.push({ seat, card, escape: combo !== null, zombie: p.zombie });
    if (combo !== null) escapers.push(seat);
    else p.commit = null;
  }
  ev.push({ type: "CardsRevealed", cards: shown });
  if (escapers.length > 0) {
    s.escaping = escapers;
    s.deferHorde = true;
  }
  return [
    ...escapers.map((seat): Task => ({ t: "escape", seat })),
    { t: "flushHorde" },
    { t: "afterEscapes" },
  ];
}
