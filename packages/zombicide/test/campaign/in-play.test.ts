import { campaignConfig, campaignPlaySlice, campaignReport, zombicide } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { loadMission, missionConfig } from "../support/mission-games.ts";
import { report, run, started } from "./support.ts";

// CXP earned in play (the campaign-play module) and how the campaign writes it at the mission's end.
describe("a campaign mission carries the sheets into the game and reads them back", () => {
  it("the game starts with each sheet's CXP, Campaign Skills and Bonus Action Reserve", () => {
    let c = run(started(), { type: "beginMission" }, { type: "gainCxp", survivor: "amy", amount: 2 });
    c = run(c, { type: "chooseReward", survivor: "amy", reward: { kind: "bonus" } });
    const config = campaignConfig(c, { ...missionConfig(loadMission("first-night"), 2), seats: c.seats });
    const g = zombicide.setup(config, "m1");
    if (!g.ok) throw new Error(g.error.message);
    const play = campaignPlaySlice.read(g.value);
    expect(play.milestones).toEqual([2, 5, 8, 11, 14, 17, 20]);
    expect(play.sheets.amy).toMatchObject({ cxp: 2, gained: 0, reserve: 1, spent: 0 });
    expect(play.sheets.wanda).toMatchObject({ cxp: 0, reserve: 0 });
    // What the game gained is what the report tells.
    const played = campaignPlaySlice.update(g.value, (p) => ({
      ...p,
      sheets: {
        ...p.sheets,
        wanda: {
          ...(p.sheets.wanda as NonNullable<(typeof p.sheets)["wanda"]>),
          cxp: 2,
          gained: 2,
          orange: true,
          red: true,
          skills: ["hoard"],
          rewards: [{ milestone: 2, reward: { kind: "skill", skill: "hoard" } }],
        },
      },
    }));
    const r = campaignReport(c, played);
    expect(r.survivors.find((s) => s.id === "wanda")?.inPlay).toEqual({
      cxp: 2,
      rewards: [{ milestone: 2, reward: { kind: "skill", skill: "hoard" } }],
    });
  });

  it("CXP and rewards earned in play are written once: no level counted twice, no reward asked again", () => {
    const c = run(started(), { type: "beginMission" });
    const r = report(c, "won", {
      wanda: {
        reachedOrange: true,
        reachedRed: true,
        inPlay: { cxp: 2, rewards: [{ milestone: 2, reward: { kind: "skill", skill: "hoard" } }] },
      },
      // Doug's Objective-card CXP was counted in play too (inPlay.cxp 2): the extra is not added again.
      doug: { reachedOrange: true, extraCxp: 1, inPlay: { cxp: 2, rewards: [] } },
    });
    const after = run(c, { type: "finishMission", report: r });
    const wanda = after.sheets.find((s) => s.survivor === "wanda");
    expect(wanda).toMatchObject({ cxp: 2, skills: ["hoard"], rewards: [{ milestone: 2 }] });
    expect(after.history[0]?.cxp).toMatchObject({ wanda: 2, doug: 2 });
    // Doug crossed 2 in play without choosing (the game ended first): asked now.
    expect(after.pending).toEqual([{ kind: "milestone", survivor: "doug", milestone: 2 }]);
  });

  it("a Milestone crossed in play whose reward was not chosen before the game stopped is still to choose", () => {
    const c = run(started(), { type: "beginMission" });
    const r = report(c, "won", {
      wanda: { reachedOrange: true, reachedRed: true, inPlay: { cxp: 2, rewards: [] } },
    });
    const after = run(c, { type: "finishMission", report: r });
    expect(after.pending).toEqual([{ kind: "milestone", survivor: "wanda", milestone: 2 }]);
  });
});

describe("Companions after a campaign mission", () => {
  it("are discarded unless a card kept them; a kept one comes back with its Leader next mission", () => {
    const c = run(started(), { type: "beginMission" });
    const r = { ...report(c, "won", {}, ["ned"]), companionsKept: [{ card: "elle", leader: "amy" }] };
    const after = run(c, { type: "finishMission", report: r });
    expect(after.history[0]?.companionsDiscarded).toEqual(["ned"]);
    expect(after.companions).toEqual([{ card: "elle", leader: "amy" }]);
    const config = campaignConfig(after, {
      ...missionConfig(loadMission("first-night"), 2),
      seats: after.seats,
    });
    expect(config.companions).toEqual([{ id: "elle", card: "elle", leader: "amy" }]);
    const g = zombicide.setup(config, "m2");
    if (!g.ok) throw new Error(g.error.message);
    expect(g.value.survivors.find((s) => s.id === "elle")?.companion?.leader).toBe("amy");
    // The mission after that one, without a card keeping it, discards it.
    const again = run(after, { type: "beginMission" });
    const next = run(again, { type: "finishMission", report: report(again, "won", {}, ["elle"]) });
    expect(next.companions).toBeUndefined();
  });
});
