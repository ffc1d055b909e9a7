import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { installedModules, zombicide } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { commandWords } from "../../../src/table/actions/command-words.ts";
import { formatEvent, KNOWN_EVENT_TYPES } from "../../../src/table/log/format-event.ts";
import { logWords } from "./log-words.ts";

// Every event type the engine can emit, read from the source of its `ZombicideEvent` union: events.ts and the
// modules it imports event types from (`import type { XEvent } from "./path.ts"`). A new event type anywhere in
// that union makes this test fail until the log has words for it in both languages.
const GAME = join(dirname(fileURLToPath(import.meta.url)), "../../../../zombicide/src/game");

function eventTypes(): string[] {
  const main = readFileSync(join(GAME, "events.ts"), "utf8");
  const imported = [...main.matchAll(/import type \{ \w+Event \} from "\.\/([^"]+)"/g)].map(
    (m) => m[1] as string,
  );
  expect(imported.length).toBeGreaterThan(0);
  const types = new Set<string>();
  for (const text of [main, ...imported.map((f) => readFileSync(join(GAME, f), "utf8"))])
    for (const m of text.matchAll(/readonly type: ((?:"\w+"(?:\s*\|\s*)?)+)/g))
      for (const t of (m[1] as string).matchAll(/"(\w+)"/g)) types.add(t[1] as string);
  return [...types].sort();
}

const words = (lng: string) => logWords(lng);

describe("every engine event has a log line", () => {
  const types = eventTypes();

  it("finds the engine's event types (mission events included; skill, car and free-mode ones are modules')", () => {
    expect(types).toEqual(expect.arrayContaining(["SurvivorMoved", "GoalReached", "ZombieKilled"]));
    expect(types).not.toEqual(expect.arrayContaining(["SkillUsed"]));
    expect(types.length).toBeGreaterThan(40);
    const moduleTypes = installedModules().flatMap((m) => Object.keys(m.events ?? {}));
    expect(moduleTypes).toEqual(
      expect.arrayContaining(["SkillUsed", "SandboxPieceMoved", "CarDriven", "CompanionLed", "FoodEaten"]),
    );
  });

  it("has a formatter for each of them", () => {
    expect(types.filter((t) => !KNOWN_EVENT_TYPES.includes(t))).toEqual([]);
  });

  it.each(["en", "pt-BR"])("words each of them in %s, with no missing string", (lng) => {
    const w = words(lng);
    // The core's events, then the ones rule modules bring (read from the modules' words).
    const all = [...types, ...installedModules().flatMap((m) => Object.keys(m.events ?? {}))];
    // An event with no fields, then one with the fields some lines need to pick a variant (plurals, slots).
    const variants = [
      {},
      {
        on: true,
        success: true,
        slot: "hand",
        wounds: 2,
        tokens: 2,
        deck: "equipment",
        seat: "driver",
        level: "orange",
        kind: "bonus",
        wounded: true,
        bile: true,
      },
      { open: true, speed: "fast", note: true, effect: "light-wound" },
    ];
    const bad = all.flatMap((type) => {
      const lines = variants.map((v) => formatEvent(w, { type, ...v } as never, {}));
      const ok = lines.some((line) => !line.startsWith(`${type}:`) && !/\bevent\.\w+/.test(line));
      return ok ? [] : [`${type} → ${lines.join(" | ")}`];
    });
    expect(bad).toEqual([]);
  });

  it("says mission events in plain words", () => {
    const goal = { type: "GoalReached", goal: 0, kind: "reachExit", rule: "mission m goal 1" };
    expect(formatEvent(words("en"), goal as never)).toBe(
      "Mission goal 1 reached: get the survivors out through the Exit",
    );
    expect(formatEvent(words("pt-BR"), goal as never)).toBe(
      "Objetivo 1 da missão cumprido: tirar os sobreviventes pela Saída",
    );
    const unlocked = { type: "DoorsUnlocked", colour: "blue", rule: "r" };
    expect(formatEvent(words("pt-BR"), unlocked as never)).toBe("As portas azuis estão destrancadas");
    const msg = {
      type: "MissionMessage",
      ruleId: "r1",
      text: { en: "The way is open", "pt-BR": "O caminho está livre" },
    };
    expect(formatEvent(words("pt-BR"), msg as never)).toBe("Missão: O caminho está livre");
    const fired = { type: "MissionRuleFired", ruleId: "blue-key", on: "objectiveTaken", rule: "r" };
    expect(formatEvent(words("en"), fired as never)).toBe(
      "A mission rule takes effect: an Objective was taken",
    );
  });
});

describe("cars and their Friendly Fire in plain words", () => {
  it("names the car by its type and says who drives where, in both languages", () => {
    const driven = {
      type: "CarDriven",
      car: "police-car",
      driver: "josh",
      from: "Z1",
      to: "Z2",
      speed: "fast",
      occupants: ["josh"],
      rule: "r",
    };
    expect(formatEvent(words("en"), driven as never)).toBe("josh drives the Police car fast from Z1 to Z2");
    expect(formatEvent(words("pt-BR"), driven as never)).toBe(
      "josh dirige o Carro de polícia rápido de Z1 para Z2",
    );
    const spared = {
      type: "FriendlyFireAvoided",
      shooter: "josh",
      survivors: ["lili"],
      misses: 2,
      why: "in a car",
      rule: "r",
    };
    expect(formatEvent(words("en"), spared as never)).toBe(
      "The car's missed dice spare lili: they sit in a car",
    );
  });
});

describe("every engine command has words", () => {
  // The engine names every command type it knows when it refuses an unknown one.
  const refusal = zombicide.parseCommand({ type: "no-such-command" });
  const types = refusal.ok
    ? []
    : (/expected one of (.*)$/.exec(refusal.error.message)?.[1]?.split(", ") ?? []);

  it.each(["en", "pt-BR"])("says each command in %s, never as raw fields", (lng) => {
    expect(types.length).toBeGreaterThan(30);
    const w = words(lng);
    const bad = types.filter((type) => {
      const line = commandWords(w, { type, on: true, to: "Z1" });
      return line.startsWith(`${type}:`) || /\bcommand\.\w+/.test(line);
    });
    expect(bad).toEqual([]);
  });
});
