import type { LoadedPack } from "./loaded-pack.ts";

/** Where an entity is defined: the file and the JSON path of its entry. */
export interface Definition {
  readonly file: string;
  readonly path: string;
}

/** Ids a pack can refer to: its own and those of every pack it extends. */
export interface PackIndex {
  readonly skills: ReadonlyMap<string, { def: Definition; param?: LoadedPack["skills"][number]["param"] }>;
  readonly equipment: ReadonlyMap<string, Definition & { readonly kind: string }>;
  readonly zombieTypes: ReadonlyMap<string, Definition & { readonly flees?: boolean }>;
  readonly survivors: ReadonlyMap<string, Definition>;
}

/** Indexes the packs of a closure (nearest first); the first definition of an id wins. */
export function indexPacks(closure: readonly LoadedPack[]): PackIndex {
  const skills = new Map<string, { def: Definition; param?: LoadedPack["skills"][number]["param"] }>();
  const equipment = new Map<string, Definition & { readonly kind: string }>();
  const zombieTypes = new Map<string, Definition & { readonly flees?: boolean }>();
  const survivors = new Map<string, Definition>();
  for (const pack of closure) {
    pack.skills.forEach((s, i) => {
      const def = { file: pack.sources.skills ?? pack.sources.pack, path: `$.skills[${i}]` };
      if (!skills.has(s.id)) skills.set(s.id, s.param ? { def, param: s.param } : { def });
    });
    pack.equipment.forEach((c, i) => {
      if (!equipment.has(c.id))
        equipment.set(c.id, { file: pack.sources.equipment ?? "", path: `$.cards[${i}]`, kind: c.kind });
    });
    pack.zombieTypes.forEach((t, i) => {
      if (!zombieTypes.has(t.id))
        zombieTypes.set(t.id, {
          file: pack.sources.zombies ?? "",
          path: `$.types[${i}]`,
          ...(t.flees ? { flees: true } : {}),
        });
    });
    pack.survivors.forEach((v, i) => {
      if (!survivors.has(v.id))
        survivors.set(v.id, { file: pack.sources.survivors ?? "", path: `$.survivors[${i}]` });
    });
  }
  return { skills, equipment, zombieTypes, survivors };
}
