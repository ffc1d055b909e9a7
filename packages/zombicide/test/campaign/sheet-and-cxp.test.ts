import { CAMPAIGN_BOXES, legalCampaign, startCampaign } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { fhStart, refusal, report, run, sheet, started } from "./support.ts";

describe("Campaign Sheet: one per survivor when the campaign begins", () => {
  it("gives each survivor a blank sheet and copies the box's rules into the record", () => {
    const c = started();
    expect(c.sheets.map((s) => s.survivor)).toEqual(["wanda", "doug", "amy"]);
    expect(sheet(c, "amy")).toMatchObject({ cxp: 0, skills: [], bonus: { reserve: 0, spent: 0 }, kept: [] });
    expect(c.rules.milestones).toEqual([2, 5, 8, 11, 14, 17, 20]);
    expect(c.rules.milestonesUnverified).toBe(true);
    expect(c.rules.skills.every((s) => s.unverified)).toBe(true);
    expect(c.phase).toBe("ready");
  });

  it("refuses a survivor twice, one not offered, an unknown box, and names the path of a malformed start", () => {
    const twice = startCampaign(
      fhStart({
        team: [
          { seat: "p1", survivor: "amy" },
          { seat: "p2", survivor: "amy" },
        ],
      }),
    );
    expect(!twice.ok && twice.error.message).toContain("amy is on the team twice");
    const stranger = startCampaign(fhStart({ team: [{ seat: "p1", survivor: "bob" }] }));
    expect(!stranger.ok && stranger.error.message).toContain("not among the survivors offered");
    const box = startCampaign(fhStart({ box: "nowhere" }));
    expect(!box.ok && box.error.code).toBe("bad_campaign");
    const bad = startCampaign({ ...fhStart(), team: [{ seat: "p1", survivor: 3 }] } as never);
    expect(!bad.ok && bad.error.message).toContain("$.team[0].survivor");
  });
});

describe("Players: each seat's name travels with the campaign", () => {
  it("keeps the names given at the start, and refuses a name for a seat with no survivor or a seat named twice", () => {
    const c = started({ players: [{ seat: "p1", name: "  Ana " }] });
    expect(c.start.players).toEqual([{ seat: "p1", name: "Ana" }]);
    const stranger = startCampaign(fhStart({ players: [{ seat: "p9", name: "Bia" }] }));
    expect(!stranger.ok && stranger.error.message).toContain('the player "Bia" has no survivor (seat p9)');
    const twice = startCampaign(
      fhStart({
        players: [
          { seat: "p1", name: "Ana" },
          { seat: "p1", name: "Bia" },
        ],
      }),
    );
    expect(!twice.ok && twice.error.message).toContain("seat p1 is named twice");
    const blank = startCampaign(fhStart({ players: [{ seat: "p1", name: "  " }] }));
    expect(!blank.ok && blank.error.message).toContain("$.players[0].name");
  });
});

describe("CXP Bar: 1 CXP for the first Orange, 1 for the first Red of a mission; milestones give a reward", () => {
  it("the books' example: Orange in mission 1 (1 CXP), Orange again in mission 2 (2 CXP) unlocks a choice", () => {
    let c = run(started(), { type: "beginMission" });
    c = run(c, { type: "finishMission", report: report(c, "won", { wanda: { reachedOrange: true } }) });
    expect(sheet(c, "wanda").cxp).toBe(1);
    expect(c.pending).toEqual([]);
    c = run(c, { type: "beginMission" });
    c = run(c, { type: "finishMission", report: report(c, "won", { wanda: { reachedOrange: true } }) });
    expect(sheet(c, "wanda").cxp).toBe(2);
    expect(c.pending).toEqual([{ kind: "milestone", survivor: "wanda", milestone: 2 }]);
    const legal = legalCampaign(c);
    expect(legal).toContainEqual({ type: "chooseReward", survivor: "wanda", reward: { kind: "bonus" } });
    expect(legal).toContainEqual({
      type: "chooseReward",
      survivor: "wanda",
      reward: { kind: "skill", skill: "hoard" },
    });
    expect(legal.some((x) => x.type === "beginMission")).toBe(false);
    expect(refusal(c, { type: "beginMission" })).toBe("choice_pending");
  });

  it("Orange and Red in one mission give 2 CXP and no more; the bar stops at 20", () => {
    let c = started();
    for (let m = 0; m < 3; m++) {
      c = run(c, { type: "beginMission" });
      c = run(c, {
        type: "finishMission",
        report: report(c, "lost", { amy: { reachedOrange: true, reachedRed: true } }),
      });
      while (c.pending.length > 0)
        c = run(c, { type: "chooseReward", survivor: "amy", reward: { kind: "bonus" } });
    }
    expect(sheet(c, "amy").cxp).toBe(6);
    expect(c.history.map((h) => h.cxp.amy)).toEqual([2, 2, 2]);
    expect(sheet(c, "amy").rewards.map((r) => r.milestone)).toEqual([2, 5]);
    c = run(c, { type: "beginMission" }, { type: "gainCxp", survivor: "amy", amount: 5 });
    c = run(
      c,
      { type: "gainCxp", survivor: "amy", amount: 5 },
      { type: "gainCxp", survivor: "amy", amount: 5 },
    );
    expect(sheet(c, "amy").cxp).toBe(20);
  });

  it("mission extras (gainCxp) are earned during play; the reward is chosen at once and usable at once", () => {
    let c = run(started(), { type: "beginMission" }, { type: "gainCxp", survivor: "doug", amount: 2 });
    expect(c.pending).toEqual([{ kind: "milestone", survivor: "doug", milestone: 2 }]);
    c = run(c, { type: "chooseReward", survivor: "doug", reward: { kind: "bonus" } });
    c = run(c, { type: "spendBonusAction", survivor: "doug" });
    expect(sheet(c, "doug").bonus).toEqual({ reserve: 1, spent: 1 });
    expect(refusal(run(started()), { type: "gainCxp", survivor: "doug", amount: 1 })).toBe("no_mission");
  });
});

