import { ok } from "@horda/table";
import { z } from "zod";
import { rulesOf } from "../../kernel/registry.ts";
import { type CardUid, cardOf, pickCards } from "../cards.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import { handCards, inventoryOf } from "../inventory.ts";
import { survivorById } from "../survivors.ts";
import { activate, spend } from "../turns.ts";
import type { SurvivorState } from "../types.ts";
import { actionsAvailable } from "./availability.ts";
import type { ActionModule } from "./module.ts";

const schema = z.strictObject({
  type: z.literal("reload"),
  survivor: z.string().min(1).max(64),
  weapon: z.string().min(1).max(64),
});
export type ReloadCommand = z.infer<typeof schema>;

/**
 * Reload (§5): 1 Action (none when a module's `freeReload` says so) reloads a fired weapon; its twin in the other Hand reloads with it
 * only when the two were fired together in one Dual Action.
 */
export const reload: ActionModule<ReloadCommand> = {
  type: "reload",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    // Nothing fired yet: nothing to reload (the common case, answered before the Actions are counted).
    if (!s || state.unloaded.length === 0 || actionsAvailable(state, s) < 1) return [];
    const empty = inventoryOf(s).filter((u) => state.unloaded.includes(u));
    return [...new Set(empty.map(cardOf))].map((weapon) => ({
      type: "reload" as const,
      survivor: s.id,
      weapon,
    }));
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const empty = inventoryOf(s0).filter((u) => state.unloaded.includes(u));
    const picked = pickCards(empty, [cmd.weapon]);
    if (!picked.ok)
      return refuse("nothing_to_reload", RULES.reload, `${s0.name} holds no empty "${cmd.weapon}"`);
    const first = picked.picks[0] as CardUid;
    // Only a twin fired together with it in one Dual Action reloads with it.
    const pair = (state.dualFired ?? []).find((p) => p.includes(first));
    const twin = handCards(s0).includes(first)
      ? handCards(s0).find((u) => u !== first && pair?.includes(u) && empty.includes(u))
      : undefined;
    const weapons = twin ? [first, twin] : [first];
    let next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    const free = rulesOf(next).hooks.freeReload({ state: next, survivor: s });
    if (!free && s.actionsLeft < 1)
      return refuse("not_enough_actions", RULES.actions, `${s.name} has no Action left`);
    const events: ZombicideEvent[] = [
      { type: "WeaponReloaded", survivor: s.id, weapons: weapons.map(cardOf), rule: RULES.reload },
    ];
    next = {
      ...next,
      unloaded: next.unloaded.filter((u) => !weapons.includes(u)),
      dualFired: (next.dualFired ?? []).filter((p) => !p.some((u) => weapons.includes(u))),
    };
    if (!free) next = spend(next, s.id, 1, events);
    return ok({ state: next, events });
  },
};
