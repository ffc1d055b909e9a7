import { type MissionOutcome, reportFromOutcome } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { run, sheet, started } from "./support.ts";

const outcome = (over: Partial<MissionOutcome> = {}): MissionOutcome => ({
  mission: "first-night",
  result: "won",
  round: 7,
  survivors: [
    {
      id: "wanda",
      card: "wanda",
      seat: "p1",
      fate: "alive",
      equipment: [
        { uid: "katana#e1", card: "katana", slot: "hand", keep: 3 },
        { uid: "water#e2", card: "water", slot: "backpack" },
      ],
      reachedOrange: true,
      reachedRed: false,
      extraCxp: 1,
    },
    {
      id: "doug",
      card: "doug",
      seat: "p1",
      fate: "rescued",
      equipment: [],
      reachedOrange: false,
      reachedRed: false,
      extraCxp: 0,
    },
    {
      id: "amy",
      card: "amy",
      seat: "p2",
      fate: "ko",
      equipment: [],
      reachedOrange: true,
      reachedRed: true,
      extraCxp: 0,
    },
  ],
  keywords: ["KEY"],
  achievements: [
    { id: "the-tourist", survivor: "wanda", round: 3, source: "objective-3" },
    { id: "slow-the-invasion", survivor: null, round: 5, source: "note-1" },
  ],
  companions: [
    { id: "c1", card: "elle", leader: "wanda", keep: false },
    { id: "c2", card: "ned", leader: "doug", keep: true },
  ],
  ...over,
});

describe("the advanced rules' mission outcome, read by the campaign", () => {
  it("KO fates, Keep values, extra CXP, Achievements and Companions become the campaign's report", () => {
    const r = reportFromOutcome(outcome());
    expect(r.survivors.map((s) => [s.id, s.end])).toEqual([
      ["wanda", "standing"],
      ["doug", "ko-taken"],
      ["amy", "dead"],
    ]);
    expect(r.companions).toEqual(["elle"]);
    let c = run(started({ dice: [5, 5, 5] }), { type: "beginMission" });
    c = run(c, { type: "finishMission", report: r });
    expect(sheet(c, "wanda")).toMatchObject({ cxp: 2, kept: ["katana"], achievements: ["the-tourist"] });
    expect(sheet(c, "doug").status).toBe("active");
    expect(c.history[0]?.deaths).toEqual(["amy"]);
    expect(c.achievements).toEqual(["slow-the-invasion"]);
    expect(reportFromOutcome(outcome({ result: "ongoing" })).outcome).toBe("lost");
  });
});
