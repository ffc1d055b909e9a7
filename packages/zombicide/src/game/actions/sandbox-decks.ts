import { ok, shuffle } from "@horda/table";
import { z } from "zod";
import { type CardUid, cardOf } from "../cards.ts";
import { refuse } from "../errors.ts";
import type { ZombicideState } from "../types.ts";
import type { ActionModule } from "./module.ts";
import { SANDBOX_MODULE, SANDBOX_RULE } from "./sandbox-events.ts";

const schema = z.strictObject({
  type: z.literal("sandboxToggleBox"),
  box: z.string().min(1).max(64),
  on: z.boolean(),
});

const DECKS = [
  { name: "equipmentDeck", entries: "equipment", origin: "e" },
  { name: "epicDeck", entries: "epic", origin: "x" },
] as const;

const enabled = (state: ZombicideState) => state.modules.includes(SANDBOX_MODULE);

/** Boxes that brought Equipment or Epic cards to this game, in catalogue order. */
function boxesOf(state: ZombicideState): string[] {
  const b = state.survivorCatalog.deckBoxes;
  return b ? [...new Set([...b.equipment, ...b.epic])] : [];
}

/** The box a deck card came from: "katana#e3" is entry 3 of the Equipment deck list (null if none). */
function boxOfCard(state: ZombicideState, uid: CardUid, deck: (typeof DECKS)[number]): string | null {
  const m = new RegExp(`#${deck.origin}(\\d+)$`).exec(uid);
  if (!m) return null;
  const i = Number(m[1]) - 1;
  const entries = state.survivorCatalog.decks[deck.entries];
  return entries[i] === cardOf(uid) ? (state.survivorCatalog.deckBoxes?.[deck.entries][i] ?? null) : null;
}

/**
 * Free mode: a box's Equipment and Epic cards leave both decks (draw and discard piles) and are set aside, or
 * come back shuffled into the draw piles. Cards in survivors' hands stay where they are.
 */
export const sandboxToggleBox: ActionModule<z.infer<typeof schema>> = {
  type: "sandboxToggleBox",
  schema,
  kind: "seat",
  legal(state) {
    if (!enabled(state)) return [];
    return boxesOf(state).map((box) => ({
      type: "sandboxToggleBox" as const,
      box,
      on: state.boxesOff?.[box] !== undefined,
    }));
  },
  apply(state, _seat, cmd) {
    if (!enabled(state)) return refuse("sandbox_off", SANDBOX_RULE, "free mode is not enabled for this game");
    if (!boxesOf(state).includes(cmd.box))
      return refuse("unknown_box", SANDBOX_RULE, `no deck card of this game comes from box "${cmd.box}"`);
    const off = state.boxesOff?.[cmd.box];
    if ((off !== undefined) !== cmd.on)
      return refuse("box_unchanged", SANDBOX_RULE, `box "${cmd.box}" is already ${cmd.on ? "on" : "off"}`);
    let next: ZombicideState = state;
    const { [cmd.box]: _, ...others } = state.boxesOff ?? {};
    if (cmd.on) {
      let rng = state.rng;
      for (const deck of DECKS) {
        const back = (off ?? []).filter((u) => boxOfCard(state, u, deck) !== null);
        if (back.length === 0) continue;
        const [draw, r] = shuffle([...next[deck.name].draw, ...back], rng);
        rng = r;
        next = { ...next, [deck.name]: { ...next[deck.name], draw } };
      }
      next = { ...next, rng, boxesOff: others };
    } else {
      const aside: CardUid[] = [];
      for (const deck of DECKS) {
        const mine = (u: CardUid) => boxOfCard(state, u, deck) === cmd.box;
        const { draw, discard } = next[deck.name];
        aside.push(...draw.filter(mine), ...discard.filter(mine));
        next = {
          ...next,
          [deck.name]: { draw: draw.filter((u) => !mine(u)), discard: discard.filter((u) => !mine(u)) },
        };
      }
      next = { ...next, boxesOff: { ...others, [cmd.box]: aside } };
    }
    return ok({
      state: next,
      events: [
        {
          type: "SandboxBoxToggled",
          box: cmd.box,
          on: cmd.on,
          cards: (cmd.on ? off : next.boxesOff?.[cmd.box])?.length ?? 0,
          rule: SANDBOX_RULE,
        },
      ],
    });
  },
};
