// biome-ignore-all lint/suspicious/noExplicitAny: tests reach into arbitrary JSON to break it
import { loadPacks } from "@horda/content";
import { describe, expect, it } from "vitest";
import { coreRecords, editJson, errorLines } from "./helpers/records.ts";

const MISSION = "content/core2e/missions/first-night.mission.json";

/** An Objective card of Horda's own words, with the fields given. */
const card = (fields: Record<string, unknown>) => ({
  id: "c1",
  number: 1,
  text: { en: "A locked box.", "pt-BR": "Uma caixa trancada." },
  ...fields,
});

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
    [
      "Objective cards on a mission that still gives AP for taking an Objective",
      (m: any) => {
        m.objectiveCards = { text: "horda", cards: [card({ token: "red-west" })] };
      },
      "$.objectiveAdrenaline: taking an Objective card gives no AP unless the card says so",
    ],
    [
      "an Objective card on a token the map does not have",
      (m: any) => {
        m.objectiveAdrenaline = 0;
        m.objectiveCards = { text: "horda", cards: [card({ token: "nowhere" })] };
      },
      '$.objectiveCards.cards[0].token: no map token with id "nowhere"',
    ],
    [
      "an Objective card on a token that is no objective",
      (m: any) => {
        m.objectiveAdrenaline = 0;
        m.map.tokens[0].id = "start-1";
        m.objectiveCards = { text: "horda", cards: [card({ token: "start-1" })] };
      },
      '$.objectiveCards.cards[0].token: token "start-1" is not an objective token',
    ],
    [
      "an Objective card both on a token and across a door",
      (m: any) => {
        m.objectiveAdrenaline = 0;
        m.objectiveCards = { text: "horda", cards: [card({ token: "red-west", door: "D1" })] };
      },
      "$.objectiveCards.cards[0]: an Objective card lies on one token or straddles one door",
    ],
    [
      "an Objective card reading a Note the set does not have",
      (m: any) => {
        m.objectiveAdrenaline = 0;
        m.objectiveCards = {
          text: "horda",
          cards: [card({ token: "red-west", do: [{ effect: "readNote", note: "n9" }] })],
        };
      },
      '$.objectiveCards.cards[0]: reads Note "n9", which the set has no Note for',
    ],
    [
      "a keyword not written in capitals",
      (m: any) => {
        m.objectiveAdrenaline = 0;
        m.objectiveCards = {
          text: "horda",
          cards: [card({ token: "red-west", do: [{ effect: "gainKeyword", keyword: "key" }] })],
        };
      },
      "a keyword is written in capitals",
    ],
  ])("refuses %s, naming the file and the JSON path", (_what, edit, message) => {
    const lines = errorLines(editJson(coreRecords(), MISSION, edit));
    expect(lines.join("\n")).toContain(message);
    expect(lines.join("\n")).toContain(MISSION);
  });
});
