import type { TileFace, ZoneFlag } from "../tiles/index.ts";
import { type ContentError, contentError } from "./content-error.ts";
import type { LoadedPack } from "./loaded-pack.ts";

/**
 * A tile that `replaces` another pack's tile must name a tile of a pack this one extends (directly or through
 * another pack): a user pack can only give the real layout of a tile it builds on, and only once.
 */
export function checkReplaces(pack: LoadedPack, bases: readonly LoadedPack[]): ContentError[] {
  const errors: ContentError[] = [];
  const seen = new Map<string, string>();
  pack.tiles.forEach((face, i) => {
    if (!face.replaces) return;
    const file = pack.tileSources[i] ?? pack.sources.pack;
    const [packId, tileId] = face.replaces.split("/") as [string, string];
    const base = bases.find((b) => b.manifest.id === packId);
    if (!base)
      errors.push(
        contentError(
          file,
          `replaces "${face.replaces}": "${packId}" is not a pack that ${pack.manifest.id} extends`,
        ),
      );
    else {
      const replaced = base.tiles.find((t) => t.id === tileId);
      if (!replaced)
        errors.push(
          contentError(file, `replaces "${face.replaces}": pack ${packId} has no tile "${tileId}"`),
        );
      else
        for (const flag of tileWideFlags(replaced))
          if (!tileWideFlags(face).includes(flag))
            errors.push(
              contentError(
                file,
                `replaces "${face.replaces}", whose every zone is "${flag}" (a ${flag} tile): flag every zone of this face "${flag}" too`,
              ),
            );
    }
    const earlier = seen.get(face.replaces);
    if (earlier) errors.push(contentError(file, `"${face.replaces}" is already replaced by ${earlier}`));
    seen.set(face.replaces, file);
  });
  const seenSurvivors = new Map<string, string>();
  pack.survivors.forEach((survivor, i) => {
    if (!survivor.replaces) return;
    const file = pack.sources.survivors ?? pack.sources.pack;
    const path = `$.survivors[${i}].replaces`;
    const [packId, id] = survivor.replaces.split("/") as [string, string];
    const base = bases.find((b) => b.manifest.id === packId);
    if (!base)
      errors.push(
        contentError(
          file,
          `replaces "${survivor.replaces}": "${packId}" is not a pack that ${pack.manifest.id} extends`,
          {
            path,
          },
        ),
      );
    else if (!base.survivors.some((s) => s.id === id))
      errors.push(
        contentError(file, `replaces "${survivor.replaces}": pack ${packId} has no survivor "${id}"`, {
          path,
        }),
      );
    const earlier = seenSurvivors.get(survivor.replaces);
    if (earlier)
      errors.push(contentError(file, `"${survivor.replaces}" is already replaced by ${earlier}`, { path }));
    seenSurvivors.set(survivor.replaces, survivor.id);
  });
  return errors;
}

/** Zone letters of a face (`.` is no cell). */
const lettersOf = (face: TileFace): string[] => [...new Set(face.grid.join("").replaceAll(".", ""))];

/**
 * Flags every zone of a face carries: a property of the whole printed tile (Fort Hendrix's `military` tiles),
 * which its traced real layout must keep, or the rules that read it would stop applying there.
 */
export function tileWideFlags(face: TileFace): ZoneFlag[] {
  const letters = lettersOf(face);
  const first = face.zoneFlags[letters[0] ?? ""] ?? [];
  return first.filter((f) => letters.every((l) => face.zoneFlags[l]?.includes(f)));
}
