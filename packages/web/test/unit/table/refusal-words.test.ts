import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { SESSION_ERROR_CODES, viewFor } from "@horda/table";
import { moduleOfRefusal, type ZombicideView, zombicide } from "@horda/zombicide";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { bundledTiles } from "../../../src/content/tile-library.ts";
import { commandWords } from "../../../src/table/actions/command-words.ts";
import { bundledPacks } from "../../../src/table/content/packs.ts";
import { playables } from "../../../src/table/content/playable.ts";
import { tableEn } from "../../../src/table/i18n/en.ts";
import { tablePtBR } from "../../../src/table/i18n/pt-BR.ts";
import { formatEvent } from "../../../src/table/log/format-event.ts";
import { goalLines, loseLines } from "../../../src/table/mission/mission-progress.ts";
import { rebuild } from "../../../src/table/session/table-session.ts";
import { buildConfig } from "../../../src/table/setup/build-config.ts";
import { counterName } from "../../../src/table/words/counter-name.ts";
import { refusalText } from "../../../src/table/words/refusal.ts";
import { ROOM_REFUSAL_CODES, TABLE_REFUSAL_CODES } from "../../../src/table/words/table-refusals.ts";
import { makeWords } from "../../../src/table/words/words.ts";
import { tableI18n } from "./log-words.ts";

// Every refusal code the engine can return, read from its source: the first argument of each `refuse("…")` and
// `ruleError("…")` call, and each module's declared refusal `code: "…"` (a Move way's), anywhere under
// packages/zombicide/src (the engine types codes as plain strings, so there
// is no exported list; reading every file keeps this true wherever the rule modules move).
const ENGINE = join(dirname(fileURLToPath(import.meta.url)), "../../../../zombicide/src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [path] : [];
  });
}

function engineCodes(): string[] {
  const codes = new Set<string>();
  for (const file of sourceFiles(ENGINE)) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/\b(?:refuse|ruleError)\(\s*"(\w+)"/g)) codes.add(m[1] as string);
    for (const m of text.matchAll(/^\s*code:\s*"(\w+)"/gm)) codes.add(m[1] as string);
  }
  return [...codes].sort();
}

const i18n = tableI18n;
const tFor = (lng: string) => i18n.getFixedT(lng, "table") as TFunction;
const refusalsEn: Readonly<Record<string, string>> = tableEn.refusal;
const refusalsPt: Readonly<Record<string, string>> = tablePtBR.refusal;

describe("refusals in the player's language", () => {
  const codes = [
    ...new Set([...engineCodes(), ...SESSION_ERROR_CODES, ...TABLE_REFUSAL_CODES, ...ROOM_REFUSAL_CODES]),
  ].sort();

  it("finds the engine's codes and the table session's", () => {
    expect(codes).toEqual(
      expect.arrayContaining(["not_enough_actions", "door_locked", "undo_blocked", "sealed_save"]),
    );
    expect(codes.length).toBeGreaterThan(70);
  });

  it("has words for every code in en and pt-BR (a rule's in its module), and none for codes that no longer exist", () => {
    const said = (code: string, lng: "en" | "pt-BR") => {
      const m = moduleOfRefusal(code);
      return m ? m.words?.[lng][`refusal.${code}`] : (lng === "en" ? refusalsEn : refusalsPt)[code];
    };
    const missing = codes.filter((c) => !said(c, "en")?.trim() || !said(c, "pt-BR")?.trim());
    expect(missing).toEqual([]);
    expect(Object.keys(refusalsEn).filter((c) => !codes.includes(c))).toEqual([]);
    const untranslated = codes.filter((c) => said(c, "en") === said(c, "pt-BR"));
    expect(untranslated).toEqual([]);
  });

  it("keeps a rule's refusal words in its module only: the table's words hold the table's and sessions' codes", () => {
    expect(Object.keys(refusalsEn).filter((c) => moduleOfRefusal(c) !== undefined)).toEqual([]);
    expect(Object.keys(refusalsPt).filter((c) => moduleOfRefusal(c) !== undefined)).toEqual([]);
    expect(moduleOfRefusal("narrow_zone")?.id).toBe("narrow-zones");
    expect(moduleOfRefusal("not_enough_actions")?.id).toBe("core");
    expect(moduleOfRefusal("sealed_save")).toBeUndefined();
  });

  it("says a refusal from its code, and an unknown code's message as given", () => {
    const error = { code: "not_enough_actions", message: "Josh has no Action left" };
    expect(refusalText(tFor("pt-BR"), error)).toBe("Não sobram Ações suficientes.");
    expect(refusalText(tFor("en"), error)).toBe("Not enough Actions left.");
    const sealed = { code: "sealed_save", message: "This save was made in an online room" };
    expect(refusalText(tFor("pt-BR"), sealed)).toBe(
      "Este jogo foi salvo numa sala online: só pode continuar online, não pode ser aberto aqui.",
    );
    expect(refusalText(tFor("pt-BR"), { code: "room_full", message: "the room is full" })).toBe(
      "the room is full",
    );
  });
});

const packs = bundledPacks();
if (!packs.ok) throw new Error(packs.errors.join("\n"));
const missions = Object.values(packs.packs).flatMap((p) => p.missions);

