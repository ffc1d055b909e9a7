import {
  CAMPAIGN_MODULES,
  type CampaignRecord,
  campaignConfig,
  campaignReport,
  campaignSurvivors,
  knockOutSlice,
  missionReport,
  zombicide,
} from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { equipmentCards } from "../support/card-places.ts";
import { loadMission, missionConfig } from "../support/mission-games.ts";
import { report, run, started } from "./support.ts";

function withSheets(c: CampaignRecord) {
  const mission = loadMission("first-night");
  return { ...missionConfig(mission, c.seats.length), seats: c.seats, survivors: campaignSurvivors(c) };
}

/** A campaign where Amy took Lifesaver and kept a Katana from mission 1. */
function afterMission1(): CampaignRecord {
  let c = run(
    started({ dice: [6, 6, 6] }),
    { type: "beginMission" },
    { type: "gainCxp", survivor: "amy", amount: 2 },
  );
  c = run(c, { type: "chooseReward", survivor: "amy", reward: { kind: "skill", skill: "lifesaver" } });
  return run(c, {
    type: "finishMission",
    report: report(c, "won", { amy: { inventory: [{ card: "katana#e2", keep: 3 }] } }),
  });
}

describe("the next mission's table: Campaign Skills at Blue, Equipment Kept besides the Starting Equipment", () => {
  it("Amy plays with her Blue skill and Lifesaver, and starts with the Katana taken out of the deck", () => {
    const c = afterMission1();
    const config = withSheets(c);
    expect(config.survivors.find((s) => s.id === "amy")).toEqual({
      id: "amy",
      seat: "p2",
      blueExtra: ["lifesaver"],
      kept: ["katana"],
    });
    const game = zombicide.setup(config, "m2");
    if (!game.ok) throw new Error(game.error.message);
    const amy = game.value.survivors.find((s) => s.id === "amy");
    expect(amy?.skills).toContain("lifesaver");
    expect(amy?.skills.length).toBeGreaterThan(1);
    const held = [...(amy?.hands ?? []), ...(amy?.backpack ?? [])].filter((x) => x !== null);
    expect(held.some((u) => u.startsWith("katana#e"))).toBe(true);
    expect(
      held.some((u) => u.includes("#s")),
      "and her Starting Equipment",
    ).toBe(true);
    const cards = equipmentCards(game.value);
    expect(cards.filter((u) => u.startsWith("katana#")).length).toBe(2);
    expect(new Set(cards).size).toBe(cards.length);
  });
});

describe("the mission report read from the game", () => {
  const game = () => {
    const c = run(started(), { type: "beginMission" });
    const g = zombicide.setup(withSheets(c), "m1");
    if (!g.ok) throw new Error(g.error.message);
    return { c, state: g.value };
  };

  it("Orange and Red reached, eliminated is dead, escaped; Ultrared laps never give more than the Red CXP", () => {
    const { c, state } = game();
    const survivors = state.survivors.map((s) =>
      s.id === "wanda"
        ? { ...s, adrenaline: 20 }
        : s.id === "doug"
          ? { ...s, adrenaline: 3, ultraredLaps: 2, escaped: true }
          : { ...s, eliminated: true },
    );
    const r = missionReport(c, { ...state, survivors });
    expect(r.outcome).toBe("lost");
    expect(r.survivors.map((s) => [s.id, s.end, s.reachedOrange, s.reachedRed])).toEqual([
      ["wanda", "standing", true, false],
      ["doug", "escaped", true, true],
      ["amy", "dead", false, false],
    ]);
    const after = run(c, { type: "finishMission", report: r });
    expect(after.history[0]?.cxp).toEqual({ wanda: 1, doug: 2 });
  });

  it("Starting cards carry no Keep value; Advanced deck cards carry the box's", () => {
    const { c, state } = game();
    const survivors = state.survivors.map((s) =>
      s.id === "wanda"
        ? { ...s, hands: ["pistol#s1", "machete#e3"] as [string, string], backpack: ["water#e1"] }
        : s,
    );
    const r = missionReport(c, { ...state, survivors });
    expect(r.survivors[0]?.inventory).toEqual([
      { card: "pistol#s1" },
      { card: "machete#e3", keep: 2 },
      { card: "water#e1" },
    ]);
  });
});

describe("the campaign's report read the KO way (missionOutcome)", () => {
  const game = () => {
    const c = run(started(), { type: "beginMission" });
    const mission = loadMission("first-night");
    const g = zombicide.setup(
      campaignConfig(c, { ...missionConfig(mission, c.seats.length), seats: c.seats }),
      "m1",
    );
    if (!g.ok) throw new Error(g.error.message);
    return { c, state: g.value };
  };

  it("a campaign mission plays with KO and All-Out on, whatever its mission file lists", () => {
    const { state } = game();
    for (const m of CAMPAIGN_MODULES) expect(state.modules).toContain(m);
  });

  it("a KOed survivor taken is alive (its cards lost to the KO), one not taken is dead; Keep values from the box", () => {
    const { c, state } = game();
    const survivors = state.survivors.map((s) =>
      s.id === "wanda"
        ? { ...s, hands: ["pistol#s1", "machete#e3"] as [string, string], backpack: [] }
        : { ...s, eliminated: true, hands: [null, null] as [null, null], backpack: [] },
    );
    const ko = knockOutSlice.write(
      { ...state, survivors },
      { down: { amy: { deadline: 3, round: 2 } }, rescued: ["doug"], dead: [] },
    );
    const r = campaignReport(c, ko);
    expect(r.survivors.map((s) => [s.id, s.end])).toEqual([
      ["wanda", "standing"],
      ["doug", "ko-taken"],
      ["amy", "dead"],
    ]);
    expect(r.survivors[0]?.inventory).toEqual([{ card: "pistol#s1" }, { card: "machete#e3", keep: 2 }]);
    const after = run(c, { type: "finishMission", report: r });
    expect(after.sheets.find((s) => s.survivor === "doug")?.status).toBe("active");
    expect(after.sheets.find((s) => s.survivor === "amy")?.status).toBe("dead");
  });
});
