// biome-ignore-all lint/suspicious/noExplicitAny: tests reach into arbitrary JSON to break it
import { loadPacks } from "@horda/content";
import { describe, expect, it } from "vitest";
import { coreRecords, editJson, errorLines } from "./helpers/records.ts";

const MISSION = "content/core2e/missions/first-night.mission.json";

describe("missions in a pack", () => {
  it("loads the core pack's missions with their maps, goals and special rules", () => {
    const result = loadPacks(coreRecords());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const core = result.value.core2e;
    const m = core?.missions.find((x) => x.id === "first-night");
    expect(m?.names["pt-BR"]).toBe("Primeira Noite");
    expect(m?.map.tiles.map((t) => t.tile)).toEqual(["core2e/1R", "core2e/2R"]);
    expect(m?.goals.map((g) => g.goal)).toEqual(["takeObjectives", "reachExit"]);
    expect(m?.rules[0]?.on).toEqual({ event: "objectiveTaken", colour: "blue" });
    expect(m?.objectiveAdrenaline).toBe(5);
  });

  it.each([
    [
      "a rule naming a map token that does not exist",
      (m: any) => {
        m.rules[0].on = { event: "survivorEntersZone", token: "nowhere" };
      },
      '$.rules[0].on.token: no map token with id "nowhere"',
    ],
    [
      "a counter that was never declared",
      (m: any) => {
        m.rules[0].do.push({ effect: "addToCounter", counter: "bodies", amount: 1 });
      },
      '$.rules[0].do[2].counter: counter "bodies" is not declared in $.counters',
    ],
    [
      "more minimum players than maximum",
      (m: any) => {
        m.players = { min: 4, max: 2 };
      },
      "$.players: players.min (4) is more than players.max (2)",
    ],
    [
      "a map without a starting zone",
      (m: any) => {
        m.map.tokens = m.map.tokens.filter((t: { kind: string }) => t.kind !== "start");
      },
      "$.map.tokens: the map has no survivor starting zone",
    ],
    [
      "an effect the vocabulary does not have",
      (m: any) => {
        m.rules[0].do[0] = { effect: "explode", colour: "blue" };
      },
      "$.rules[0].do[0].effect",
    ],
    [
      "a trigger the vocabulary does not have",
      (m: any) => {
        m.rules[0].on = { event: "moonRises" };
      },
      "$.rules[0].on.event",
    ],
    [
      "a goal without its count",
      (m: any) => {
        delete m.goals[0].count;
      },
      "$.goals[0].count",
    ],
    [
      "two special rules with one id",
      (m: any) => {
        m.rules.push({ ...m.rules[0] });
      },
      '$.rules[1].id: special rule id "blue-key-opens-side-door" is used twice',
    ],
    [
      "an unknown key",
      (m: any) => {
        m.timeLimit = 3;
      },
      "Unrecognized key",
    ],
  ])("refuses %s, naming the file and the JSON path", (_what, edit, message) => {
    const lines = errorLines(editJson(coreRecords(), MISSION, edit));
    expect(lines.join("\n")).toContain(message);
    expect(lines.join("\n")).toContain(MISSION);
  });
});
