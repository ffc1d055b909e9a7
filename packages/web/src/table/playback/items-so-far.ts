import type { ZombicideEvent } from "@horda/zombicide";
import type { LogItem } from "../session/log-item.ts";

/**
 * The log as far as a playback has shown it: the step being played back ends at the event on screen, so the
 * newest lines beside the board do not tell how the Zombies' phase ends before the playback gets there. The
 * event is found by identity in the newest step; when it is not there, the log is whole.
 */
export function itemsSoFar(items: readonly LogItem[], shown: ZombicideEvent | undefined): readonly LogItem[] {
  const last = items[items.length - 1];
  if (!shown || !last) return items;
  const at = last.events.indexOf(shown);
  if (at < 0) return items;
  return [...items.slice(0, -1), { ...last, events: last.events.slice(0, at + 1) }];
}
