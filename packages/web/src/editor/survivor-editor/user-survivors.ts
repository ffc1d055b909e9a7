import {
  checkUserPackContent,
  type FileRecord,
  formatContentError,
  type Survivor,
  survivorSchema,
  userPackRecords,
} from "@horda/content";
import type { Result } from "@horda/table";
import type { KeyValueStore } from "../io/local-store.ts";
import { readUserTileTexts } from "../tile-editor/user-pack.ts";

/**
 * Survivor cards entered by their owner (the survivor editor) belong to the browser's user pack `user`, next to
 * the traced tiles: kept here as the pack's `survivors.json` entries, each `replaces: <pack>/<id>`, and checked
 * with the tiles by the same loader as any pack folder. At the table an entry takes its survivor's place.
 */
export const USER_SURVIVORS_KEY = "horda.editor.userSurvivors";

export function readUserSurvivors(store: KeyValueStore | null): Survivor[] {
  if (!store) return [];
  try {
    const raw = JSON.parse(store.getItem(USER_SURVIVORS_KEY) ?? "[]") as unknown;
    if (!Array.isArray(raw)) return [];
    return raw.flatMap((x) => {
      const parsed = survivorSchema.safeParse(x);
      return parsed.success && parsed.data.replaces ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

/** Adds or replaces the entry for its survivor if the whole user pack still checks; otherwise stores nothing. */
export function saveUserSurvivor(
  store: KeyValueStore,
  survivor: Survivor,
  bundled: readonly FileRecord[],
): Result<readonly Survivor[], string[]> {
  const next = [...readUserSurvivors(store).filter((s) => s.replaces !== survivor.replaces), survivor];
  const checked = checkUserPackContent(readUserTileTexts(store), bundled, next);
  if (!checked.ok) return { ok: false, error: checked.error.map(formatContentError) };
  store.setItem(USER_SURVIVORS_KEY, JSON.stringify(next));
  return { ok: true, value: next };
}

export function removeUserSurvivor(store: KeyValueStore, replaces: string): void {
  store.setItem(
    USER_SURVIVORS_KEY,
    JSON.stringify(readUserSurvivors(store).filter((s) => s.replaces !== replaces)),
  );
}

/** The user pack's `survivors.json` as a file to share (the pack's other files are the tiles). */
export function userSurvivorsFile(store: KeyValueStore): string {
  const records = userPackRecords({}, readUserSurvivors(store));
  return records.find((r) => r.path.endsWith("/survivors.json"))?.text ?? "";
}
