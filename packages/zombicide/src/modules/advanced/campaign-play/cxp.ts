import type { ZombicideEvent } from "../../../game/events.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { ZombicideState } from "../../../game/types.ts";
import { decisionType } from "../../../kernel/decisions.ts";
import { CXP_RULE, campaignPlaySlice, EXTRA_RULE, MILESTONE_RULE, type PlaySheet } from "./state.ts";

/** A milestone's reward to choose now (the survivor's player): a Bonus Action or one of `skills`. */
export interface MilestoneChoiceOptions {
  readonly survivor: string;
  readonly milestone: number;
  /** The Campaign Skills the survivor may still take (each is taken once). */
  readonly skills: readonly string[];
}

export const MILESTONE_CHOICE = decisionType<MilestoneChoiceOptions>("milestoneReward");

/**
 * After every command: a survivor with a Campaign Sheet that reached Orange or Red for the first time this
 * mission earns 1 CXP at once (an Ultrared lap's levels never count: the first lap reaches them first); each
 * Milestone crossed asks its reward now.
 */
export function earnCxp(applied: {
  readonly state: ZombicideState;
  readonly events: readonly ZombicideEvent[];
}): { readonly state: ZombicideState; readonly events: readonly ZombicideEvent[] } {
  const play = campaignPlaySlice.read(applied.state);
  const earned: {
    readonly survivor: string;
    readonly level: "orange" | "red" | "extra";
    readonly amount: number;
  }[] = [];
  for (const e of applied.events) {
    if (play.sheets[(e as { survivor?: string }).survivor ?? ""] === undefined) continue;
    if (e.type === "DangerLevelReached" && (e.level === "orange" || e.level === "red") && (e.lap ?? 1) === 1)
      earned.push({ survivor: e.survivor, level: e.level, amount: 1 });
    else if (e.type === "ExtraCxpGained")
      earned.push({ survivor: e.survivor, level: "extra", amount: e.amount });
  }
  if (earned.length === 0) return applied;
  const events = [...applied.events];
  let state = applied.state;
  for (const e of earned) {
    const now = campaignPlaySlice.read(state);
    const sheet = now.sheets[e.survivor] as PlaySheet;
    if (e.level !== "extra" && sheet[e.level]) continue;
    const cxp = Math.min(now.cxpMax, sheet.cxp + e.amount);
    const rule = e.level === "extra" ? EXTRA_RULE : CXP_RULE;
    events.push({ type: "CampaignXpGained", survivor: e.survivor, level: e.level, total: cxp, rule });
    const next: PlaySheet = {
      ...sheet,
      ...(e.level === "extra" ? {} : { [e.level]: true }),
      cxp,
      gained: sheet.gained + (cxp - sheet.cxp),
    };
    state = campaignPlaySlice.write(state, { ...now, sheets: { ...now.sheets, [e.survivor]: next } });
    for (const milestone of now.milestones.filter((m) => m > sheet.cxp && m <= cxp)) {
      events.push({ type: "MilestoneReached", survivor: e.survivor, milestone, rule: MILESTONE_RULE });
      if (state.turn.phase === "over") continue;
      const seat = survivorById(state, e.survivor)?.seat;
      if (seat === undefined) continue;
      state = MILESTONE_CHOICE.raise(state, seat, {
        survivor: e.survivor,
        milestone,
        skills: now.skills.filter((s) => !next.skills.includes(s)),
      });
    }
  }
  return { state, events };
}
