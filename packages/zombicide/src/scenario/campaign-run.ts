import type { Result, RuleError } from "@horda/table";
import { type Checks, firstMismatch } from "@horda/table/scenario";
import { applyCampaign } from "../campaign/apply.ts";
import { CAMPAIGN_BOXES } from "../campaign/boxes/index.ts";
import { CAMPAIGN_MODULES, campaignCompanions, playState } from "../campaign/mission-setup.ts";
import { campaignReport } from "../campaign/outcome-report.ts";
import type { CampaignRecord, MissionReport } from "../campaign/schema.ts";
import { startCampaign } from "../campaign/start.ts";
import { CAMPAIGN_PLAY } from "../modules/advanced/campaign-play/state.ts";
import type { ScenarioContext } from "./board-source.ts";
import type { CampaignScenario, CampaignStep, MissionEndTold, MissionPlay } from "./campaign-schema.ts";
import { playScenarioGame, type ScenarioReport } from "./run.ts";
import type { Scenario } from "./schema.ts";

const json = (v: unknown) => JSON.stringify(v);

/**
 * Runs a campaign scenario: starts the campaign, then does its steps in order (campaign commands, missions played
 * at the table with the sheets carried in, missions' ends told) and checks the record after each step that asks.
 */
export function runCampaignScenario(s: CampaignScenario, ctx: ScenarioContext): ScenarioReport {
  const failures: string[] = [];
  let checks = 0;
  const at = (label: string): Checks => ({
    check(okay, message) {
      checks++;
      if (!okay) failures.push(`${label}: ${message()}`);
    },
  });
  const report = (): ScenarioReport => ({
    name: s.name,
    rule: s.rule,
    passed: failures.length === 0,
    failures,
    checks,
  });
  const started = startFromScenario(s);
  if (!started.ok) {
    at("campaign").check(false, () => `the campaign did not start: ${started.error.message}`);
    return report();
  }
  let record = started.value;
  for (const [i, step] of s.steps.entries()) {
    const c = at(`step ${i + 1} (${stepLabel(step)})`);
    const next = doStep(s, record, step, ctx, c);
    if (next === null) return report();
    record = next;
    if (step.expect) checkRecord(record, step.expect, c);
  }
  return report();
}

function startFromScenario(s: CampaignScenario): Result<CampaignRecord, RuleError> {
  const { box, seed, missions, roster, team, dice, keep } = s.campaign;
  const rules = CAMPAIGN_BOXES[box];
  const boxes =
    rules && Object.keys(keep).length > 0
      ? {
          ...CAMPAIGN_BOXES,
          [box]: {
            ...rules,
            keep: {
              ...rules.keep,
              ...Object.fromEntries(Object.entries(keep).map(([k, v]) => [k, { keep: v }])),
            },
          },
        }
      : CAMPAIGN_BOXES;
  const members = team.map((m) => m.survivor);
  return startCampaign(
    {
      id: "scenario",
      title: s.name,
      box,
      seed,
      missions: missions.map((m) => ({ id: m, names: { en: m, "pt-BR": m }, playable: `mission:${m}` })),
      roster: [...members, ...roster.filter((r) => !members.includes(r))],
      team,
      dice,
    },
    boxes,
  );
}

function stepLabel(step: CampaignStep): string {
  if (step.do) return json(step.do);
  if (step.play) return "mission played";
  if (step.finish) return `mission ${step.finish.outcome}`;
  return "checks";
}

/** One step; the record after it (unchanged for a refused command), or null when the scenario cannot go on. */
function doStep(
  s: CampaignScenario,
  record: CampaignRecord,
  step: CampaignStep,
  ctx: ScenarioContext,
  c: Checks,
): CampaignRecord | null {
  if (step.do) {
    const r = applyCampaign(record, step.do);
    if (step.error) {
      c.check(!r.ok && r.error.code === step.error, () =>
        r.ok
          ? `should be refused with ${step.error}, but it was accepted`
          : `should be refused with ${step.error}, got ${r.error.code}: ${r.error.message}`,
      );
      return record;
    }
    c.check(r.ok, () => (r.ok ? "" : `was refused: ${r.error.code} (${r.error.rule}): ${r.error.message}`));
    return r.ok ? r.value : null;
  }
  if (!step.play && !step.finish) return record;
  let begun = record;
  if (record.phase === "ready") {
    const r = applyCampaign(record, { type: "beginMission" });
    if (!r.ok) {
      c.check(false, () => `the mission could not begin: ${r.error.code}: ${r.error.message}`);
      return null;
    }
    begun = r.value;
  }
  const told = step.play ? playedReport(s, begun, step.play, ctx, c) : toldReport(begun, step.finish);
  if (told === null) return null;
  const ended = applyCampaign(begun, { type: "finishMission", report: told });
  c.check(ended.ok, () => (ended.ok ? "" : `the mission's end was refused: ${ended.error.message}`));
  return ended.ok ? ended.value : null;
}

