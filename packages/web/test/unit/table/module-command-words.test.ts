import { installedModules, moduleOfCommand, moduleOfDecision, switchableModes } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { commandWords, groupWords } from "../../../src/table/actions/command-words.ts";
import { decisionName } from "../../../src/table/decisions/DecisionDialog.tsx";
import { tableEn } from "../../../src/table/i18n/en.ts";
import { tablePtBR } from "../../../src/table/i18n/pt-BR.ts";
import { logWords } from "./log-words.ts";

// Issue 11: the words of commands, refusals, decisions and optional modes live in their rule modules; the
// table's locale files keep only generic words (the table's own refusals, the readings' "hands"/"empty"...).
const state = {
  survivors: [
    { id: "josh", name: "Josh", card: null },
    { id: "amy", name: "Amy", card: null },
  ],
  survivorCatalog: {
    survivors: {},
    equipment: {
      pistol: { names: { en: "Pistol", "pt-BR": "Pistola" } },
      crowbar: { names: { en: "Crowbar", "pt-BR": "Pé de cabra" } },
      "fh-repair-kit": { names: { en: "Repair Kit", "pt-BR": "Kit de Reparos" } },
      "plenty-of-shells": { names: { en: "Plenty of Shells", "pt-BR": "Muitos Cartuchos" } },
    },
    decks: { starting: [], equipment: [], epic: [] },
  },
};
const skills = {
  "break-in": { en: "Break-in", "pt-BR": "Arrombar" },
  sprint: { en: "Sprint", "pt-BR": "Correr" },
  lucky: { en: "Lucky", "pt-BR": "Sortudo" },
};
const en = logWords("en", state, skills);
const pt = logWords("pt-BR", state, skills);

/** Every string of a locale object, flattened. */
const strings = (o: unknown): string[] =>
  typeof o === "string" ? [o] : typeof o === "object" && o ? Object.values(o).flatMap(strings) : [];

describe("commands read in their modules' words", () => {
  it.each([
    [{ type: "move", survivor: "josh", to: "Z2" }, "Move to Z2"],
    [{ type: "move", survivor: "josh", to: "Z2", slippery: true }, "Move (Slippery) to Z2"],
    [{ type: "endTurn", survivor: "josh" }, "End Josh's turn"],
    [{ type: "openDoor", survivor: "josh", door: "D1", with: "crowbar#s1" }, "Open door D1 with Crowbar"],
    [{ type: "openDoor", survivor: "josh", door: "D1", with: "break-in" }, "Open door D1 with Break-in"],
    [{ type: "ranged", survivor: "josh", zone: "Z3", weapon: "pistol#s1" }, "Shoot Z3 with Pistol"],
    [
      { type: "ranged", survivor: "josh", zone: "Z3", weapon: "pistol#s1", dual: true, declare: ["all-out"] },
      "Shoot Z3 with Pistol (both, dual), going All-Out (red dice; a Break breaks the weapon)",
    ],
    [
      {
        type: "reorganize",
        survivor: "josh",
        with: "amy",
        mine: { hands: ["pistol#s1", null], backpack: [] },
        theirs: { hands: [], backpack: ["crowbar#s2"] },
      },
      "Trade with Amy: keep hands Pistol + empty; empty backpack; Amy gets empty hands; backpack Crowbar",
    ],
    [
      { type: "reorganize", survivor: "josh", mine: { hands: ["pistol#s1"], backpack: [] } },
      "Arrange: hands Pistol; empty backpack",
    ],
    [
      { type: "keepCards", survivor: "josh", hands: [null, "pistol#s1"], backpack: ["crowbar#s2"] },
      "Keep: hands empty + Pistol; backpack Crowbar",
    ],
    [{ type: "reroll", source: null }, "Keep the dice"],
    [{ type: "reroll", source: "lucky" }, "Re-roll with Lucky"],
    [{ type: "reroll", source: "blessed", die: 1, face: 3 }, "Blessed: re-roll die 2 (showing 3)"],
    [{ type: "ignoreBreaks", source: null }, "Ignore nothing: the weapon breaks"],
    [
      { type: "ignoreBreaks", source: "ignore-1-break" },
      "Ignore 1 Break: ignore the Breaks (once this Game Round)",
    ],
    [
      { type: "ignoreBreaks", source: "repair-kit", card: "fh-repair-kit#d2.military" },
      "Discard Repair Kit: ignore the Breaks",
    ],
    [
      { type: "ignoreBreaks", source: "spare-parts", card: "crowbar#s1" },
      "Spare parts: discard Crowbar to ignore the Breaks",
    ],
    [{ type: "ignoreBreaks", source: "a-new-way" }, "Ignore the Breaks"],
    [{ type: "startWithAmmo", survivor: "josh", card: "plenty-of-shells" }, "Start with Plenty of Shells"],
    [{ type: "canStartAt", survivor: "josh", level: "orange", start: true }, "Josh starts at Orange"],
    [
      { type: "canStartAt", survivor: "josh", level: "orange", start: false },
      "Josh starts at Blue, as usual",
    ],
    [{ type: "assignHits", kills: { walker: 2, runner: 0 } }, "Kill 2 × Walker"],
    [{ type: "assignFriendlyFire", hits: { josh: 1 } }, "Missed shots: 1 × Josh"],
    [{ type: "assignZombieWound", auto: true }, "Let the table decide"],
    [{ type: "drive", survivor: "josh", car: "c1", path: ["Z2"] }, "Drive slowly to Z2"],
    [{ type: "drive", survivor: "josh", car: "c1", path: ["Z2", "Z3"] }, "Drive fast through Z2 → Z3"],
    [{ type: "fieldMedic", survivor: "josh", heal: "amy", path: [] }, "Field medic: heal Amy"],
    [
      { type: "fieldMedic", survivor: "josh", heal: "amy", path: ["Z2"] },
      "Field medic: heal Amy (moving through Z2)",
    ],
    [{ type: "combatReflexes" }, "Let them come"],
    [
      { type: "combatReflexes", mode: "ranged", weapon: "pistol#s1", dual: true },
      "Combat reflexes: shoot with Pistol (both, dual)",
    ],
    [{ type: "lightOn", survivor: "josh" }, "Turn the light on, beam at the wall (this Zone only)"],
    [{ type: "lightOn", survivor: "josh", toward: "Z4" }, "Turn the light on, beam toward Z4"],
    [{ type: "chooseMilestoneReward", reward: "bonus" }, "+1 Bonus Action"],
    [{ type: "takeKnockedOut", survivor: "josh", knockedOut: "amy" }, "Take Amy (KOed) to safety"],
    [{ type: "sandboxToggleBox", box: "core2e", on: false }, "Take the core2e cards out of the decks"],
    [{ type: "newThing", survivor: "josh", x: 1 }, "newThing: survivor=josh, x=1"],
  ])("%j reads %s", (command, words) => {
    expect(commandWords(en, command as never)).toBe(words);
  });

  it("says them in pt-BR, and the groups' buttons without their target", () => {
    expect(commandWords(pt, { type: "move", survivor: "josh", to: "Z2" })).toBe("Mover para Z2");
    expect(commandWords(pt, { type: "reroll", source: "blessed", die: 0, face: 1 })).toBe(
      "Abençoado: rolar de novo o dado 1 (que mostra 1)",
    );
    expect(commandWords(pt, { type: "ignoreBreaks", source: "repair-kit", card: "fh-repair-kit#g1" })).toBe(
      "Descartar Kit de Reparos: ignorar as Quebras",
    );
    expect(commandWords(pt, { type: "ignoreBreaks", source: null })).toBe("Não ignorar: a arma quebra");
    // The empty backpack and hands agree in gender with their nouns ("mochila vazia", "mãos vazias").
    expect(
      commandWords(pt, {
        type: "reorganize",
        survivor: "josh",
        with: "amy",
        mine: { hands: ["pistol#s1"], backpack: [] },
        theirs: { hands: [], backpack: ["crowbar#s2"] },
      }),
    ).toMatch(/mochila vazia.*mãos vazias/);
    expect(groupWords(en, { type: "move", survivor: "josh", to: "Z2", slippery: true })).toBe(
      "Move (Slippery)",
    );
    expect(
      groupWords(en, { type: "ranged", survivor: "josh", zone: "Z2", weapon: "pistol#s1", dual: true }),
    ).toBe("Shoot with Pistol (both, dual)");
    expect(groupWords(en, { type: "skillMove", survivor: "josh", skill: "sprint", path: ["Z2"] })).toBe(
      "Sprint (pick the zones on the board)",
    );
    expect(groupWords(en, { type: "search", survivor: "josh" })).toBe("Search");
  });

  it("names decisions in the words of the module that raises them", () => {
    expect(decisionName(en, "combatReflexes")).toBe("Combat reflexes");
    expect(decisionName(en, "ignoreBreaks")).toBe("All-Out Breaks: ignore them?");
    expect(decisionName(pt, "startsWithAmmo")).toBe("Começa com uma carta de munição: qual?");
    expect(decisionName(pt, "zombieWound")).not.toBe("zombieWound");
    expect(moduleOfDecision("zombiePull")?.module.id).toBe("zombie-pull");
    expect(decisionName(en, "mystery")).toBe("mystery");
  });
});

