import { checkUserPack, formatContentError, type TileFace, userTilePath } from "@horda/content";
import { err, ok, type Result } from "@horda/table";
import type { ZombicideContent } from "./content.ts";

/** How much of a user pack a host may share with a room: a traced tile's text is about 600 characters. */
export const TILE_LIMITS = { count: 32, chars: 8_000, totalChars: 64_000 } as const;

/**
 * The faces of a host's shared user pack that replace tiles of the server's packs, by the tile they replace
 * ("core2e/1R"). The pack is checked as the loader checks a pack folder extending core2e (the check the tile
 * editor makes on save); a refusal names the first broken tile's place in the options and the loader's lines.
 */
export function sharedTileFaces(
  texts: Readonly<Record<string, string>>,
  content: ZombicideContent,
): Result<ReadonlyMap<string, TileFace>, { message: string; where: string }> {
  if (Object.keys(texts).length === 0) return ok(new Map());
  const checked = checkUserPack(texts, content.records);
  if (!checked.ok) {
    const ids = Object.keys(texts);
    const first = checked.error[0];
    const id = ids.find((i) => first?.file === userTilePath(i));
    const where = id === undefined ? "$.config.tiles" : `$.config.tiles.${id}`;
    const lines = checked.error.slice(0, 3).map(formatContentError).join("; ");
    return err({ message: `The shared tiles do not check at ${where}: ${lines}`, where });
  }
  return ok(new Map(checked.value.flatMap((face) => (face.replaces ? [[face.replaces, face]] : []))));
}
