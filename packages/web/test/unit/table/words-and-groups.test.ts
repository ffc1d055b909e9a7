import { inSpawnBand } from "@horda/content";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { commandWords } from "../../../src/table/actions/command-words.ts";
import { groupCommands } from "../../../src/table/actions/group-commands.ts";
import { barMax, dangerLevel } from "../../../src/table/dashboard/danger.ts";
import { formatEvent, ruleOf } from "../../../src/table/log/format-event.ts";
import { makeWords } from "../../../src/table/words/words.ts";
import { logWords, tableI18n } from "./log-words.ts";

const i18n = tableI18n;
const state = {
  survivors: [{ id: "josh", name: "Josh", card: null }] as never,
  survivorCatalog: { survivors: {}, equipment: {}, decks: { starting: [], equipment: [], epic: [] } },
  zombieCatalog: { types: {}, pools: {}, spawnCards: {}, abominations: {} },
};
const words = (lng: string) => logWords(lng, state);

describe("log words", () => {
  it("explains a zombie group's move with its noise and split, in both languages", () => {
    const hunt = {
      type: "ZombiesHunt",
      from: "Z12",
      zombies: ["z1", "z2", "z3"],
      by: "noise",
      candidates: [{ zone: "Z14", noise: 2 }],
      destinations: ["Z14"],
      branches: ["Z13", "Z15"],
      routes: [],
      rule: "core-2e §7 Move",
    } as const;
    const types = { z1: "walker", z2: "walker", z3: "walker" };
    expect(formatEvent(words("en"), hunt, types)).toBe(
      "3 Walkers in Z12 see nobody and go for the noisiest zone: Z14 (Z14: 2); 2 shortest paths (through Z13, Z15): the group splits",
    );
    expect(
      formatEvent(
        words("pt-BR"),
        { type: "ZombiesMoved", from: "Z12", to: "Z13", zombies: ["z1"], rule: "x" },
        types,
      ),
    ).toBe("1 Lerdo saiu de Z12 para Z13");
    expect(ruleOf(hunt)).toBe("core-2e §7 Move");
  });

  it("says the engine's reasons for points and Noise in the player's language (issue 16: English in pt-BR)", () => {
    const xp = (why: string) =>
      formatEvent(words("pt-BR"), {
        type: "AdrenalineGained",
        survivor: "josh",
        amount: 3,
        total: 3,
        why,
        rule: "x",
      });
    expect(xp("3 zombies killed")).toBe("Josh ganha 3 de adrenalina (3 zumbis mortos): 3");
    expect(xp("1 zombie killed")).toContain("(1 zumbi morto)");
    expect(xp("Objective taken")).toContain("(Objetivo pego)");
    expect(xp("2 Wound(s) healed (Healing)")).toContain("(2 Ferimentos curados)");
    expect(xp("ate Salted Meat")).toContain("(comida consumida)");
    expect(
      formatEvent(words("en"), {
        type: "AdrenalineGained",
        survivor: "josh",
        amount: 3,
        total: 3,
        why: "3 zombies killed",
        rule: "x",
      }),
    ).toBe("Josh gains 3 adrenaline (3 zombies killed): 3");
    const noise = (why: string) =>
      formatEvent(words("pt-BR"), {
        type: "NoiseMade",
        zone: "Z1",
        survivor: "josh",
        tokens: 1,
        why,
        rule: "x",
      });
    expect(noise("pistol Ranged Action")).toBe("Barulho em Z1 (ataque com pistol): 1 ficha");
    expect(noise("Make Noise")).toContain("(Fazer Barulho)");
  });

  it("tells a Zombie card that brings nobody, so the player sees the Spawn Zone drew", () => {
    const drawn = (amount: number) =>
      ({
        type: "ZombieCardDrawn",
        card: "007",
        zone: "Z11",
        level: "blue",
        kind: "spawn",
        zombie: "runner",
        amount,
        rule: "core-2e §7 Step 2 Spawn",
      }) as const;
    expect(formatEvent(words("en"), drawn(0), {})).toMatch(
      /^Zombie card #007 at Blue for Z11: nothing comes/,
    );
    expect(formatEvent(words("pt-BR"), drawn(0), {})).toMatch(/^Carta de zumbi #007 .* Z11: nada aparece/);
    expect(formatEvent(words("en"), drawn(2), {})).toMatch(/^Zombie card #007 at Blue for Z11: 2 Runners \(/);
    expect(formatEvent(words("pt-BR"), drawn(2), {})).toMatch(/^Carta de zumbi #007 .* Z11: 2 Corredores \(/);
  });

  it("counts a box's zombie type by its pack's plural names, and by '×' when its pack gives none", () => {
    const shooter = {
      names: { en: "Shooter Walker", "pt-BR": "Lerdo Atirador" },
      plural: { en: "Shooter Walkers", "pt-BR": "Lerdos Atiradores" },
    };
    const withTypes = {
      ...state,
      zombieCatalog: {
        ...state.zombieCatalog,
        types: { "shooter-walker": shooter, mutant: { names: { en: "Mutant" } } },
      },
    };
    const en = logWords("en", withTypes);
    const pt = logWords("pt-BR", withTypes);
    expect([en.zombieType("shooter-walker", 1), en.zombieType("shooter-walker", 2)]).toEqual([
      "1 Shooter Walker",
      "2 Shooter Walkers",
    ]);
    expect(pt.zombieType("shooter-walker", 3)).toBe("3 Lerdos Atiradores");
    expect([en.zombieType("mutant", 1), en.zombieType("mutant", 2)]).toEqual(["1 Mutant", "2 × Mutant"]);
  });

  it("shows an event type nobody formatted yet as its type and fields", () => {
    expect(formatEvent(words("en"), { type: "MysteryHappened", zone: "Z3", count: 2 } as never)).toBe(
      "MysteryHappened: zone=Z3, count=2",
    );
    expect(commandWords(words("en"), { type: "newThing", survivor: "josh", x: 1 })).toBe(
      "newThing: survivor=josh, x=1",
    );
  });
});

describe("grouping legal commands into controls", () => {
  it("makes one zone control per move family, door buttons and plain buttons", () => {
    const groups = groupCommands([
      { type: "move", survivor: "josh", to: "Z2" },
      { type: "move", survivor: "josh", to: "Z3" },
      { type: "move", survivor: "josh", to: "Z2", slippery: true },
      { type: "openDoor", survivor: "josh", door: "D1", with: "crowbar" },
      { type: "endTurn", survivor: "josh" },
    ]);
    expect(groups.map((g) => [g.type, g.control, g.commands.length])).toEqual([
      ["move", "zone", 2],
      ["move", "zone", 1],
      ["openDoor", "door", 1],
      ["endTurn", "button", 1],
    ]);
  });
});

describe("danger levels and spawn bands", () => {
  it("uses Blue/Yellow/Orange/Red from 0/7/19/43", () => {
    expect([0, 6, 7, 18, 19, 42, 43].map(dangerLevel)).toEqual([
      "blue",
      "blue",
      "yellow",
      "yellow",
      "orange",
      "orange",
      "red",
    ]);
    expect(barMax(50)).toBe(50);
  });
  it("keeps #001-#018 for easier, #019-#036 for harder, later cards always", () => {
    expect(["001", "018", "019", "036", "037"].map((c) => inSpawnBand(c, "easier"))).toEqual([
      true,
      true,
      false,
      false,
      true,
    ]);
    expect(["001", "019", "040"].map((c) => inSpawnBand(c, "harder"))).toEqual([false, true, true]);
  });
});

describe("skill words", () => {
  const skills = {
    "brother-in-arms": { en: "Brother in arms: [Skill]", "pt-BR": "Irmão de armas: [Habilidade]" },
    "plus-1-die": { en: "+1 die: [Action]", "pt-BR": "+1 dado: [Ação]" },
    tough: { en: "Tough", "pt-BR": "Durão" },
  };
  const named = (lng: string) =>
    makeWords({
      t: i18n.getFixedT(lng, "table") as TFunction,
      tApp: i18n.getFixedT(lng) as TFunction,
      language: lng,
      state,
      skills,
    });

  it("names the skill a Brother in arms shares, its own parameter included", () => {
    expect(named("en").skill("brother-in-arms:tough")).toBe("Brother in arms: Tough");
    expect(named("en").skill("brother-in-arms:plus-1-die:melee")).toBe("Brother in arms: +1 die: melee");
    expect(named("pt-BR").skill("brother-in-arms:tough")).toBe("Irmão de armas: Durão");
    expect(named("en").skill("plus-1-die:ranged")).toBe("+1 die: ranged");
    // The Action's kind is said in the player's language too (issue 16: "melee" in a Portuguese dashboard).
    expect(named("pt-BR").skill("plus-1-die:ranged")).toBe("+1 dado: à distância");
    expect(named("pt-BR").skill("brother-in-arms:plus-1-die:melee")).toBe(
      "Irmão de armas: +1 dado: corpo a corpo",
    );
  });
});
