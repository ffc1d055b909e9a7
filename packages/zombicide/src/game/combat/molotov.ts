import type { ZombicideEvent } from "../events.ts";
import { inPlay } from "../survivors.ts";
import type { ZombicideState, ZoneId } from "../types.ts";
import { woundSurvivor } from "../wounds.ts";
import { zombieType } from "../zombies/lookup.ts";
import { killZombies } from "./kills.ts";
import { abominationRules, zombiesInZone } from "./targets.ts";

export const MOLOTOV_RULE = "core-2e §6 Molotov (every Actor in the zone dies; the thrower gets all the AP)";
const ABOMINAWILD_RULE = "core-2e §7 Abominawild (a Molotov in its zone kills only it)";

/**
 * How a module's fire that burns like a Molotov is told: the card that lit it (the kills name it), its own rule,
 * and no `MolotovThrown` line (the module tells the fire with its own event: Black Plague's Dragon Fire).
 */
export interface BurnAs {
  readonly weapon: string;
  readonly rule: string;
}

/**
 * A Molotov's effect on its zone (§6): every zombie a Molotov can kill and every survivor there die, the
 * thrower included if it aimed at its own zone. In an Abominawild's zone only the Abominawild dies.
 */
export function burnZone(
  state: ZombicideState,
  thrower: string,
  zone: ZoneId,
  events: ZombicideEvent[],
  as?: BurnAs,
): ZombicideState {
  const here = zombiesInZone(state, zone);
  const wild = here.filter((z) => abominationRules(state, z).includes("molotov-kills-only-it"));
  const zombies = wild.length > 0 ? wild : here.filter((z) => zombieType(state, z).molotovKills);
  const survivors =
    wild.length > 0 ? [] : state.survivors.filter((s) => inPlay(s) && s.zone === zone).map((s) => s.id);
  const rule = wild.length > 0 ? ABOMINAWILD_RULE : (as?.rule ?? MOLOTOV_RULE);
  if (!as)
    events.push({
      type: "MolotovThrown",
      survivor: thrower,
      zone,
      zombies: zombies.map((z) => z.id),
      survivors,
      rule,
    });
  let next = killZombies(
    state,
    thrower,
    zombies.map((z) => z.id),
    as?.weapon ?? "molotov",
    rule,
    events,
  );
  for (const id of survivors) {
    const s = next.survivors.find((x) => x.id === id);
    if (s)
      next = woundSurvivor(next, id, s.health - s.wounds, events, {
        source: `${as?.weapon ?? "molotov"} from ${thrower}`,
        rule,
      });
  }
  return next;
}
