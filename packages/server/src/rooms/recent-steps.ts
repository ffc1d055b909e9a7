import type { Seat } from "@horda/table";
import type { Step } from "../protocol/server-messages.ts";

/** How many steps a room keeps for clients that missed them. */
export const RECENT_STEPS = 64;

/** The last `capacity` steps as each viewer saw them, so a client back from a short drop gets what it missed. */
export class RecentSteps {
  private readonly steps: { seq: number; byViewer: ReadonlyMap<string, Step> }[] = [];

  constructor(private readonly capacity = RECENT_STEPS) {}

  push(seq: number, byViewer: ReadonlyMap<string, Step>): void {
    this.steps.push({ seq, byViewer });
    if (this.steps.length > this.capacity) this.steps.shift();
  }

  /** The steps after `fromSeq` up to `current` for `viewer`, or null if some are no longer kept. */
  since(fromSeq: number, current: number, viewer: Seat): Step[] | null {
    if (fromSeq >= current) return [];
    const first = this.steps[0];
    if (!first || first.seq > fromSeq + 1) return null;
    return this.steps.filter((s) => s.seq > fromSeq).map((s) => s.byViewer.get(viewer) as Step);
  }
}
