import type { Board } from "@horda/zombicide";
import type { ZombieGroup } from "./types.ts";

/** Types in the order their pieces are laid out in a zone: the big ones first. */
const ORDER = ["abomination", "brute", "runner", "walker"];

const rank = (type: string) => {
  const i = ORDER.indexOf(type);
  return i < 0 ? ORDER.length : i;
};

/** Merges zombies of the same type (and name) in the same zone into one group; sorted by zone then type. */
export function groupZombies(list: readonly ZombieGroup[]): ZombieGroup[] {
  const byKey = new Map<string, ZombieGroup>();
  for (const g of list) {
    if (g.count <= 0) continue;
    const key = `${g.zone}|${g.type}|${g.name ?? ""}`;
    const had = byKey.get(key);
    byKey.set(key, had ? { ...had, count: had.count + g.count } : { ...g });
  }
  return [...byKey.values()].sort(
    (a, b) => a.zone - b.zone || rank(a.type) - rank(b.type) || a.type.localeCompare(b.type),
  );
}

/** Zombies a map places with `zombies` tokens, as groups. */
export function zombiesFromTokens(board: Board): ZombieGroup[] {
  return groupZombies(
    board.tokens
      .filter((t) => t.kind === "zombies")
      .map((t) => ({ zone: t.zone, type: String(t.props.zombie), count: Number(t.props.count) })),
  );
}
