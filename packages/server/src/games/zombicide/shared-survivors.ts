import { checkUserPackContent, formatContentError, type Survivor } from "@horda/content";
import { err, ok, type Result } from "@horda/table";
import type { ZombicideContent } from "./content.ts";

/** How many owner-entered ID cards a host may share with a room (one per survivor a room can seat). */
export const SURVIVOR_CARD_LIMIT = 12;

/**
 * The survivor ID cards a host entered in the survivor editor (the browser's user pack `survivors.json`), checked
 * as the loader checks that file in a pack extending the boxes they replace survivors of: each entry
 * `replaces: <pack>/<id>` takes that survivor's place at the table for every seat. A refusal names the entry.
 */
export function sharedSurvivorCards(
  cards: readonly Survivor[],
  content: ZombicideContent,
): Result<readonly Survivor[], { message: string; where: string }> {
  if (cards.length === 0) return ok([]);
  const missing = cards.findIndex((c) => c.replaces === undefined);
  if (missing >= 0) {
    const where = `$.config.survivorCards[${missing}].replaces`;
    return err({ message: `A shared survivor card names the survivor it replaces at ${where}`, where });
  }
  const checked = checkUserPackContent({}, content.records, cards);
  if (!checked.ok) {
    const lines = checked.error.slice(0, 3).map(formatContentError).join("; ");
    // The loader names the entry as `$.survivors[i]` of the user pack's survivors.json.
    const index = /\$\.survivors\[(\d+)\]/.exec(lines)?.[1];
    const where = index === undefined ? "$.config.survivorCards" : `$.config.survivorCards[${index}]`;
    return err({ message: `The shared survivor cards do not check at ${where}: ${lines}`, where });
  }
  return ok(checked.value.survivors);
}
