// Boxes (content packs) for the editor's filters: names, and which zombie types each brings.
const packFiles = import.meta.glob<{
  id: string;
  names: { en: string; "pt-BR": string };
  game: string;
  ruleProfile?: string;
}>("../../../../../content/*/pack.json", { import: "default", eager: true });
const zombieFiles = import.meta.glob<{
  types?: { id: string; names?: { en: string; "pt-BR": string } }[];
}>("../../../../../content/*/zombies.json", {
  import: "default",
  eager: true,
});

export interface Box {
  readonly id: string;
  readonly names: { readonly en: string; readonly "pt-BR": string };
  readonly zombies: readonly string[];
  /** The box's rule profile (`2e`, `classic`, `black-plague`): a mission's pieces come from its profile's boxes. */
  readonly profile: string;
}

let cached: Box[] | null = null;

/** Zombicide boxes in the repository, by id. */
export function zombicideBoxes(): readonly Box[] {
  cached ??= Object.entries(packFiles)
    .map(([path, p]) => {
      const folder = /content\/([^/]+)\/pack\.json$/.exec(path)?.[1];
      const zombies = Object.entries(zombieFiles).find(([z]) => z.includes(`/content/${folder}/`))?.[1];
      return {
        id: p.id,
        names: p.names,
        game: p.game,
        profile: p.ruleProfile ?? "2e",
        zombies: (zombies?.types ?? []).map((t) => t.id),
      };
    })
    .filter((b) => b.game === "zombicide")
    .map(({ game: _g, ...b }) => b)
    .sort((a, b) => a.id.localeCompare(b.id));
  return cached;
}

/** A zombie type's name in `language`, from the boxes' zombie files ("walker" → "Lerdo"); the id when none has it. */
export function zombieTypeName(id: string, language: string): string {
  for (const z of Object.values(zombieFiles)) {
    const names = z.types?.find((t) => t.id === id)?.names;
    if (names) return language === "pt-BR" ? names["pt-BR"] : names.en;
  }
  return id;
}

/** The pack part of a tile id ("core2e/1R" → "core2e"). */
export const boxOfTile = (tile: string) => tile.slice(0, tile.indexOf("/"));
