import type { ZombicideState } from "../game/types.ts";
import { CAMPAIGN_PLAY, campaignPlaySlice } from "../modules/advanced/campaign-play/state.ts";
import { missionOutcome } from "../modules/advanced/outcome/mission-outcome.ts";
import type { MissionOutcome, SurvivorFate } from "../modules/advanced/outcome/types.ts";
import { keepValue } from "./keep.ts";
import type { CampaignRecord, MissionReport } from "./schema.ts";

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
 * are played. A game still going counts as lost (the team gave up). `keep` gives a card's Keep value when the
 * catalogue carries none (the campaign box's Advanced deck table).
 */
export function reportFromOutcome(
  outcome: MissionOutcome,
  game?: unknown,
  keep: (uid: string, printed: number | undefined) => number | undefined = (_u, printed) => printed,
): MissionReport {
  return {
    outcome: outcome.result === "won" ? "won" : "lost",
    survivors: outcome.survivors.map((s) => ({
      id: s.id,
      end: END[s.fate],
      reachedOrange: s.reachedOrange,
      reachedRed: s.reachedRed,
      inventory: s.equipment.map((c) => {
        const k = keep(c.uid, c.keep);
        return k === undefined ? { card: c.uid } : { card: c.uid, keep: k };
      }),
      ...(s.extraCxp > 0 ? { extraCxp: s.extraCxp } : {}),
    })),
    companions: outcome.companions.filter((c) => !c.keep).map((c) => c.card ?? c.id),
    ...(outcome.companionsDead?.length ? { companionsDead: [...outcome.companionsDead] } : {}),
    ...(outcome.companions.some((c) => c.keep)
      ? {
          companionsKept: outcome.companions
            .filter((c) => c.keep)
            .map((c) => ({ card: c.card ?? c.id, leader: c.leader })),
        }
      : {}),
    achievements: outcome.achievements.map((a) => ({ id: a.id, survivor: a.survivor })),
    ...(game === undefined ? {} : { game }),
  };
}

/**
 * What a played campaign mission tells the campaign, read the advanced rules' way (`missionOutcome`): a KOed
 * survivor taken is alive (`ko-taken`: its cards were lost to the KO), one not taken is dead; the Keep values
 * are the catalogue's, else the box's Advanced deck table. Only the campaign's active survivors are reported.
 */
export function campaignReport(record: CampaignRecord, state: ZombicideState, game?: unknown): MissionReport {
  const members = new Set(record.sheets.filter((s) => s.status === "active").map((s) => s.survivor));
  const outcome = missionOutcome(state);
  const mine = { ...outcome, survivors: outcome.survivors.filter((s) => members.has(s.id)) };
  const report = reportFromOutcome(mine, game, (uid, printed) => keepValue(record, uid, () => printed));
  if (!state.modules.includes(CAMPAIGN_PLAY)) return report;
  const play = campaignPlaySlice.read(state);
  return {
    ...report,
    survivors: report.survivors.map((r) => {
      const sheet = play.sheets[r.id];
      if (!sheet) return r;
      const rewards = sheet.rewards.map((x) => ({ milestone: x.milestone, reward: { ...x.reward } }));
      return { ...r, inPlay: { cxp: sheet.gained, rewards } };
    }),
  };
}

/** The campaign a game's mission belongs to (its id), when it was set up as a campaign mission. */
export function campaignOfGame(state: ZombicideState): string | null {
  return state.modules.includes(CAMPAIGN_PLAY) ? (campaignPlaySlice.read(state).campaign ?? null) : null;
}
