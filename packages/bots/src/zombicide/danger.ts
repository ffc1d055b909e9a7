import { tablesOf, zoneIndex } from "@horda/zombicide";
import { asState, type BotSees } from "./sees.ts";

/**
 * Wounds a survivor ending its turn in each zone risks in the coming Zombie Phase, roughly: a zombie in the
 * zone attacks (1), a Runner one Move away moves in and attacks (0.8); a Walker one Move away only walks in
 * (0.1: the team shoots it next turn). Zombies hunt noise and sight, so this is a stand-in, not a forecast.
 */
const WALKER_NEAR = Number(globalThis.process?.env?.BOT_WALK ?? 0.35);

export function zoneThreat(seen: BotSees): Float32Array {
  const state = asState(seen);
  const tables = tablesOf(state);
  const n = tables.n;
  const threat = new Float32Array(n);
  for (const z of seen.zombies) {
    const at = zoneIndex(state, z.zone);
    const runner = (seen.zombieCatalog.types[z.type]?.actions ?? 1) >= 2;
    threat[at] = (threat[at] ?? 0) + 1;
    for (const next of tables.neighbours[at] ?? []) {
      threat[next] = (threat[next] ?? 0) + (runner ? 0.8 : WALKER_NEAR);
    }
  }
  return threat;
}

/**
 * Attacks each zone may take in the coming Zombie Phase at worst: its zombies, and the Runners one Move away
 * (they move in and still have an Action to attack). What decides whether a survivor there can be eliminated.
 */
export function zoneAttacks(seen: BotSees): Float32Array {
  const state = asState(seen);
  const tables = tablesOf(state);
  const attacks = new Float32Array(tables.n);
  for (const z of seen.zombies) {
    const at = zoneIndex(state, z.zone);
    attacks[at] = (attacks[at] ?? 0) + 1;
    if ((seen.zombieCatalog.types[z.type]?.actions ?? 1) < 2) continue;
    for (const next of tables.neighbours[at] ?? []) attacks[next] = (attacks[next] ?? 0) + 1;
  }
  return attacks;
}
