import { exportCampaign, importCampaign, replayCampaign } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { refusal, report, run, sheet, started } from "./support.ts";

describe("Keeping your equipment: the roll is final and held until the next one", () => {
  it("the roll is never re-rolled: no command rolls again, and the dice come from the record's seed", () => {
    const play = () => {
      const c = run(started(), { type: "beginMission" });
      const inventory = [{ card: "katana#e1", keep: 3 }];
      return run(c, { type: "finishMission", report: report(c, "won", { amy: { inventory } }) });
    };
    const a = play();
    expect(a.history[0]?.keepRolls).toHaveLength(1);
    expect(a.history[0]?.keepRolls[0]?.dice).toHaveLength(3);
    expect(JSON.stringify(play())).toBe(JSON.stringify(a));
    expect(refusal(a, { type: "rerollKeep", survivor: "amy" })).toBe("bad_command");
  });

  it("a kept card is held until the next roll: the next mission's report rolls for it again", () => {
    let c = run(started({ dice: [6, 6, 6] }), { type: "beginMission" });
    c = run(c, {
      type: "finishMission",
      report: report(c, "won", { doug: { inventory: [{ card: "kukri#e1", keep: 3 }] } }),
    });
    expect(sheet(c, "doug").kept).toEqual(["kukri"]);
    c = run(c, { type: "beginMission" });
    c = run(c, { type: "finishMission", report: report(c, "won") });
    // Doug lost the Kukri during the mission (traded, broken): gone from the sheet, no roll needed.
    expect(sheet(c, "doug").kept).toEqual([]);
  });
});

// The books' Keep examples, a taken KO's lost cards, R.I.P. successors and the campaign lost are campaign
// scenarios: packages/zombicide/scenarios/advanced/campaign/between-missions/.

describe("Achievements, Companions and the missions in order", () => {
  it("individual and collective achievements; Contaminated stacks, others are held once, and can be lost", () => {
    let c = run(
      started(),
      { type: "addAchievement", to: "team", achievement: "Slow the Invasion" },
      { type: "addAchievement", to: "amy", achievement: "contaminated" },
      { type: "addAchievement", to: "amy", achievement: "contaminated" },
      { type: "addAchievement", to: "amy", achievement: "The Tourist" },
    );
    expect(c.achievements).toEqual(["Slow the Invasion"]);
    expect(sheet(c, "amy").achievements).toEqual(["contaminated", "contaminated", "The Tourist"]);
    expect(refusal(c, { type: "addAchievement", to: "amy", achievement: "The Tourist" })).toBe(
      "achievement_held",
    );
    c = run(c, { type: "removeAchievement", to: "amy", achievement: "contaminated" });
    expect(sheet(c, "amy").achievements).toEqual(["contaminated", "The Tourist"]);
  });

  it("Companions are discarded after each mission (written in the history)", () => {
    let c = run(started(), { type: "beginMission" });
    c = run(c, { type: "finishMission", report: report(c, "won", {}, ["elle"]) });
    expect(c.history[0]?.companionsDiscarded).toEqual(["elle"]);
  });

  it("a lost mission is played again; winning the last one wins the campaign", () => {
    let c = run(started(), { type: "beginMission" });
    expect(refusal(c, { type: "beginMission" })).toBe("mission_running");
    c = run(c, { type: "finishMission", report: report(c, "lost") });
    expect([c.next, c.phase]).toEqual([0, "ready"]);
    for (let i = 0; i < 3; i++) {
      c = run(c, { type: "beginMission" });
      c = run(c, { type: "finishMission", report: report(c, "won") });
    }
    expect([c.next, c.phase, c.history.map((h) => h.outcome)]).toEqual([
      3,
      "won",
      ["lost", "won", "won", "won"],
    ]);
    expect(refusal(started(), { type: "finishMission", report: report(started(), "won") })).toBe(
      "no_mission",
    );
  });
});

describe("The campaign as a file", () => {
  const played = () => {
    let c = run(started(), { type: "beginMission" }, { type: "gainCxp", survivor: "amy", amount: 2 });
    c = run(c, { type: "chooseReward", survivor: "amy", reward: { kind: "bonus" } });
    return run(c, {
      type: "finishMission",
      report: report(c, "won", { amy: { inventory: [{ card: "kukri#e1", keep: 4 }] } }),
    });
  };

  it("exports and imports the same record; replaying its log gives it byte for byte", () => {
    const c = played();
    const back = importCampaign(exportCampaign(c));
    expect(back.ok && JSON.stringify(back.value)).toBe(JSON.stringify(c));
    const again = replayCampaign(c);
    expect(again.ok && JSON.stringify(again.value)).toBe(JSON.stringify(c));
  });

  it("a malformed file is refused with the path of what is wrong; a hand-edited sheet is refused", () => {
    const c = played();
    expect(importCampaign("{nope").ok).toBe(false);
    const broken = JSON.parse(exportCampaign(c));
    broken.sheets[1].cxp = -4;
    const r = importCampaign(JSON.stringify(broken));
    expect(!r.ok && r.error.message).toContain("$.sheets[1].cxp");
    const cheat = JSON.parse(exportCampaign(c));
    cheat.sheets[0].cxp = 19;
    const e = importCampaign(JSON.stringify(cheat));
    expect(!e.ok && e.error.message).toContain("$.sheets does not follow from the campaign's log");
  });
});

describe("what the mission wrote: extra CXP and Achievements from Objective cards", () => {
  it("adds the extras to the level CXP, writes individual and collective Achievements, a dead one's to its heir", () => {
    let c = run(started(), { type: "beginMission" });
    const r = {
      ...report(c, "won", { wanda: { reachedOrange: true, extraCxp: 1 }, doug: { end: "dead" as const } }),
      achievements: [
        { id: "black-opala", survivor: "wanda" },
        { id: "contaminated", survivor: "doug" },
        { id: "slow-the-invasion", survivor: null },
      ],
    };
    c = run(c, { type: "finishMission", report: r });
    expect(sheet(c, "wanda")).toMatchObject({ cxp: 2, achievements: ["black-opala"] });
    expect(c.pending).toEqual([
      { kind: "milestone", survivor: "wanda", milestone: 2 },
      { kind: "successor", seat: "p1", predecessor: "doug" },
    ]);
    expect(c.achievements).toEqual(["slow-the-invasion"]);
    c = run(c, { type: "chooseReward", survivor: "wanda", reward: { kind: "bonus" } });
    c = run(c, { type: "chooseSuccessor", seat: "p1", survivor: "elle" });
    expect(sheet(c, "elle").achievements).toEqual(["contaminated"]);
  });
});
