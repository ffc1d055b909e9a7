import type { CampaignCommand, CampaignRecord } from "./schema.ts";

/**
 * The commands a campaign accepts now, besides `finishMission` (its report comes from the played game) and the
 * owners' free entries (`addCampaignSkill`, achievements not on the book's list).
 */
export function legalCampaign(record: CampaignRecord): CampaignCommand[] {
  if (record.phase === "won" || record.phase === "lost") return [];
  const out: CampaignCommand[] = [];
  const choice = record.pending[0];
  if (choice?.kind === "milestone") {
    const sheet = record.sheets.find((s) => s.survivor === choice.survivor && s.status === "active");
    out.push({ type: "chooseReward", survivor: choice.survivor, reward: { kind: "bonus" } });
    for (const skill of record.rules.skills)
      if (!sheet?.skills.includes(skill.id))
        out.push({
          type: "chooseReward",
          survivor: choice.survivor,
          reward: { kind: "skill", skill: skill.id },
        });
  }
  if (choice?.kind === "successor") {
    const used = new Set(record.sheets.map((s) => s.survivor));
    out.push({ type: "chooseSuccessor", seat: choice.seat, survivor: null });
    for (const id of record.roster)
      if (!used.has(id)) out.push({ type: "chooseSuccessor", seat: choice.seat, survivor: id });
  }
  if (record.phase === "ready" && !choice) out.push({ type: "beginMission" });
  if (record.phase === "playing")
    for (const s of record.sheets)
      if (s.status === "active") {
        if (s.bonus.spent < s.bonus.reserve) out.push({ type: "spendBonusAction", survivor: s.survivor });
        out.push({ type: "gainCxp", survivor: s.survivor, amount: 1 });
        for (const a of record.rules.achievements)
          if (a.stackable || !s.achievements.includes(a.id))
            out.push({ type: "addAchievement", to: s.survivor, achievement: a.id });
      }
  return out;
}
