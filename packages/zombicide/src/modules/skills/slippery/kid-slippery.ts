import { recordUse, usedThisTurn } from "../../../game/skills/free-actions.ts";
import type { MoveWay } from "../../../kernel/module.ts";

export const SLIPPERY_RULE = "core-2e §10 Slippery (no extra cost for leaving a Zone with Zombies)";
const KID_RULE = "core-2e §1 Survivor types (a Kid may use Slippery once per Turn, on one Move)";
/** The skill use that marks the Kid's Slippery spent this Turn. */
const USE = "kid-slippery";

/** A Kid may use Slippery on one Move per Turn (§1 Survivor types): `{ type: move, slippery: true }`. */
export const kidSlippery: MoveWay = {
  rule: KID_RULE,
  moved: SLIPPERY_RULE,
  code: "no_slippery",
  refusal(state, s) {
    if (!s.kid) return `${s.name} is not a Kid: no free Slippery Move`;
    return usedThisTurn(state, s, USE) > 0 ? `${s.name} has already used Slippery this turn` : null;
  },
  use: (state, id) => recordUse(state, id, USE),
};
