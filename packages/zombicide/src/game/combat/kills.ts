import { rulesOf } from "../../kernel/registry.ts";
import { gainAdrenaline } from "../adrenaline.ts";
import type { ZombicideEvent } from "../events.ts";
import type { ZombicideState } from "../types.ts";
import { zombieType } from "../zombies/lookup.ts";
import { removeZombies } from "../zombies/place.ts";

/** Removes the killed zombies and gives their Adrenaline to the killer, all of it at once (§6, §9). */
export function killZombies(
  state: ZombicideState,
  killer: string,
  ids: readonly string[],
  weapon: string,
  rule: string,
  events: ZombicideEvent[],
): ZombicideState {
  if (ids.length === 0) return state;
  let ap = 0;
  for (const id of ids) {
    const z = state.zombies.find((x) => x.id === id);
    if (!z) continue;
    ap += zombieType(state, z).adrenaline;
    events.push({
      type: "ZombieKilled",
      zombie: z.id,
      zombieType: z.type,
      zone: z.zone,
      by: killer,
      weapon,
      rule,
    });
  }
  const dead = state.zombies.filter((z) => ids.includes(z.id));
  const zones = dead.map((z) => z.zone);
  const removed = removeZombies(state, ids);
  // Modules that act when Zombies of a type die (a Necromancer's death takes a Spawn Zone away).
  const next = rulesOf(removed).hooks.zombiesKilled(
    { killed: dead.map((z) => ({ id: z.id, type: z.type, zone: z.zone })), by: killer, weapon, events },
    removed,
  );
  const gained = gainAdrenaline(
    next,
    killer,
    ap,
    `${ids.length} zombie${ids.length > 1 ? "s" : ""} killed`,
    events,
  );
  // Modules that act when Zombies of a Zone die (a Zone just cleared gives a card, §10).
  return rulesOf(gained).hooks.zonesCleared({ zones, events }, gained);
}
