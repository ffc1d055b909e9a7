import { z } from "zod";
import { achievementSchema, campaignSkillSchema, namesSchema } from "./box-schema.ts";

const id = z.string().min(1);
const rngSchema = z.object({ algo: z.literal("xoroshiro128plus"), s: z.array(z.number()).readonly() });

/** A milestone's reward: one Bonus Action, or one Campaign Skill from the list. */
export const rewardSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("bonus") }),
  z.object({ kind: z.literal("skill"), skill: id }),
]);

/** One survivor's Campaign Sheet. */
export const sheetSchema = z.object({
  survivor: id,
  seat: id,
  /** `dead`: died for good (R.I.P.); the sheet stays in the record, its survivor never plays again. */
  status: z.enum(["active", "dead"]),
  cxp: z.number().int().min(0),
  /** Milestones reached and what was chosen at each, in order. */
  rewards: z.array(z.object({ milestone: z.number().int(), reward: rewardSchema })),
  /** Campaign Skills taken (each once), held at Blue level. */
  skills: z.array(id),
  bonus: z.object({ reserve: z.number().int().min(0), spent: z.number().int().min(0) }),
  /** Equipment Kept: card ids passed the Keep roll, given at the next mission's setup. */
  kept: z.array(id),
  achievements: z.array(id),
  /** The dead survivor this sheet succeeds (whose achievements it carries). */
  predecessor: id.optional(),
});

export const pendingSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("milestone"), survivor: id, milestone: z.number().int() }),
  z.object({ kind: z.literal("successor"), seat: id, predecessor: id }),
]);

/** A Keep roll: one per card with a Keep value, All-Out dice (1 = Break), never re-rolled. */
export const keepRollSchema = z.object({
  survivor: id,
  card: id,
  keep: z.number().int().positive(),
  dice: z.array(z.number().int().min(1).max(6)),
  kept: z.boolean(),
});

export const survivorEndSchema = z.enum(["standing", "escaped", "ko-taken", "dead"]);

/** What a finished mission tells the campaign (built from the game's final state: `missionReport`). */
export const missionReportSchema = z.object({
  outcome: z.enum(["won", "lost"]),
  survivors: z.array(
    z.object({
      id,
      end: survivorEndSchema,
      reachedOrange: z.boolean(),
      reachedRed: z.boolean(),
      /** Cards in the inventory at the end (uids, "katana#e2") with their Keep value when they have one. */
      inventory: z.array(z.object({ card: id, keep: z.number().int().positive().optional() })),
      /** CXP the mission gave besides the levels (Objective cards, mission rules). */
      extraCxp: z.number().int().min(0).max(20).optional(),
      /**
       * What the sheet earned in play (the campaign module: CXP of the levels counted as they were reached, the
       * Milestone rewards chosen at once); absent: the levels' CXP is counted at the end and rewards chosen then.
       */
      inPlay: z
        .object({
          cxp: z.number().int().min(0).max(20),
          rewards: z.array(z.object({ milestone: z.number().int(), reward: rewardSchema })),
        })
        .optional(),
    }),
  ),
  companions: z.array(id),
  /** Companions (ID card ids) that died in the mission (absent: none). */
  companionsDead: z.array(id).optional(),
  /** Companions a card or the mission keeps for the next mission (their ID card and Leader). */
  companionsKept: z.array(z.object({ card: id, leader: id.nullable() })).optional(),
  /** Achievements the mission wrote: on a survivor's sheet, or the team's (`survivor: null`). */
  achievements: z.array(z.object({ id, survivor: id.nullable() })).optional(),
  /** The game's record (config, seed, commands), kept in the history; opaque to the campaign. */
  game: z.unknown().optional(),
});

export const historySchema = z.object({
  mission: z.number().int().min(0),
  missionId: id,
  outcome: z.enum(["won", "lost"]),
  cxp: z.record(z.string(), z.number().int()),
  keepRolls: z.array(keepRollSchema),
  /** Cards lost without a roll: no Keep value, or the holder was KOed or died. */
  discarded: z.array(z.object({ survivor: id, card: id, why: z.enum(["no-keep", "ko", "dead"]) })),
  deaths: z.array(id),
  companionsDiscarded: z.array(id),
  game: z.unknown().optional(),
});

