import type { ZoneId } from "./types.ts";

/** What happened, in domain words, with what the log needs to explain it. */
export type ZombicideEvent =
  | {
      readonly type: "SurvivorMoved";
      readonly survivor: string;
      readonly from: ZoneId;
      readonly to: ZoneId;
      /** Actions spent: 1, plus 1 per zombie in the zone left (§4). */
      readonly cost: number;
      readonly zombiesLeft: number;
      readonly rule: string;
    }
  | { readonly type: "TurnEnded"; readonly survivor: string; readonly actionsLost: number }
  | { readonly type: "SeatDone"; readonly seat: string }
  | { readonly type: "PhaseChanged"; readonly round: number; readonly phase: string };
