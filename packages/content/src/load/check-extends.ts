import { type ContentError, contentError } from "./content-error.ts";
import type { LoadedPack } from "./loaded-pack.ts";

/** Refuses extends of unknown packs, of a pack for another game, and cycles. */
export function checkExtends(
  packs: ReadonlyMap<string, LoadedPack>,
  failed: ReadonlySet<string>,
): ContentError[] {
  const errors: ContentError[] = [];
  for (const pack of packs.values()) {
    pack.manifest.extends.forEach((id, i) => {
      const where = { path: `$.extends[${i}]` };
      const base = packs.get(id);
      if (id === pack.manifest.id) {
        errors.push(contentError(pack.sources.pack, "a pack cannot extend itself", where));
      } else if (!base && !failed.has(id)) {
        const known = [...packs.keys()].filter((k) => k !== pack.manifest.id);
        const list = known.length > 0 ? known.map((k) => `"${k}"`).join(", ") : "none";
        errors.push(
          contentError(pack.sources.pack, `extends unknown pack "${id}" (packs given: ${list})`, where),
        );
      } else if (base && base.manifest.game !== pack.manifest.game) {
        errors.push(
          contentError(
            pack.sources.pack,
            `extends "${id}", a ${base.manifest.game} pack, but this is a ${pack.manifest.game} pack`,
            where,
          ),
        );
      }
    });
  }
  for (const pack of packs.values()) {
    const cycle = findCycle(pack.manifest.id, packs);
    if (cycle)
      errors.push(
        contentError(pack.sources.pack, `extends in a cycle: ${cycle.join(" → ")}`, { path: "$.extends" }),
      );
  }
  return errors;
}

function findCycle(start: string, packs: ReadonlyMap<string, LoadedPack>): string[] | undefined {
  const walk = (id: string, trail: string[]): string[] | undefined => {
    for (const next of packs.get(id)?.manifest.extends ?? []) {
      if (next === start) return [...trail, next];
      if (trail.includes(next) || !packs.has(next)) continue;
      const found = walk(next, [...trail, next]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(start, [start]);
}

/** The pack and every pack it extends, directly or not, nearest first; undefined if one is missing. */
export function closureOf(id: string, packs: ReadonlyMap<string, LoadedPack>): LoadedPack[] | undefined {
  const out: LoadedPack[] = [];
  const seen = new Set<string>();
  const queue = [id];
  while (queue.length > 0) {
    const next = queue.shift() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    const pack = packs.get(next);
    if (!pack) return undefined;
    out.push(pack);
    queue.push(...pack.manifest.extends);
  }
  return out;
}