const emptyState = {
  survivors: [],
  survivorCatalog: { survivors: {}, equipment: {}, decks: { starting: [], equipment: [], epic: [] } },
  zombieCatalog: { types: {}, pools: {}, spawnCards: {}, abominations: {} },
};
const wordsFor = (lng: string, mission?: ZombicideView["mission"]) =>
  makeWords({
    t: tFor(lng),
    tApp: i18n.getFixedT(lng) as TFunction,
    language: lng,
    state: { ...emptyState, mission } as never,
    skills: {},
  });

describe("mission counters and loss reasons in the player's language", () => {
  const counters = [...new Set(missions.flatMap((m) => Object.keys(m.counters)))].sort();

  it("names every counter of the shipped missions in en and pt-BR", () => {
    expect(counters).toEqual(expect.arrayContaining(["supplies", "alarm"]));
    const counterEn: Readonly<Record<string, string>> = tableEn.counter;
    const counterPt: Readonly<Record<string, string>> = tablePtBR.counter;
    expect(counters.filter((c) => !counterEn[c] || !counterPt[c] || counterEn[c] === counterPt[c])).toEqual(
      [],
    );
    expect(counterName(tFor("pt-BR"), "supplies")).toBe("Suprimentos");
    expect(counterName(tFor("en"), "fuel-cans")).toBe("fuel cans");
  });

  it("shows the counter's name, not its id, in the log and the mission strip", () => {
    const line = formatEvent(
      wordsFor("pt-BR"),
      { type: "CounterChanged", counter: "supplies", value: 2 } as never,
      {},
    );
    expect(line).toContain("Suprimentos");
    expect(line).not.toContain("supplies");
    const strip = (key: string, counters: Record<string, number>) => {
      const playable = playables(packs.packs).find((p) => p.key === key);
      if (!playable) throw new Error(`no ${key}`);
      const options = {
        playable: key,
        players: ["Ana"],
        survivors: { josh: 0 },
        boxes: ["core2e"],
        band: "easier" as const,
        startingDeal: true,
        autoZombieChoices: true,
        sandbox: false,
        seed: "refusals",
      };
      const config = buildConfig(options, playable, packs.packs, bundledTiles().library);
      const built = rebuild({ format: 1, game: "zombicide", config, seed: "refusals", log: [] });
      if (!built.ok) throw new Error(built.error.message);
      const v = viewFor(zombicide, built.value.session, "p1");
      if (!v.ok || !v.value.mission) throw new Error("no mission view");
      const view = { ...v.value, mission: { ...v.value.mission, counters } };
      const w = wordsFor("pt-BR");
      return [...goalLines(w, view), ...loseLines(w, view)].map((g) => g.text).join(" | ");
    };
    // A counter goal with words of its own says them; the counter's name shows in the log.
    const cold = strip("mission:cold-storage", { supplies: 1 });
    expect(cold).toContain("Levar os suprimentos (os fusíveis e a caixa térmica): 1 de 3");
    expect(cold).not.toContain("supplies");
    const broadcast = strip("mission:last-broadcast", { alarm: 2 });
    expect(broadcast).toContain("Alarme chega a 6 (agora 2)");
  });

  it("says a mission's loss reason in the chosen language in the log", () => {
    const reason = { en: "The alarm woke the whole city", "pt-BR": "O alarme acordou a cidade inteira" };
    const mission = { outcome: { result: "loss", reason, rule: "r" } } as never;
    const event = { type: "GameLost", reason: reason.en, rule: "r" } as never;
    expect(formatEvent(wordsFor("pt-BR", mission), event, {})).toContain("O alarme acordou a cidade inteira");
    expect(formatEvent(wordsFor("en", mission), event, {})).toContain("The alarm woke the whole city");
    // The core loss keeps its own words.
    const core = { type: "GameLost", reason: "Josh eliminated", rule: "r" } as never;
    expect(formatEvent(wordsFor("pt-BR"), core, {})).toContain("eliminado");
  });
});

describe("log lines of commands (hot-seat and online) in the player's language", () => {
  it("says every command a seat may send at the start of Cold Storage differently in pt-BR", () => {
    const playable = playables(packs.packs).find((p) => p.key === "mission:cold-storage");
    if (!playable) throw new Error("no Cold Storage");
    const options = {
      playable: playable.key,
      players: ["Ana"],
      survivors: { josh: 0, amy: 0 },
      boxes: ["core2e"],
      band: "easier" as const,
      startingDeal: true,
      autoZombieChoices: true,
      sandbox: false,
      seed: "online-words",
    };
    const config = buildConfig(options, playable, packs.packs, bundledTiles().library);
    const built = rebuild({ format: 1, game: "zombicide", config, seed: "online-words", log: [] });
    if (!built.ok) throw new Error(built.error.message);
    const view = viewFor(zombicide, built.value.session, "p1");
    if (!view.ok) throw new Error(view.error.message);
    const legal = zombicide.legal(built.value.session.state, "p1");
    expect(legal.length).toBeGreaterThan(3);
    const w = (lng: string) =>
      makeWords({
        t: tFor(lng),
        tApp: i18n.getFixedT(lng) as TFunction,
        language: lng,
        state: view.value,
        skills: {},
      });
    const same = legal.filter((c) => commandWords(w("en"), c) === commandWords(w("pt-BR"), c));
    expect(same).toEqual([]);
  });
});
