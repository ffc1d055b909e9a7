import { err, ok, type Result, type RuleError, ruleError } from "@horda/table";
import { gainCxp, gainInPlay, levelCxp } from "./cxp.ts";
import { type Dice, rollKeep } from "./keep.ts";
import { RULE } from "./rules.ts";
import type {
  CampaignPending,
  CampaignRecord,
  CampaignSheet,
  MissionHistory,
  MissionReport,
} from "./schema.ts";

/**
 * The end of a mission: CXP for the levels first reached and the mission's extras (milestones become pending
 * choices), the Achievements it wrote (a dead survivor's pass to its successor), the Keep roll
 * for every card with a Keep value held by a survivor still standing (any Break loses it; KOed and dead
 * survivors' cards are lost without a roll), R.I.P. (the sheet closes, its seat may name a successor),
 * Bonus Actions replenished, Companions discarded, the history written. A lost mission is played again
 * (the books do not say; Horda's reading); the campaign is lost when nobody is left standing, or when a
 * Companion the box names vital died (Fort Hendrix: Penny).
 */
export function finishMission(
  record: CampaignRecord,
  report: MissionReport,
): Result<CampaignRecord, RuleError> {
  if (record.phase !== "playing")
    return err(ruleError("no_mission", RULE.missions, "no mission is being played"));
  const active = record.sheets.filter((s) => s.status === "active");
  for (const s of active)
    if (!report.survivors.some((r) => r.id === s.survivor))
      return err(ruleError("bad_report", RULE.sheet, `the mission report says nothing of ${s.survivor}`));
  for (const r of report.survivors)
    if (!active.some((s) => s.survivor === r.id))
      return err(ruleError("bad_report", RULE.sheet, `${r.id} has no active Campaign Sheet`));

  let dice: Dice = { rng: record.rng, script: record.diceScript };
  const history: MissionHistory = {
    mission: record.next,
    missionId: record.missions[record.next]?.id ?? String(record.next),
    outcome: report.outcome,
    cxp: {},
    keepRolls: [],
    discarded: [],
    deaths: [],
    companionsDiscarded: [...report.companions],
    ...(report.game === undefined ? {} : { game: report.game }),
  };
  const pending: CampaignPending[] = [...record.pending];
  const sheets: CampaignSheet[] = record.sheets.map((sheet) => {
    const r = report.survivors.find((x) => x.id === sheet.survivor);
    if (sheet.status !== "active" || !r) return sheet;
    const written = (report.achievements ?? []).filter((a) => a.survivor === sheet.survivor).map((a) => a.id);
    if (r.end === "dead") {
      history.deaths.push(sheet.survivor);
      for (const c of r.inventory)
        history.discarded.push({ survivor: sheet.survivor, card: c.card, why: "dead" });
      pending.push({ kind: "successor", seat: sheet.seat, predecessor: sheet.survivor });
      // A milestone choice of the dead is moot: the successor starts a new sheet.
      const left = pending.filter((p) => !(p.kind === "milestone" && p.survivor === sheet.survivor));
      pending.splice(0, pending.length, ...left);
      return { ...sheet, status: "dead", kept: [], achievements: [...sheet.achievements, ...written] };
    }
    // CXP earned in play (levels as reached, rewards chosen at once) or, from a game without the campaign
    // module, the levels counted now; then the mission's extras.
    const inPlay = r.inPlay ? gainInPlay(record, sheet, r.inPlay) : gainCxp(record, sheet, levelCxp(r));
    // Extras were counted in play too when the game played the sheets.
    const gained = gainCxp(record, inPlay.sheet, r.inPlay ? 0 : (r.extraCxp ?? 0));
    history.cxp[sheet.survivor] = gained.sheet.cxp - sheet.cxp;
    pending.push(...inPlay.reached, ...gained.reached);
    const kept: string[] = [];
    for (const c of r.inventory) {
      if (r.end === "ko-taken") history.discarded.push({ survivor: sheet.survivor, card: c.card, why: "ko" });
      else if (c.keep === undefined)
        history.discarded.push({ survivor: sheet.survivor, card: c.card, why: "no-keep" });
      else {
        const rolled = rollKeep(dice, sheet.survivor, c.card, c.keep);
        dice = rolled.dice;
        history.keepRolls.push(rolled.roll);
        if (rolled.roll.kept) kept.push(rolled.roll.card);
      }
    }
    return {
      ...gained.sheet,
      kept,
      bonus: { reserve: gained.sheet.bonus.reserve, spent: 0 },
      achievements: [...gained.sheet.achievements, ...written],
    };
  });
  const standing = report.survivors.some((r) => r.end === "standing" || r.end === "escaped");
  // A Companion the campaign cannot lose (Fort Hendrix's Penny) died: the campaign is lost.
  const vitalDied = (report.companionsDead ?? []).some((c) => record.rules.vitalCompanions?.includes(c));
  const won = report.outcome === "won";
  const next = won ? record.next + 1 : record.next;
  const phase = !standing || vitalDied ? "lost" : won && next >= record.missions.length ? "won" : "ready";
  const { companions: _gone, ...rest } = record;
  const kept = phase === "lost" ? [] : (report.companionsKept ?? []);
  return ok({
    ...rest,
    ...(kept.length > 0 ? { companions: kept.map((c) => ({ ...c })) } : {}),
    sheets,
    achievements: [
      ...record.achievements,
      ...(report.achievements ?? []).filter((a) => a.survivor === null).map((a) => a.id),
    ],
    pending: phase === "lost" ? [] : pending,
    history: [...record.history, history],
    next,
    phase,
    rng: dice.rng,
    diceScript: [...dice.script],
  });
}