export const campaignCommandSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("beginMission") }),
  z.object({ type: z.literal("finishMission"), report: missionReportSchema }),
  z.object({ type: z.literal("chooseReward"), survivor: id, reward: rewardSchema }),
  z.object({ type: z.literal("chooseSuccessor"), seat: id, survivor: id.nullable() }),
  z.object({ type: z.literal("spendBonusAction"), survivor: id }),
  z.object({ type: z.literal("gainCxp"), survivor: id, amount: z.number().int().min(1).max(5) }),
  z.object({
    type: z.literal("addAchievement"),
    to: id,
    achievement: z.string().min(1).max(60),
  }),
  z.object({ type: z.literal("removeAchievement"), to: id, achievement: id }),
  z.object({ type: z.literal("addCampaignSkill"), skill: campaignSkillSchema }),
]);

/** What a campaign starts from: with the log, it rebuilds the record (`replayCampaign`). */
export const campaignStartSchema = z.object({
  id,
  title: z.string(),
  box: id,
  seed: z.string(),
  missions: z.array(z.object({ id, names: namesSchema, playable: z.string() })).min(1),
  roster: z.array(id),
  team: z
    .array(z.object({ seat: id, survivor: id }))
    .min(1)
    .max(6),
  /** Die results used before the seeded generator (tests and the books' worked examples). */
  dice: z.array(z.number().int().min(1).max(6)).optional(),
  /** The players' names, seat by seat (absent, or a seat not listed: the seat's id names it). */
  players: z
    .array(z.object({ seat: id, name: z.string().trim().min(1).max(40) }))
    .max(6)
    .optional(),
});

export const campaignRecordSchema = z.object({
  schema: z.literal("horda.campaign/1"),
  start: campaignStartSchema,
  id,
  title: z.string(),
  box: id,
  seed: z.string(),
  rules: z.object({
    cxpMax: z.number().int().positive(),
    milestones: z.array(z.number().int().positive()),
    milestonesUnverified: z.boolean().optional(),
    skills: z.array(campaignSkillSchema),
    skillsComplete: z.boolean(),
    achievements: z.array(achievementSchema),
    /** Companions whose death loses the campaign (the box's). */
    vitalCompanions: z.array(id).optional(),
    keep: z.record(
      z.string(),
      z.object({ keep: z.number().int().positive(), unverified: z.boolean().optional() }),
    ),
  }),
  missions: z.array(z.object({ id, names: namesSchema, playable: z.string() })).min(1),
  /** Survivors (ID card ids) the players may pick from, successors included. */
  roster: z.array(id),
  seats: z.array(id).min(1),
  sheets: z.array(sheetSchema),
  /** Collective Achievements. */
  achievements: z.array(id),
  phase: z.enum(["ready", "playing", "won", "lost"]),
  /** Index of the mission to play next (or being played). */
  next: z.number().int().min(0),
  pending: z.array(pendingSchema),
  /** Companions a card kept for the next mission (absent: none; the others are discarded after each mission). */
  companions: z.array(z.object({ card: id, leader: id.nullable() })).optional(),
  history: z.array(historySchema),
  rng: rngSchema,
  diceScript: z.array(z.number().int().min(1).max(6)),
  /** Every command since the start, in order: replaying them from the start rebuilds this record. */
  log: z.array(z.unknown()),
});

export type CampaignStart = z.infer<typeof campaignStartSchema>;
export type CampaignRecord = z.infer<typeof campaignRecordSchema>;
export type CampaignSheet = z.infer<typeof sheetSchema>;
export type CampaignCommand = z.infer<typeof campaignCommandSchema>;
export type CampaignPending = z.infer<typeof pendingSchema>;
export type MissionReport = z.infer<typeof missionReportSchema>;
export type KeepRoll = z.infer<typeof keepRollSchema>;
export type MissionHistory = z.infer<typeof historySchema>;
export type Reward = z.infer<typeof rewardSchema>;
