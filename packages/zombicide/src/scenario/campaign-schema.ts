import { partial } from "@horda/table/scenario";
import { z } from "zod";
import { missionReportSchema } from "../campaign/schema.ts";
import { ScenarioSchema } from "./schema.ts";

const id = z.string().min(1).max(64);

/**
 * A campaign mission played at the table: a Zombicide scenario's setup, commands and checks (no name or rule of
 * its own). The campaign brings its sheets: the survivors listed must be on the team (they get their seat,
 * Campaign Skills and Equipment Kept from their sheets; the scenario places them and may give them cards), and
 * those not listed play at the map's starting zone; KO, All-Out and the sheets in play are on.
 */
export const missionPlaySchema = ScenarioSchema.omit({
  scenario: true,
  game: true,
  name: true,
  rule: true,
}).extend({ expect: ScenarioSchema.shape.expect.prefault({}) });

/** A survivor's end of a mission told without playing it: the fields that differ from "standing, nothing". */
const survivorEndTold = missionReportSchema.shape.survivors.element.partial().omit({ id: true });

/** A mission's end told by hand (what `finishMission` receives); unlisted survivors stand with nothing. */
export const missionEndToldSchema = z.strictObject({
  outcome: z.enum(["won", "lost"]),
  survivors: z.record(id, survivorEndTold).default({}),
  companions: z.array(id).default([]),
  companionsDead: missionReportSchema.shape.companionsDead,
  companionsKept: missionReportSchema.shape.companionsKept,
  achievements: missionReportSchema.shape.achievements,
});

/** Checks on the campaign record after a step, matched partially (docs/scenarios.md "Matching"). */
export const campaignExpectSchema = z.strictObject({
  /** The whole record (`phase`, `next`, `pending`, `achievements`, `history`...). */
  campaign: partial.optional(),
  /** A survivor's sheet (its active one, else its last), by survivor id. */
  sheets: z.record(id, partial).default({}),
  /** The history entry of the last mission ended (`keepRolls`, `discarded`, `deaths`, `cxp`...). */
  lastMission: partial.optional(),
});

/**
 * One step of a campaign: a campaign command (`do`, refused with `error` when given), a mission played at the
 * table (`play`) or a mission's end told (`finish`); both begin the campaign's next mission when it is not begun
 * and record its end (`finishMission`). `expect` checks the record afterwards; a step may be only an `expect`.
 */
export const campaignStepSchema = z
  .strictObject({
    do: partial.optional(),
    error: z.string().min(1).optional(),
    play: missionPlaySchema.optional(),
    finish: missionEndToldSchema.optional(),
    expect: campaignExpectSchema.optional(),
  })
  .refine(
    (s) => Number(s.do !== undefined) + Number(s.play !== undefined) + Number(s.finish !== undefined) <= 1,
    {
      message: "a step is one of do, play or finish",
    },
  )
  .refine((s) => s.error === undefined || s.do !== undefined, { message: "error goes with do" });

/** The campaign a scenario plays: a box's rules, its missions in order, the team, the dice of its Keep rolls. */
export const campaignSetupSchema = z.strictObject({
  box: id,
  seed: z.string().default("scenario"),
  /** Mission ids in order (a campaign mission plays the board its `play` step gives). */
  missions: z.array(id).min(1).default(["m1", "m2", "m3"]),
  /** Survivors a successor may be chosen from (the team's are added). */
  roster: z.array(id).default([]),
  team: z.array(z.strictObject({ seat: z.string().min(1).max(20).default("p1"), survivor: id })).min(1),
  /** Keep-roll dice in the order they are rolled, before the record's seeded generator. */
  dice: z.array(z.number().int().min(1).max(6)).default([]),
  /** Keep values of the box's Advanced deck for this scenario, by card id (a book example's cards). */
  keep: z.record(id, z.number().int().min(1).max(9)).default({}),
});

export const CampaignScenarioSchema = z.strictObject({
  scenario: ScenarioSchema.shape.scenario,
  game: z.literal("zombicide").optional(),
  name: z.string().min(1).max(200),
  rule: z.string().min(1).max(200),
  campaign: campaignSetupSchema,
  steps: z.array(campaignStepSchema).min(1),
});

export type CampaignScenario = z.infer<typeof CampaignScenarioSchema>;
export type CampaignStep = z.infer<typeof campaignStepSchema>;
export type MissionPlay = z.infer<typeof missionPlaySchema>;
export type MissionEndTold = z.infer<typeof missionEndToldSchema>;
