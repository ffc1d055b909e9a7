import { ok } from "@horda/table";
import { z } from "zod";
import { rulesOf } from "../../kernel/registry.ts";
import { boardOf, zoneIndex } from "../board-of.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import { drawFor } from "../found-cards.ts";
import { takeFreeAction } from "../skills/free-actions.ts";
import { replaceSurvivor, survivorById, zombiesIn } from "../survivors.ts";
import { activate } from "../turns.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import { actionsAvailable } from "./availability.ts";
import type { ActionModule } from "./module.ts";

const schema = z.strictObject({ type: z.literal("search"), survivor: z.string().min(1).max(64) });
export type SearchCommand = z.infer<typeof schema>;

/** Why the survivor may not Search now, or null (§5 Search; a module's refusal names its own rule). */
function searchRefusal(state: ZombicideState, s: SurvivorState): string | null {
  const zone = boardOf(state).zones[zoneIndex(state, s.zone)];
  const hooks = rulesOf(state).hooks;
  const refused = hooks.searchRefused({ state, survivor: s });
  if (refused) return refused.why;
  if (zone?.kind !== "building" && !hooks.searchAnywhere({ state, survivor: s }))
    return `${s.zone} is not a building zone`;
  if (zombiesIn(state, s.zone) > 0) return `there are zombies in ${s.zone}`;
  if (s.searchedRound === state.turn.round && !hooks.searchAgain({ state, survivor: s }))
    return `${s.name} has already searched this turn`;
  return null;
}

/** Cards a Search draws: 1, or more when a module says so (`searchCards`, from a skill or a card). */
export function cardsPerSearch(state: ZombicideState, s: SurvivorState): number {
  return rulesOf(state).hooks.searchCards({ state, survivor: s }, 1);
}

/** Search (§5): in a building zone with no zombies, once per turn, draw the top Equipment card(s). */
export const search: ActionModule<SearchCommand> = {
  type: "search",
  schema,
  kind: "survivor",
  legal: (state, _seat, s) =>
    s && actionsAvailable(state, s, "search") >= 1 && searchRefusal(state, s) === null
      ? [{ type: "search", survivor: s.id }]
      : [],
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const why = searchRefusal(state, s0);
    const refused = rulesOf(state).hooks.searchRefused({ state, survivor: s0 });
    if (why) return refuse(refused?.code ?? "cannot_search", refused?.rule ?? RULES.search, why);
    const events: ZombicideEvent[] = [];
    const active = takeFreeAction(activate(state, s0.id), s0.id, "search", events);
    const s = survivorById(active, s0.id) as SurvivorState;
    if (s.actionsLeft < 1) return refuse("not_enough_actions", RULES.actions, `${s.name} has no Action left`);
    const next = replaceSurvivor(active, { ...s, searchedRound: state.turn.round });
    // A module may name its own deck for this Search (a military tile's Military deck).
    const own = rulesOf(state).hooks.searchDeck({ state, survivor: s });
    const deck = own ? (`module:${own}` as const) : "equipmentDeck";
    return ok({
      state: drawFor(next, s.id, deck, cardsPerSearch(state, s), RULES.search, events),
      events,
    });
  },
};
