import type { Seat } from "@horda/table";
import { ask } from "./decisions.ts";
import type { Events } from "./events.ts";
import { BACKPACK_SIZE, type TokenKind } from "./kinds.ts";
import { player } from "./lookup.ts";
import type { ZState } from "./state.ts";

/**
 * Item Tokens: a survivor takes a token from the supply into a backpack of 3; when a 4th is picked up it
 * may replace one already stored (a decision) or go back.
 */
export function gainToken(s: ZState, ev: Events, seat: Seat, token: TokenKind): void {
  if (s.supply[token] <= 0) {
    ev.push({ type: "TokenUnavailable", seat, token });
    return;
  }
  const p = player(s, seat);
  if (p.backpack.length < BACKPACK_SIZE) {
    s.supply[token]--;
    p.backpack.push(token);
    ev.push({ type: "TokenGained", seat, token });
    return;
  }
  const options = [{ keep: true }, ...p.backpack.map((old, slot) => ({ replace: slot, old }))];
  ask(s, ev, seat, "backpackFull", options, { token });
}

/** Answers a full backpack: keep what is stored (the new token stays in the supply) or swap one out. */
export function resolveBackpack(
  s: ZState,
  ev: Events,
  seat: Seat,
  token: TokenKind,
  slot: number | null,
): void {
  if (slot === null) {
    ev.push({ type: "TokenDeclined", seat, token });
    return;
  }
  const p = player(s, seat);
  const old = p.backpack[slot]!;
  s.supply[old]++;
  s.supply[token]--;
  p.backpack[slot] = token;
  ev.push({ type: "TokenReplaced", seat, token, old });
}

/** Takes a token out of a backpack back to the supply. */
export function returnToken(s: ZState, seat: Seat, slot: number): TokenKind {
  const p = player(s, seat);
  const [token] = p.backpack.splice(slot, 1);
  s.supply[token!]++;
  return token!;
}
