import { z } from "zod";

/** A name in the languages the product speaks. */
export const namesSchema = z.object({ en: z.string().min(1), "pt-BR": z.string().min(1) });

/**
 * One entry of a box's Campaign Skills list. `unverified`: no printed source confirmed it; `owner`: typed in by
 * the owner of the box (the Rio list is not public, so owners complete it).
 */
export const campaignSkillSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, "a skill id is lower-case words joined by dashes"),
  names: namesSchema,
  unverified: z.boolean().optional(),
  owner: z.boolean().optional(),
});

/** An Achievement the box's book names; `stackable`: a sheet may hold it several times (Contaminated). */
export const achievementSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  names: namesSchema,
  stackable: z.boolean().optional(),
  unverified: z.boolean().optional(),
});

/**
 * The campaign side of a box: the CXP bar, the Campaign Skills list, the Achievements its book names, its
 * missions in order, and the Keep values of its Advanced decks for cards the content catalogue shares with the
 * core (read until the content packs carry `keep` themselves).
 */
export const campaignBoxSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  names: namesSchema,
  cxpMax: z.number().int().positive(),
  milestones: z.array(z.number().int().positive()).min(1),
  milestonesUnverified: z.boolean().optional(),
  skills: z.array(campaignSkillSchema),
  /** False while the printed list is not known in full: owners may add entries. */
  skillsComplete: z.boolean(),
  achievements: z.array(achievementSchema),
  /** Companions (ID card ids) whose death loses the campaign (Fort Hendrix: "If Penny dies, the campaign is lost"). */
  vitalCompanions: z.array(z.string().regex(/^[a-z0-9-]+$/)).optional(),
  missions: z.array(z.object({ id: z.string(), names: namesSchema })),
  keep: z.record(
    z.string(),
    z.object({ keep: z.number().int().positive(), unverified: z.boolean().optional() }),
  ),
});

export type CampaignBox = z.infer<typeof campaignBoxSchema>;
export type CampaignSkillEntry = z.infer<typeof campaignSkillSchema>;
export type AchievementEntry = z.infer<typeof achievementSchema>;
