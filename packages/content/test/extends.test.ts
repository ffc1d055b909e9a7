import type { FileRecord } from "@horda/content";
import { loadPacks } from "@horda/content";
import { describe, expect, it } from "vitest";
import { coreRecords, errorLines } from "./helpers/records.ts";

const X = "content/extra";

/** A small expansion that refers to core skills, cards and zombie types. */
function expansion(
  edit: { pack?: object; survivors?: object[]; decks?: object; pools?: object } = {},
): FileRecord[] {
  const pack = {
    schema: "horda.pack/1",
    id: "extra",
    names: { en: "Extra", "pt-BR": "Extra" },
    game: "zombicide",
    ruleProfile: "2e",
    extends: ["core2e"],
    files: { survivors: "survivors.json", equipment: "equipment.json", zombies: "zombies.json" },
    ...edit.pack,
  };
  const survivors = edit.survivors ?? [
    {
      id: "newcomer",
      names: { en: "Newcomer", "pt-BR": "Novato" },
      kind: "classic",
      health: 3,
      skills: {
        blue: ["starts-with-equipment:chainsaw"],
        yellow: ["plus-1-action"],
        orange: ["dreadnought:brute", "brother-in-arms:plus-1-die:melee"],
        red: ["starts-with-health:4"],
      },
      unverified: true,
      note: "test survivor",
    },
  ];
  const equipment = {
    schema: "horda.equipment/1",
    cards: [],
    decks: edit.decks ?? { equipment: [{ card: "katana", count: 1 }] },
  };
  const zombies = { schema: "horda.zombies/1", types: [], pools: edit.pools ?? { walker: 8 } };
  return [
    { path: `${X}/pack.json`, text: JSON.stringify(pack) },
    { path: `${X}/survivors.json`, text: JSON.stringify({ schema: "horda.survivors/2", survivors }) },
    { path: `${X}/equipment.json`, text: JSON.stringify(equipment) },
    { path: `${X}/zombies.json`, text: JSON.stringify(zombies) },
  ];
}

describe("packs that extend other packs", () => {
  it("may refer to skills, cards and zombie types of the pack they extend", () => {
    const result = loadPacks([...coreRecords(), ...expansion()]);
    expect(result.ok ? Object.keys(result.value).sort() : result.error).toEqual(["core2e", "extra"]);
  });

  it("cannot see a pack they do not extend", () => {
    expect(errorLines([...coreRecords(), ...expansion({ pack: { extends: [] } })])).toContain(
      `${X}/equipment.json: $.decks.equipment[0].card: deck "equipment" lists card "katana", which is not defined`,
    );
  });

  it("refuse an unknown pack in extends", () => {
    expect(errorLines(expansion())).toContain(
      `${X}/pack.json: $.extends[0]: extends unknown pack "core2e" (packs given: none)`,
    );
  });

  it("refuse extending a pack of another game", () => {
    const zurv = expansion({ pack: { game: "zurvivors", ruleProfile: undefined } });
    expect(errorLines([...coreRecords(), ...zurv])).toContain(
      `${X}/pack.json: $.extends[0]: extends "core2e", a zombicide pack, but this is a zurvivors pack`,
    );
  });

  it("refuse a cycle of extends", () => {
    const a = expansion({ pack: { extends: ["other"] } });
    const b: FileRecord = {
      path: "content/other/pack.json",
      text: JSON.stringify({
        schema: "horda.pack/1",
        id: "other",
        names: { en: "O", "pt-BR": "O" },
        game: "zombicide",
        ruleProfile: "2e",
        extends: ["extra"],
        files: {},
      }),
    };
    expect(errorLines([...a, b])).toContain(
      `${X}/pack.json: $.extends: extends in a cycle: extra → other → extra`,
    );
  });

  it("refuse redefining a survivor of the base pack, and bad parameters", () => {
    const lines = errorLines([
      ...coreRecords(),
      ...expansion({
        survivors: [
          {
            id: "wanda",
            names: { en: "Wanda", "pt-BR": "Wanda" },
            kind: "classic",
            health: 3,
            skills: {
              blue: ["dreadnought:crawler"],
              yellow: ["plus-1-action"],
              orange: ["starts-with-health:12"],
              red: ["sprint:fast"],
            },
          },
        ],
        pools: { ghoul: 3 },
      }),
    ]);
    expect(lines).toEqual([
      `${X}/survivors.json: $.survivors[0].id: duplicate survivor id "wanda" (first defined in content/core2e/survivors.json at $.survivors[10].id)`,
      `${X}/survivors.json: $.survivors[0].skills.blue[0]: skill "dreadnought": unknown zombie type "crawler"`,
      `${X}/survivors.json: $.survivors[0].skills.orange[0]: skill "starts-with-health": expected a whole number from 1 to 9, got "12"`,
      `${X}/survivors.json: $.survivors[0].skills.red[0]: skill "sprint" takes no parameter, got ":fast"`,
      `${X}/zombies.json: $.pools.ghoul: pool for unknown zombie type "ghoul"`,
    ]);
  });
});