/** The mission played at the table with the campaign's sheets, and its end read from the last state. */
function playedReport(
  s: CampaignScenario,
  record: CampaignRecord,
  play: MissionPlay,
  ctx: ScenarioContext,
  c: Checks,
): MissionReport | null {
  const sheets = record.sheets.filter((x) => x.status === "active");
  for (const sv of play.survivors)
    if (!sheets.some((x) => x.survivor === sv.id)) {
      c.check(false, () => `${sv.id} has no active Campaign Sheet: the mission plays the campaign's team`);
      return null;
    }
  const survivors = sheets.map((sheet) => {
    const placed = play.survivors.find((x) => x.id === sheet.survivor);
    return {
      ...(placed ?? {}),
      id: sheet.survivor,
      seat: sheet.seat,
      ...(sheet.skills.length > 0 ? { blueExtra: [...sheet.skills] } : {}),
      ...(sheet.kept.length > 0 ? { kept: [...sheet.kept] } : {}),
    };
  });
  const modules = [...play.modules, ...CAMPAIGN_MODULES.filter((m) => !play.modules.includes(m))];
  const mission: Scenario = {
    ...play,
    scenario: s.scenario,
    name: s.name,
    rule: s.rule,
    seats: [...new Set(sheets.map((x) => x.seat))],
    survivors,
    companions: [...play.companions, ...campaignCompanions(record)],
    modules,
    slices: { ...(play.slices ?? {}), [CAMPAIGN_PLAY]: playState(record) },
  };
  const state = playScenarioGame(mission, ctx, c);
  return state === null ? null : campaignReport(record, state);
}

/** A mission's end told by hand: every active survivor stands with nothing unless the step says otherwise. */
function toldReport(record: CampaignRecord, told: MissionEndTold | undefined): MissionReport {
  const t = told as MissionEndTold;
  return {
    outcome: t.outcome,
    survivors: record.sheets
      .filter((x) => x.status === "active")
      .map((x) => ({
        id: x.survivor,
        end: "standing" as const,
        reachedOrange: false,
        reachedRed: false,
        inventory: [],
        ...t.survivors[x.survivor],
      })),
    companions: t.companions,
    ...(t.companionsDead ? { companionsDead: t.companionsDead } : {}),
    ...(t.companionsKept ? { companionsKept: t.companionsKept } : {}),
    ...(t.achievements ? { achievements: t.achievements } : {}),
  };
}

function checkRecord(record: CampaignRecord, want: NonNullable<CampaignStep["expect"]>, c: Checks): void {
  const mismatch = (actual: unknown, expected: unknown, path: string) => {
    const miss = firstMismatch(actual, expected, path);
    c.check(miss === null, () => `${miss?.path}: expected ${json(miss?.want)}, got ${json(miss?.actual)}`);
  };
  if (want.campaign !== undefined) mismatch(record, want.campaign, "campaign");
  for (const [survivor, fields] of Object.entries(want.sheets)) {
    const mine = record.sheets.filter((x) => x.survivor === survivor);
    const sheet = mine.find((x) => x.status === "active") ?? mine.at(-1);
    if (!sheet) c.check(false, () => `no Campaign Sheet for ${survivor}`);
    else mismatch(sheet, fields, `sheets.${survivor}`);
  }
  if (want.lastMission !== undefined) {
    const last = record.history.at(-1);
    if (!last) c.check(false, () => "no mission has ended yet");
    else mismatch(last, want.lastMission, "lastMission");
  }
}
