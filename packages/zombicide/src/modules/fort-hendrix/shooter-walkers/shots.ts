import { boardOf, tablesOf } from "../../../game/board-of.ts";
import { inPlay } from "../../../game/survivors.ts";
import type { ZombicideState, ZoneId } from "../../../game/types.ts";
import { UNLIT_SIGHT_ACTOR } from "../shared/clock.ts";

export const SHOOTER = "shooter-walker";

export const SHOOTER_RULE =
  'Fort Hendrix, Shooter Walkers (a "Zombie Shooter" card: Shooters shoot, the card spawns, then Shooters join)';
export const SHOOT_RULE =
  "Fort Hendrix, Shooter Walkers step 1-2 (each Shooter Walker shoots every Zone with Survivors it sees, night and Dark Zones ignored: 1 Wound per Zone, shared as the players like)";
export const JOIN_RULE =
  "Fort Hendrix, Shooter Walkers step 4 (1 Shooter Walker joins each Zone holding a Zombie of the card's type that sees a Survivor, night ignored, unless a Shooter is there)";
export const OUT_RULE =
  "Fort Hendrix, Shooter Walkers step 4 (not enough miniatures: the rest are placed, then every Shooter Walker gets an extra Activation without shooting)";

/** Does this Zombie card carry the "Zombie Shooter" mark? */
export function isShooterCard(state: ZombicideState, card: string): boolean {
  const c = state.zombieCatalog.spawnCards[card];
  return c !== undefined && (c.kind === "spawn" || c.kind === "rush") && c.shooter === true;
}

/** Zones (indexes) holding survivors in play. */
function survivorZones(state: ZombicideState): number[] {
  const board = boardOf(state);
  const out = new Set<number>();
  for (const s of state.survivors) if (inPlay(s)) out.add(board.zoneIndex[s.zone] as number);
  return [...out].sort((a, b) => a - b);
}

/** The zones with survivors that a zombie standing in `zone` sees, the night and its darkness ignored. */
export function survivorZonesSeen(state: ZombicideState, zone: ZoneId): number[] {
  const board = boardOf(state);
  const t = tablesOf(state, UNLIT_SIGHT_ACTOR);
  const from = board.zoneIndex[zone] as number;
  return survivorZones(state).filter((z) => (t.sight[from * t.n + z] as number) >= 0);
}

/** Step 1: every Shooter Walker's targets, by zone shot at (board order): the shooters aiming at it. */
export function shotsByZone(state: ZombicideState): { zone: ZoneId; shooters: string[] }[] {
  const board = boardOf(state);
  const byZone = new Map<number, string[]>();
  const seenFrom = new Map<ZoneId, number[]>();
  for (const z of state.zombies) {
    if (z.type !== SHOOTER) continue;
    let seen = seenFrom.get(z.zone);
    if (!seen) {
      seen = survivorZonesSeen(state, z.zone);
      seenFrom.set(z.zone, seen);
    }
    for (const target of seen) {
      const list = byZone.get(target);
      if (list) list.push(z.id);
      else byZone.set(target, [z.id]);
    }
  }
  return [...byZone.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([zone, shooters]) => ({ zone: (board.zones[zone] as { id: string }).id, shooters }));
}
