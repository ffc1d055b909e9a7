import { err, ok, type Result, type RuleError, ruleError } from "@horda/table";
import { gainCxp, withReward } from "./cxp.ts";
import { finishMission } from "./mission-end.ts";
import { RULE } from "./rules.ts";
import {
  type CampaignCommand,
  type CampaignRecord,
  type CampaignSheet,
  campaignCommandSchema,
} from "./schema.ts";
import { newSheet } from "./start.ts";
import { zodProblem } from "./zod-problem.ts";

const refuse = (code: string, rule: string, message: string): Result<never, RuleError> =>
  err(ruleError(code, rule, message));

const withSheet = (record: CampaignRecord, survivor: string, f: (s: CampaignSheet) => CampaignSheet) => ({
  ...record,
  sheets: record.sheets.map((s) => (s.survivor === survivor && s.status === "active" ? f(s) : s)),
});

/** The active sheet of a survivor, or the refusal naming it. */
function activeSheet(record: CampaignRecord, survivor: string): CampaignSheet | RuleError {
  const sheet = record.sheets.find((s) => s.survivor === survivor && s.status === "active");
  return sheet ?? ruleError("no_sheet", RULE.sheet, `${survivor} has no active Campaign Sheet`);
}

function step(record: CampaignRecord, c: CampaignCommand): Result<CampaignRecord, RuleError> {
  if (record.phase === "won" || record.phase === "lost")
    return refuse("campaign_over", RULE.missions, `the campaign is ${record.phase}`);
  switch (c.type) {
    case "beginMission": {
      if (record.phase === "playing")
        return refuse("mission_running", RULE.missions, "a mission is being played");
      const choice = record.pending[0];
      if (choice)
        return refuse(
          "choice_pending",
          choice.kind === "milestone" ? RULE.cxp : RULE.rip,
          choice.kind === "milestone"
            ? `${choice.survivor} has a milestone reward to choose first`
            : `seat ${choice.seat} has a successor to name first`,
        );
      return ok({ ...record, phase: "playing" });
    }
    case "finishMission":
      return finishMission(record, c.report);
    case "chooseReward": {
      const at = record.pending.findIndex((p) => p.kind === "milestone" && p.survivor === c.survivor);
      const choice = record.pending[at];
      if (!choice || choice.kind !== "milestone")
        return refuse("no_milestone", RULE.cxp, `${c.survivor} has no milestone reward to choose`);
      const sheet = activeSheet(record, c.survivor);
      if ("code" in sheet) return err(sheet);
      if (c.reward.kind === "skill") {
        const skill = c.reward.skill;
        if (!record.rules.skills.some((s) => s.id === skill))
          return refuse(
            "not_on_list",
            RULE.skills,
            `"${skill}" is not on this campaign's Campaign Skills list`,
          );
        if (sheet.skills.includes(skill))
          return refuse("skill_taken", RULE.skills, `${c.survivor} already has ${skill}: each is taken once`);
      }
      const reward = c.reward;
      const pending = record.pending.filter((_, i) => i !== at);
      return ok({
        ...withSheet(record, c.survivor, (s) => withReward(s, choice.milestone, reward)),
        pending,
      });
    }
    case "chooseSuccessor": {
      const at = record.pending.findIndex((p) => p.kind === "successor" && p.seat === c.seat);
      const choice = record.pending[at];
      if (!choice || choice.kind !== "successor")
        return refuse("no_successor", RULE.rip, `seat ${c.seat} has no successor to name`);
      const pending = record.pending.filter((_, i) => i !== at);
      const dead = record.sheets.find((s) => s.survivor === choice.predecessor);
      if (c.survivor === null) {
        const left = record.sheets.some((s) => s.status === "active");
        const waiting = pending.some((p) => p.kind === "successor");
        return ok({ ...record, pending, phase: left || waiting ? record.phase : "lost" });
      }
      if (!record.roster.includes(c.survivor))
        return refuse("not_offered", RULE.rip, `${c.survivor} is not among this campaign's survivors`);
      if (record.sheets.some((s) => s.survivor === c.survivor))
        return refuse(
          "already_used",
          RULE.rip,
          `${c.survivor} already has a sheet in this campaign (the dead never come back)`,
        );
      const sheet = { ...newSheet(c.survivor, c.seat, dead?.achievements), predecessor: choice.predecessor };
      return ok({ ...record, pending, sheets: [...record.sheets, sheet] });
    }
    case "spendBonusAction": {
      if (record.phase !== "playing")
        return refuse("no_mission", RULE.bonus, "Bonus Actions are spent during a mission");
      const sheet = activeSheet(record, c.survivor);
      if ("code" in sheet) return err(sheet);
      if (sheet.bonus.spent >= sheet.bonus.reserve)
        return refuse("no_bonus", RULE.bonus, `${c.survivor} has no Bonus Action left this mission`);
      return ok(
        withSheet(record, c.survivor, (s) => ({ ...s, bonus: { ...s.bonus, spent: s.bonus.spent + 1 } })),
      );
    }
    case "gainCxp": {
      if (record.phase !== "playing")
        return refuse("no_mission", RULE.cxp, "extra CXP is earned during a mission");
      const sheet = activeSheet(record, c.survivor);
      if ("code" in sheet) return err(sheet);
      const gained = gainCxp(record, sheet, c.amount);
      return ok({
        ...withSheet(record, c.survivor, () => gained.sheet),
        pending: [...record.pending, ...gained.reached],
      });
    }
    case "addAchievement": {
      const name = c.achievement.trim();
      if (c.to === "team") return ok({ ...record, achievements: [...record.achievements, name] });
      const sheet = activeSheet(record, c.to);
      if ("code" in sheet) return err(sheet);
      const known = record.rules.achievements.find((a) => a.id === name);
      if (sheet.achievements.includes(name) && !known?.stackable)
        return refuse("achievement_held", RULE.achievements, `${c.to} already holds ${name}`);
      return ok(withSheet(record, c.to, (s) => ({ ...s, achievements: [...s.achievements, name] })));
    }
    case "removeAchievement": {
      const list = c.to === "team" ? record.achievements : activeSheet(record, c.to);
      if ("code" in list) return err(list);
      const held = Array.isArray(list) ? list : list.achievements;
      const at = held.indexOf(c.achievement);
      if (at < 0)
        return refuse("no_achievement", RULE.achievements, `${c.to} does not hold ${c.achievement}`);
      const rest = held.filter((_, i) => i !== at);
      return ok(
        c.to === "team"
          ? { ...record, achievements: rest }
          : withSheet(record, c.to, (s) => ({ ...s, achievements: rest })),
      );
    }
    case "addCampaignSkill": {
      if (record.rules.skills.some((s) => s.id === c.skill.id))
        return refuse("skill_listed", RULE.skills, `"${c.skill.id}" is on the list already`);
      const skill = { ...c.skill, owner: true };
      return ok({ ...record, rules: { ...record.rules, skills: [...record.rules.skills, skill] } });
    }
  }
}

/** Applies one command to a campaign: the new record (the command appended to its log) or why it is refused. */
export function applyCampaign(record: CampaignRecord, raw: unknown): Result<CampaignRecord, RuleError> {
  const parsed = campaignCommandSchema.safeParse(raw);
  if (!parsed.success) return refuse("bad_command", RULE.sheet, zodProblem(parsed.error));
  const next = step(record, parsed.data);
  return next.ok ? ok({ ...next.value, log: [...record.log, parsed.data] }) : next;
}
