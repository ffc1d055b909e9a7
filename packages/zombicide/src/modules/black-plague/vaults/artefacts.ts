import { ok } from "@horda/table";
import { z } from "zod";
import { actionsAvailable } from "../../../game/actions/availability.ts";
import type { ActionModule } from "../../../game/actions/module.ts";
import { boardOf, zoneIdOf } from "../../../game/board-of.ts";
import { type CardUid, cardOf, moduleDeckUid } from "../../../game/cards.ts";
import { keepCardsDecision } from "../../../game/decisions.ts";
import { refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { survivorById } from "../../../game/survivors.ts";
import { activate } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../../../game/types.ts";
import type { EventReading } from "../../../kernel/module.ts";
import { slice } from "../../../kernel/slices.ts";

export const ARTEFACT_RULE =
  "black-plague §16 Vault artefacts (the Vault cards are set aside at setup and placed in the Vaults as the Quest says; a Survivor there takes one with 1 Action (?))";

/** The map token that marks where the quest puts a Vault artefact (`{ kind: "token", name: "vault-artefact" }`). */
export const ARTEFACT_TOKEN = "vault-artefact";

/** The artefacts lying on the board: the card on each artefact token still there, by the token's id. */
export const vaultArtefacts = slice<{ readonly on: Readonly<Record<string, CardUid>> }>("vault-artefacts", {
  on: {},
});

/** A Vault artefact's card uid: a card of the `vault` module deck, whose discards never join the Equipment deck. */
const artefactUid = (card: string, n: number) => moduleDeckUid(card, "vault", n);

/**
 * Setup (§16): the Vault cards are set aside (they are in no deck); the quest's artefact tokens take them one
 * each, in the map's token order and the packs' card order (a token has no card name). Cards left over stay
 * aside; a token with no card left holds nothing.
 */
export function placeArtefacts(state: ZombicideState): ZombicideState {
  const tokens = boardOf(state).tokens.filter((t) => t.kind === "token" && t.props.name === ARTEFACT_TOKEN);
  const cards = state.survivorCatalog.decks.vault ?? [];
  if (tokens.length === 0 || cards.length === 0) return state;
  const on: Record<string, CardUid> = {};
  tokens.forEach((t, i) => {
    const card = cards[i];
    if (card !== undefined) on[t.id] = artefactUid(card, i + 1);
  });
  return vaultArtefacts.write(state, { on });
}

/** The artefact tokens holding a card in the survivor's Zone. */
function artefactsHere(state: ZombicideState, s: SurvivorState): { token: string; card: CardUid }[] {
  const on = vaultArtefacts.read(state).on;
  return boardOf(state)
    .tokens.filter((t) => on[t.id] !== undefined && zoneIdOf(state, t.zone) === s.zone)
    .map((t) => ({ token: t.id, card: on[t.id] as CardUid }));
}

const schema = z.strictObject({
  type: z.literal("takeArtefact"),
  survivor: z.string().min(1).max(64),
  /** The artefact token's id. */
  token: z.string().min(1).max(40),
  /** The artefact's card id, as `legal` names it (for its button); checked when given. */
  card: z.string().min(1).max(64).optional(),
});
export type TakeArtefactCommand = z.infer<typeof schema>;

/**
 * Take a Vault artefact: 1 Action in its Zone; the card is offered like a card found (keep it, reorganise, or
 * put something down), and the Action is spent when that is answered.
 */
export const takeArtefact: ActionModule<TakeArtefactCommand> = {
  type: "takeArtefact",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || actionsAvailable(state, s) < 1) return [];
    return artefactsHere(state, s).map((a) => ({
      type: "takeArtefact" as const,
      survivor: s.id,
      token: a.token,
      card: cardOf(a.card),
    }));
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const here = artefactsHere(state, s0).find((a) => a.token === cmd.token);
    if (!here || (cmd.card !== undefined && cmd.card !== cardOf(here.card)))
      return refuse(
        "no_artefact",
        ARTEFACT_RULE,
        `there is no such Vault artefact "${cmd.token}" in ${s0.zone}`,
      );
    const next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    if (actionsAvailable(next, s) < 1)
      return refuse("not_enough_actions", ARTEFACT_RULE, `${s.name} has no Action left`);
    const { [cmd.token]: _, ...rest } = vaultArtefacts.read(next).on;
    const events: ZombicideEvent[] = [
      {
        type: "ArtefactTaken",
        survivor: s.id,
        card: cardOf(here.card),
        zone: s.zone as ZoneId,
        rule: ARTEFACT_RULE,
      },
    ];
    const taken = vaultArtefacts.write(next, { on: rest });
    return ok({
      state: keepCardsDecision.raise(taken, s.seat, { survivor: s.id, cards: [here.card] }),
      events,
    });
  },
};

/** A Vault artefact taken: the survivor, the card (id), the Zone. */
export interface ArtefactTaken {
  readonly type: "ArtefactTaken";
  readonly survivor: string;
  readonly card: string;
  readonly zone: string;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    ArtefactTaken: ArtefactTaken;
  }
}

export const ARTEFACT_EVENTS: Readonly<Record<string, EventReading>> = {
  ArtefactTaken: { fields: { survivor: "survivor", card: "card" } },
};