describe("Campaign Skills: chosen from the box's list, each once, held at Blue", () => {
  const atMilestone = () =>
    run(started(), { type: "beginMission" }, { type: "gainCxp", survivor: "wanda", amount: 5 });

  it("Michelle's example, Hoard: the skill joins the sheet", () => {
    const c = run(atMilestone(), {
      type: "chooseReward",
      survivor: "wanda",
      reward: { kind: "skill", skill: "hoard" },
    });
    expect(sheet(c, "wanda").skills).toEqual(["hoard"]);
    expect(sheet(c, "wanda").rewards).toEqual([{ milestone: 2, reward: { kind: "skill", skill: "hoard" } }]);
    expect(c.pending).toEqual([{ kind: "milestone", survivor: "wanda", milestone: 5 }]);
    expect(
      refusal(c, { type: "chooseReward", survivor: "wanda", reward: { kind: "skill", skill: "hoard" } }),
    ).toBe("skill_taken");
    expect(
      refusal(c, { type: "chooseReward", survivor: "wanda", reward: { kind: "skill", skill: "flying" } }),
    ).toBe("not_on_list");
    expect(refusal(c, { type: "chooseReward", survivor: "amy", reward: { kind: "bonus" } })).toBe(
      "no_milestone",
    );
  });

  it("the Rio list is not public: it ships Lifesaver and owners add entries, marked as theirs", () => {
    expect(CAMPAIGN_BOXES.rio?.skillsComplete).toBe(false);
    const c = run(started({ box: "rio" }), {
      type: "addCampaignSkill",
      skill: { id: "master-planner", names: { en: "Master planner", "pt-BR": "Planejador mestre" } },
    });
    expect(c.rules.skills.map((s) => [s.id, s.owner ?? false])).toEqual([
      ["lifesaver", false],
      ["master-planner", true],
    ]);
    expect(
      refusal(c, { type: "addCampaignSkill", skill: { id: "lifesaver", names: { en: "x", "pt-BR": "x" } } }),
    ).toBe("skill_listed");
  });
});

describe("Bonus Actions: reserve boxes, spent marks, replenished at the end of each mission", () => {
  it("Steven's example: 3 rewards give 3 Bonus Actions per mission", () => {
    let c = run(started(), { type: "beginMission" }, { type: "gainCxp", survivor: "amy", amount: 5 });
    c = run(c, { type: "gainCxp", survivor: "amy", amount: 3 });
    for (let i = 0; i < 3; i++)
      c = run(c, { type: "chooseReward", survivor: "amy", reward: { kind: "bonus" } });
    c = run(c, ...Array(3).fill({ type: "spendBonusAction", survivor: "amy" }));
    expect(sheet(c, "amy").bonus).toEqual({ reserve: 3, spent: 3 });
    expect(refusal(c, { type: "spendBonusAction", survivor: "amy" })).toBe("no_bonus");
    c = run(c, { type: "finishMission", report: report(c, "won") });
    expect(sheet(c, "amy").bonus).toEqual({ reserve: 3, spent: 0 });
    expect(refusal(c, { type: "spendBonusAction", survivor: "amy" })).toBe("no_mission");
  });
});
