import type { LogItem } from "../session/log-item.ts";
import { undoneSeqs } from "../session/log-item.ts";

export interface SurvivorStats {
  readonly kills: number;
  readonly wounds: number;
}

/**
 * Kills and wounds per survivor from the events still in effect (undone commands do not count). A Wound
 * that finds the Wound Bar already at the bottom is not counted: only what the survivor's card took.
 */
export function survivorStats(items: readonly LogItem[]): Record<string, SurvivorStats> {
  const undone = undoneSeqs(items);
  const out: Record<string, { kills: number; wounds: number }> = {};
  const bar = new Map<string, number>();
  const of = (id: string) => {
    out[id] ??= { kills: 0, wounds: 0 };
    return out[id];
  };
  for (const item of items) {
    if (undone.has(item.seq)) continue;
    for (const e of item.events) {
      if (e.type === "ZombieKilled") of(e.by).kills++;
      if (e.type === "WoundTaken") {
        of(e.survivor).wounds += Math.max(0, e.total - (bar.get(e.survivor) ?? 0));
        bar.set(e.survivor, e.total);
      }
      if (e.type === "WoundsHealed") bar.set(e.survivor, e.total);
    }
  }
  return out;
}