describe("the table's locale files keep only generic words", () => {
  const tables = { en: tableEn, "pt-BR": tablePtBR } as const;

  it("hold no command, no rule's refusal or decision, no optional mode", () => {
    for (const t of Object.values(tables)) {
      expect(Object.keys(t)).not.toContain("command");
      expect(Object.keys(t.decision).filter((k) => k.startsWith("kind_"))).toEqual([]);
      expect(
        Object.keys(t.newGame).filter((k) => /^mode(Name)?_/.test(k) && k !== "modeName_undoAnything"),
      ).toEqual([]);
      for (const m of installedModules()) {
        for (const type of Object.keys(m.commandWords ?? {}))
          expect(Object.keys(t).some((section) => section === type)).toBe(false);
        for (const code of m.refusals ?? []) expect(Object.keys(t.refusal)).not.toContain(code);
        for (const kind of Object.keys(m.decisions ?? {}))
          expect(Object.keys(t.decision)).not.toContain(kind);
      }
    }
  });

  it("name no optional mode and no skill module: their names are the modules' words", () => {
    const named = installedModules().filter((m) => m.switchable || (m.skills?.length ?? 0) > 0);
    expect(named.length).toBeGreaterThan(40);
    for (const lng of ["en", "pt-BR"] as const) {
      const text = strings(tables[lng]).join("\n");
      const found = named
        .map((m) => m.words?.[lng].name)
        .filter((name): name is string => typeof name === "string" && text.includes(name));
      expect(found).toEqual([]);
    }
  });

  it("offer the optional modes the engine's registry lists, each worded by its module", () => {
    expect(switchableModes("2e").map((m) => m.id)).toEqual(["dark-zones", "ultrared", "abomination-fest"]);
    for (const m of switchableModes("2e"))
      for (const lng of ["en", "pt-BR"] as const) {
        expect(m.words?.[lng].name).toBeTruthy();
        expect(m.words?.[lng]["mode.switch"]).toMatch(new RegExp(`^${m.words?.[lng].name}: `));
      }
    expect(moduleOfCommand("taunt")?.module.id).toBe("taunt");
  });
});
