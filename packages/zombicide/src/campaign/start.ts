import { err, ok, type Result, type RuleError, ruleError, seedRng } from "@horda/table";
import type { CampaignBox } from "./box-schema.ts";
import { CAMPAIGN_BOXES } from "./boxes/index.ts";
import { RULE } from "./rules.ts";
import {
  type CampaignRecord,
  type CampaignSheet,
  type CampaignStart,
  campaignStartSchema,
} from "./schema.ts";
import { zodProblem } from "./zod-problem.ts";

/** A blank Campaign Sheet; a successor's carries its predecessor's Achievements. */
export function newSheet(survivor: string, seat: string, carried: readonly string[] = []): CampaignSheet {
  return {
    survivor,
    seat,
    status: "active",
    cxp: 0,
    rewards: [],
    skills: [],
    bonus: { reserve: 0, spent: 0 },
    kept: [],
    achievements: [...carried],
  };
}

/** A new campaign: the box's rules copied in (so owners may complete them), one blank sheet per survivor. */
export function startCampaign(
  raw: CampaignStart,
  boxes: Readonly<Record<string, CampaignBox>> = CAMPAIGN_BOXES,
): Result<CampaignRecord, RuleError> {
  const parsed = campaignStartSchema.safeParse(raw);
  if (!parsed.success) return err(ruleError("bad_campaign", RULE.sheet, zodProblem(parsed.error)));
  const start = parsed.data;
  const box = boxes[start.box];
  if (!box) return err(ruleError("bad_campaign", RULE.sheet, `no campaign rules for the box "${start.box}"`));
  const seen = new Set<string>();
  for (const m of start.team) {
    if (seen.has(m.survivor))
      return err(ruleError("bad_campaign", RULE.sheet, `${m.survivor} is on the team twice`));
    seen.add(m.survivor);
    if (!start.roster.includes(m.survivor))
      return err(ruleError("bad_campaign", RULE.sheet, `${m.survivor} is not among the survivors offered`));
  }
  const seats = new Set(start.team.map((m) => m.seat));
  const named = new Set<string>();
  for (const p of start.players ?? []) {
    if (!seats.has(p.seat))
      return err(
        ruleError("bad_campaign", RULE.sheet, `the player "${p.name}" has no survivor (seat ${p.seat})`),
      );
    if (named.has(p.seat)) return err(ruleError("bad_campaign", RULE.sheet, `seat ${p.seat} is named twice`));
    named.add(p.seat);
  }
  const { id: _id, names: _names, missions: _missions, ...rules } = box;
  return ok({
    schema: "horda.campaign/1",
    start,
    id: start.id,
    title: start.title,
    box: start.box,
    seed: start.seed,
    rules,
    missions: start.missions,
    roster: start.roster,
    seats: [...seats],
    sheets: start.team.map((m) => newSheet(m.survivor, m.seat)),
    achievements: [],
    phase: "ready",
    next: 0,
    pending: [],
    history: [],
    rng: seedRng(`campaign:${start.seed}`),
    diceScript: [...(start.dice ?? [])],
    log: [],
  });
}
