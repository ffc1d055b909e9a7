import { viewFor } from "@horda/table";
import { boardOf, type ZombicideEvent, type ZombicideView, zombicide } from "@horda/zombicide";
import i18next, { type TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { bundledTiles } from "../../../src/content/tile-library.ts";
import { en } from "../../../src/i18n/locales/en.ts";
import { ptBR } from "../../../src/i18n/locales/pt-BR.ts";
import { boardWithoutTaken, lockedDoorIndices } from "../../../src/table/board/board-state.ts";
import { bundledPacks } from "../../../src/table/content/packs.ts";
import { playables } from "../../../src/table/content/playable.ts";
import { woundOutlook } from "../../../src/table/decisions/wound-outlook.ts";
import { tableEn } from "../../../src/table/i18n/en.ts";
import { tablePtBR } from "../../../src/table/i18n/pt-BR.ts";
import { eventCategory } from "../../../src/table/log/event-category.ts";
import { formatEvent } from "../../../src/table/log/format-event.ts";
import { ruleCitation } from "../../../src/table/log/rule-citation.ts";
import { goalLines, loseLines, ruleLines } from "../../../src/table/mission/mission-progress.ts";
import { itemsSoFar } from "../../../src/table/playback/items-so-far.ts";
import { playbackEvents, playbackFrames, playbackKind } from "../../../src/table/playback/playback-frames.ts";
import type { LogItem } from "../../../src/table/session/log-item.ts";
import { rebuild, sendCommand, type ZSession } from "../../../src/table/session/table-session.ts";
import { buildConfig } from "../../../src/table/setup/build-config.ts";
import { playerName } from "../../../src/table/words/player-name.ts";
import { makeWords } from "../../../src/table/words/words.ts";

const i18n = i18next.createInstance();
await i18n.init({
  lng: "en",
  resources: { en: { translation: en, table: tableEn }, "pt-BR": { translation: ptBR, table: tablePtBR } },
  interpolation: { escapeValue: false },
});
const tFor = (lng: string) => i18n.getFixedT(lng, "table") as TFunction;

const packs = bundledPacks();
if (!packs.ok) throw new Error(packs.errors.join("\n"));
const firstNight = playables(packs.packs).find((p) => p.key === "mission:first-night");

/** First Night in free mode for one player with Josh, as the new-game form starts it. */
function start(): ZSession {
  if (!firstNight) throw new Error("no First Night");
  const options = {
    playable: "mission:first-night",
    players: ["Ana"],
    survivors: { josh: 0 },
    boxes: ["core2e"],
    band: "easier" as const,
    startingDeal: true,
    autoZombieChoices: true,
    sandbox: true,
    seed: "shell",
  };
  const config = buildConfig(options, firstNight, packs.ok ? packs.packs : {}, bundledTiles().library);
  const built = rebuild({ format: 1, game: "zombicide", config, seed: "shell", log: [] });
  if (!built.ok) throw new Error(built.error.message);
  return built.value.session;
}

const viewOf = (s: ZSession): ZombicideView => {
  const v = viewFor(zombicide, s, "p1");
  if (!v.ok) throw new Error(v.error.message);
  return v.value;
};
const wordsFor = (v: ZombicideView, lng = "en") =>
  makeWords({
    t: tFor(lng),
    tApp: i18n.getFixedT(lng) as TFunction,
    language: lng,
    state: v,
    skills: {},
  });

/** The zone id of a map token. */
function zoneOfToken(s: ZSession, token: string): string {
  const board = boardOf(s.state);
  const t = board.tokens.find((x) => x.id === token);
  if (!t) throw new Error(`no token ${token}`);
  return board.zones[t.zone]?.id ?? "";
}

/** Puts Josh on the zone of a token (free mode) and takes the objective there. */
function take(s: ZSession, token: string): ZSession {
  const to = zoneOfToken(s, token);
  const put = zombicide
    .legal(s.state, "p1")
    .find((c) => c.type === "sandboxMovePiece" && c.piece === "josh" && c.to === to);
  if (!put) throw new Error(`cannot put Josh in ${to}`);
  const moved = sendCommand(s, "p1", put);
  if (!moved.ok) throw new Error(moved.error.message);
  const takeIt = zombicide.legal(moved.value.session.state, "p1").find((c) => c.type === "takeObjective");
  if (!takeIt) throw new Error("no takeObjective");
  const done = sendCommand(moved.value.session, "p1", takeIt);
  if (!done.ok) throw new Error(done.error.message);
  return done.value.session;
}

describe("the mission panel's lines", () => {
  it("says each goal's progress, what loses, and the special rules in short, in both languages", () => {
    const s = start();
    const v = viewOf(s);
    expect(goalLines(wordsFor(v), v).map((l) => l.text)).toEqual([
      "Take the red Objectives: 0 of 2",
      "All survivors out through the Exit: 0 of 1",
    ]);
    expect(loseLines(wordsFor(v), v).map((l) => l.text)).toEqual(["Any survivor is eliminated"]);
    // A mission that lets survivors fall is lost once nobody is left: the panel says so instead of nothing.
    const falls = v.mission ? { ...v, mission: { ...v.mission, allowEliminations: true } } : v;
    expect(loseLines(wordsFor(falls), falls).map((l) => l.text)).toEqual([
      "No survivor is left on the board to meet the goals",
    ]);
    const rules = ruleLines(wordsFor(v), v).map((l) => l.text);
    expect(rules[0]).toMatch(/^When the blue Objective is taken: the blue doors unlock/);
    expect(goalLines(wordsFor(v, "pt-BR"), v)[1]?.text).toBe("Todos os sobreviventes pela Saída: 0 de 1");
    // The total stays every survivor; those who fell are named (only the others still have to get out).
    const fallen = { ...v, survivors: v.survivors.map((s) => ({ ...s, eliminated: true })) };
    expect(goalLines(wordsFor(fallen), fallen)[1]?.text).toBe(
      "All survivors out through the Exit: 0 of 1 (1 eliminated)",
    );
    expect(goalLines(wordsFor(fallen, "pt-BR"), fallen)[1]?.text).toBe(
      "Todos os sobreviventes pela Saída: 0 de 1 (1 eliminado)",
    );
  });

  it("says a counter goal in the mission's own words, and Objectives with a masculine colour in pt-BR", () => {
    const v = viewOf(start());
    if (!v.mission) throw new Error("no mission");
    const text = {
      en: "Gather every survivor in one Zone",
      "pt-BR": "Reunir todos os sobreviventes numa Zona",
    };
    const goals = [
      { goal: "counter", counter: "objective-met", value: 1, text },
      { goal: "counter", counter: "objective-met", value: 3, text },
      { goal: "counter", counter: "objective-met", value: 2 },
    ] as const;
    const withText = {
      ...v,
      mission: { ...v.mission, goals, counters: { "objective-met": 1 } },
    } as ZombicideView;
    expect(goalLines(wordsFor(withText), withText).map((l) => l.text)).toEqual([
      "Gather every survivor in one Zone",
      "Gather every survivor in one Zone: 1 of 3",
      "Bring Objective met to 2: 1 of 2",
    ]);
    expect(goalLines(wordsFor(withText, "pt-BR"), withText)[0]?.text).toBe(
      "Reunir todos os sobreviventes numa Zona",
    );
    expect(goalLines(wordsFor(v, "pt-BR"), v)[0]?.text).toBe("Pegar os Objetivos vermelhos: 0 de 2");
    const taken = {
      type: "ObjectiveTaken",
      survivor: "josh",
      token: "red-west",
      kind: "objective",
      colour: "red",
      rule: "r",
    };
    expect(formatEvent(wordsFor(v), taken as ZombicideEvent)).toBe("Josh takes a red Objective");
    expect(formatEvent(wordsFor(v, "pt-BR"), taken as ZombicideEvent)).toBe("Josh pega um Objetivo vermelho");
    const crate = { ...taken, token: "muscle", kind: "crate", colour: null };
    expect(formatEvent(wordsFor(v), crate as ZombicideEvent)).toBe("Josh takes a crate");
    const reached = { type: "GoalReached", goal: 0, kind: "counter", text, rule: "r" };
    expect(formatEvent(wordsFor(v), reached as ZombicideEvent)).toBe(
      "Mission goal 1 reached: Gather every survivor in one Zone",
    );
  });

  it("counts a taken objective, drops its token from the board and unlocks the blue doors with the key", () => {
    let s = start();
    const v0 = viewOf(s);
    const locked0 = lockedDoorIndices(boardOf(s.state), v0.unlockedColours);
    expect(locked0.size).toBeGreaterThan(0);
    s = take(s, "red-west");
    let v = viewOf(s);
    expect(goalLines(wordsFor(v), v)[0]?.text).toBe("Take the red Objectives: 1 of 2");
    const shown = boardWithoutTaken(boardOf(s.state), v.objectivesTaken);
    expect(shown.tokens.map((t) => t.id)).not.toContain("red-west");
    expect(shown.tokens.map((t) => t.id)).toContain("red-east");
    s = take(s, "blue-key");
    v = viewOf(s);
    expect(lockedDoorIndices(boardOf(s.state), v.unlockedColours).size).toBe(0);
    expect(ruleLines(wordsFor(v), v)[0]?.done).toBe(true);
  });
});

describe("the playback", () => {
  const ev = (e: object) => e as ZombicideEvent;
  it("leaves out filler steps and everything after the game ends, and says what it plays", () => {
    const events = [
      ev({ type: "DoorOpened", survivor: "josh", door: "D1", with: "crowbar", noisy: false, rule: "r" }),
      ev({ type: "BuildingOpened", building: 0, darkZones: [], spawns: true, rule: "r" }),
      ev({
        type: "ZombieCardDrawn",
        card: "001",
        zone: "Z1",
        level: "blue",
        kind: "spawn",
        zombie: "brute",
        amount: 0,
        rule: "r",
      }),
      ev({ type: "ZombiesSpawned", zone: "Z1", zombie: "walker", zombies: ["z9"], rush: false, rule: "r" }),
      ev({ type: "NoiseRemoved", tokens: 0, rule: "r" }),
      ev({ type: "GameLost", reason: "Josh eliminated", rule: "r" }),
      ev({ type: "ZombiesMoved", zombies: ["z9"], from: "Z1", to: "Z2", rule: "r" }),
    ];
    expect(playbackEvents(events).map((e) => e.type)).toEqual([
      "DoorOpened",
      "BuildingOpened",
      "ZombiesSpawned",
      "GameLost",
    ]);
    expect(playbackKind(events)).toBe("building");
    expect(playbackKind([ev({ type: "PhaseChanged", round: 2, phase: "zombies" }), ...events])).toBe("phase");
    const attack = ev({ type: "CarAttacked", car: "muscle", driver: "josh", zone: "Z2", rule: "r" });
    const killed = ev({ type: "ZombiesMoved", zombies: ["z9"], from: "Z1", to: "Z2", rule: "r" });
    expect(playbackKind([attack, killed])).toBe("car-attack");
    expect(playbackKind([killed])).toBe("during-turn");
  });

  it("cuts the newest step's log at the event on screen, and leaves a log it cannot place whole", () => {
    const a = ev({ type: "PhaseChanged", round: 1, phase: "zombies" });
    const b = ev({ type: "ZombiesMoved", zombies: ["z9"], from: "Z1", to: "Z2", rule: "r" });
    const c = ev({ type: "PhaseChanged", round: 2, phase: "players" });
    const older = { seq: 1, seat: "p1", kind: "command", events: [c], zombieTypes: {} } as unknown as LogItem;
    const newest = { ...older, seq: 2, events: [a, b, c] } as LogItem;
    expect(itemsSoFar([older, newest], b).map((i) => i.events)).toEqual([[c], [a, b]]);
    expect(itemsSoFar([older, newest], undefined)).toEqual([older, newest]);
    expect(itemsSoFar([older, newest], ev({ ...b }))).toEqual([older, newest]);
  });

  it("follows the round as the playback reaches the next one", () => {
    const s = start();
    const frames = playbackFrames(s.state, [
      { type: "PhaseChanged", round: 1, phase: "zombies" } as ZombicideEvent,
      { type: "PhaseChanged", round: 2, phase: "players" } as ZombicideEvent,
    ]);
    expect(frames.map((f) => f.round)).toEqual([1, 2]);
  });

  it("gives a survivor its Wounds at the frame of the Wound, the rest of its card as before the step", () => {
    const s = start();
    const josh = s.state.survivors[0];
    const frames = playbackFrames(s.state, [
      { type: "PhaseChanged", round: 1, phase: "zombies" } as ZombicideEvent,
      ev({
        type: "WoundTaken",
        survivor: "josh",
        wounds: 1,
        total: 1,
        health: 3,
        source: "zombie",
        rule: "r",
      }),
    ]);
    expect(frames.map((f) => f.survivors[0]?.wounds)).toEqual([0, 1]);
    expect(frames[1]?.survivors[0]).toEqual({ ...josh, wounds: 1 });
  });
});

describe("wounds, citations, filters and names", () => {
  it("says when the next wound eliminates and when it loses the game", () => {
    const v = viewOf(start());
    const josh = v.survivors[0] as ZombicideView["survivors"][number];
    const at = (wounds: number, allow = false): ZombicideView => ({
      ...v,
      survivors: [{ ...josh, wounds }],
      ...(v.mission ? { mission: { ...v.mission, allowEliminations: allow } } : {}),
    });
    expect(woundOutlook(at(0), "josh")).toBe("wound");
    expect(woundOutlook(at(josh.health - 1), "josh")).toBe("lost");
    expect(woundOutlook(at(josh.health - 1, true), "josh")).toBe("eliminated");
  });

  it("cites rules without the authors' (?) and names the section in Portuguese", () => {
    const rule =
      "core-2e §10 2 cocktails are better than 1 (after a Molotov, a die: on 4+ (?) the card returns)";
    expect(ruleCitation(tFor("en"), "en", rule)).not.toContain("(?)");
    expect(ruleCitation(tFor("pt-BR"), "pt-BR", "core-2e §7 Attack (the players divide the Wounds)")).toBe(
      "core-2e §7 (Fase dos Zumbis)",
    );
    // A classic game cites the Season 1 book (its sub-sections kept), and what it plays as 2E says so.
    expect(ruleCitation(tFor("pt-BR"), "pt-BR", "classic §5d Targeting priority (survivors first)")).toBe(
      "classic §5d (Zumbis e surgimento)",
    );
    expect(ruleCitation(tFor("pt-BR"), "pt-BR", "classic (played as in 2E): core-2e §3 Line of Sight")).toBe(
      "classic (jogado como na 2E): core-2e §3 (Linha de visão e alcance)",
    );
  });

  it("groups event types for the log filter and renames default players in the chosen language", () => {
    expect(eventCategory("ZombiesMoved")).toBe("zombies");
    expect(eventCategory("DiceRolled")).toBe("combat");
    expect(eventCategory("SandboxPieceMoved")).toBe("edits");
    expect(eventCategory("MissionMessage")).toBe("mission");
    expect(eventCategory("PhaseChanged")).toBe("turns");
    expect(playerName(tFor("pt-BR"), "Player 2")).toBe("Jogador 2");
    expect(playerName(tFor("en"), "Jogador 1")).toBe("Player 1");
    expect(playerName(tFor("en"), "Ana")).toBe("Ana");
  });
});
