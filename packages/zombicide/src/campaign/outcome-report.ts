import type { MissionOutcome, SurvivorFate } from "../modules/advanced/outcome/types.ts";
import type { MissionReport } from "./schema.ts";

const END: Readonly<Record<SurvivorFate, MissionReport["survivors"][number]["end"]>> = {
  alive: "standing",
  rescued: "ko-taken",
  // A KOed survivor nobody took by the time the game stopped is not taken: dead for good.
  ko: "dead",
  dead: "dead",
};

/**
 * The campaign's report from the advanced rules' `MissionOutcome` (KO fates, Objective cards' extra CXP and
 * Achievements, Companions an Objective card keeps): the reading to use once the KO and Objective-card modules
 * are played. A game still going counts as lost (the team gave up).
 */
export function reportFromOutcome(outcome: MissionOutcome, game?: unknown): MissionReport {
  return {
    outcome: outcome.result === "won" ? "won" : "lost",
    survivors: outcome.survivors.map((s) => ({
      id: s.id,
      end: END[s.fate],
      reachedOrange: s.reachedOrange,
      reachedRed: s.reachedRed,
      inventory: s.equipment.map((c) =>
        c.keep === undefined ? { card: c.uid } : { card: c.uid, keep: c.keep },
      ),
      ...(s.extraCxp > 0 ? { extraCxp: s.extraCxp } : {}),
    })),
    companions: outcome.companions.filter((c) => !c.keep).map((c) => c.card ?? c.id),
    achievements: outcome.achievements.map((a) => ({ id: a.id, survivor: a.survivor })),
    ...(game === undefined ? {} : { game }),
  };
}
