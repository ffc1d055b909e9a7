import { type FileRecord, formatContentError, loadPacks } from "@horda/content";
import { describe, expect, it } from "vitest";
import { coreRecords, editJson, errorLines, replaceText } from "./helpers/records.ts";

const C = "content/core2e";
const core = coreRecords();
const without = (path: string) => core.filter((r) => r.path !== path);

/** Each malformed pack and the error line it must produce (among possibly others). */
const cases: Array<[string, FileRecord[], string]> = [
  [
    "bad JSON",
    replaceText(core, `${C}/zombies.json`, '{\n  "schema": "horda.zombies/1",\n  "types": [\n}'),
    `${C}/zombies.json:4:1: bad JSON: expected a value`,
  ],
  [
    "an unknown key",
    editJson(core, `${C}/survivors.json`, (d) => {
      d.survivors[3].speed = 2;
    }),
    `${C}/survivors.json: $.survivors[3]: Unrecognized key: "speed"`,
  ],
  [
    "a wrong type",
    editJson(core, `${C}/equipment.json`, (d) => {
      d.cards[0].attacks[0].dice = "two";
    }),
    `${C}/equipment.json: $.cards[0].attacks[0].dice: Invalid input: expected number, received string`,
  ],
  [
    "an All-Out value of 0",
    editJson(core, `${C}/equipment.json`, (d) => {
      d.cards[0].allOut = { value: 0 };
    }),
    `${C}/equipment.json: $.cards[0].allOut.value: Too small: expected number to be >=1`,
  ],
  [
    "an All-Out value on a card without dice",
    editJson(core, `${C}/equipment.json`, (d) => {
      d.cards[13].allOut = { value: 1 };
    }),
    `${C}/equipment.json: $.cards[13].allOut: only a card that attacks with dice has an All-Out value`,
  ],
  [
    "a missing field",
    editJson(core, `${C}/zombies.json`, (d) => {
      delete d.types[1].actions;
    }),
    `${C}/zombies.json: $.types[1].actions: missing required field (expected number)`,
  ],
  [
    "a value not in the list",
    editJson(core, `${C}/survivors.json`, (d) => {
      d.survivors[0].kind = "adult";
    }),
    `${C}/survivors.json: $.survivors[0].kind: Invalid option: expected one of "classic"|"kid"|"zombivor"`,
  ],
  [
    "a missing file",
    without(`${C}/abominations.json`),
    `${C}/abominations.json: file not found (listed in ${C}/pack.json at $.files.abominations)`,
  ],
  [
    "a duplicate id",
    editJson(core, `${C}/survivors.json`, (d) => {
      d.survivors[5].id = "josh";
    }),
    `${C}/survivors.json: $.survivors[5].id: duplicate survivor id "josh" (first defined in ${C}/survivors.json at $.survivors[0].id)`,
  ],
  [
    "an unknown skill",
    editJson(core, `${C}/survivors.json`, (d) => {
      d.survivors[3].skills.orange[1] = "telekinesis";
    }),
    `${C}/survivors.json: $.survivors[3].skills.orange[1]: unknown skill "telekinesis" (not defined in any skills file this pack can see)`,
  ],
  [
    "a skill parameter out of its list",
    editJson(core, `${C}/survivors.json`, (d) => {
      d.survivors[3].skills.orange[1] = "plus-1-die:search";
    }),
    `${C}/survivors.json: $.survivors[3].skills.orange[1]: skill "plus-1-die": expected one of "combat", "melee", "ranged", got "search"`,
  ],
  [
    "a parameterised skill without its parameter",
    editJson(core, `${C}/survivors.json`, (d) => {
      d.survivors[0].skills.red[0] = "plus-1-free-action";
    }),
    `${C}/survivors.json: $.survivors[0].skills.red[0]: skill "plus-1-free-action" needs a parameter after ":" (one of combat, melee, move, ranged, search)`,
  ],
  [
    "a deck card that is not defined",
    editJson(core, `${C}/equipment.json`, (d) => {
      d.decks.epic[1].card = "laser-sword";
    }),
    `${C}/equipment.json: $.decks.epic[1].card: deck "epic" lists card "laser-sword", which is not defined`,
  ],
  [
    "a spawn card of an unknown zombie type",
    editJson(core, `${C}/spawn-cards.json`, (d) => {
      d.cards[12].zombie = "crawler";
    }),
    `${C}/spawn-cards.json: $.cards[12].zombie: unknown zombie type "crawler"`,
  ],
  [
    "a wrong schema version",
    editJson(core, `${C}/spawn-cards.json`, (d) => {
      d.schema = "horda.spawn-cards/7";
    }),
    `${C}/spawn-cards.json: $.schema: schema "horda.spawn-cards/7" is newer than this version of Horda reads (up to "horda.spawn-cards/1")`,
  ],
  [
    "a file of the wrong kind",
    editJson(core, `${C}/skills.json`, (d) => {
      d.schema = "horda.survivors/2";
    }),
    `${C}/skills.json: $.schema: schema "horda.survivors/2" is not a skills file; expected "horda.skills/1"`,
  ],
  [
    "a pack id that is not its folder name",
    editJson(core, `${C}/pack.json`, (d) => {
      d.id = "core";
    }),
    `${C}/pack.json: $.id: pack id "core" must equal its folder name "core2e"`,
  ],
  [
    "a zombicide pack without a rule profile",
    editJson(core, `${C}/pack.json`, (d) => {
      delete d.ruleProfile;
    }),
    `${C}/pack.json: $.ruleProfile: Invalid option: expected one of "2e"|"classic"|"black-plague"`,
  ],
  [
    "a locale missing a string",
    editJson(core, `${C}/locales/pt-BR.json`, (d) => {
      delete d.strings["danger.red"];
    }),
    `${C}/locales/pt-BR.json: $.strings: missing string "danger.red" (another locale of the pack has it)`,
  ],
  [
    "a JSON file pack.json does not list",
    [...core, { path: `${C}/wounds.json`, text: "{}" }],
    `${C}/wounds.json: not listed in ${C}/pack.json ($.files), so it would be ignored`,
  ],
  [
    "a broken tile",
    replaceText(core, `${C}/tiles/1R.tile`, "tile: 1R\nsize: 3x3\ncolour: red\n"),
    `${C}/tiles/1R.tile:3: unknown key "colour" (known: tile, name, status, source, standin, replaces, size, grid, zones, edges, border, spots)`,
  ],
  [
    "a name with a key outside the languages",
    editJson(core, `${C}/skills.json`, (d) => {
      d.skills[2].names.fr = "+1 dé";
    }),
    `${C}/skills.json: $.skills[2].names: Unrecognized key: "fr"`,
  ],
];

describe("loadPacks refuses malformed packs, naming the file and the JSON path", () => {
  it.each(cases)("%s", (_label, records, expected) => {
    expect(errorLines(records)).toContain(expected);
  });

  it("reports every problem at once, not only the first", () => {
    const records = editJson(
      editJson(core, `${C}/survivors.json`, (d) => {
        d.survivors[0].health = 0;
      }),
      `${C}/zombies.json`,
      (d) => {
        d.pools.walker = -1;
      },
    );
    const lines = errorLines(records);
    expect(lines.some((l) => l.startsWith(`${C}/survivors.json: $.survivors[0].health`))).toBe(true);
    expect(lines.some((l) => l.startsWith(`${C}/zombies.json: $.pools.walker`))).toBe(true);
  });

  it("reads All-Out and Keep values, each flagged unverified on its own", () => {
    const records = editJson(core, `${C}/equipment.json`, (d) => {
      d.cards[0].allOut = { value: 2 };
      d.cards[0].keep = { value: 4, unverified: true, note: "read off a shared scan" };
    });
    const loaded = loadPacks(records);
    if (!loaded.ok) throw new Error(loaded.error.map(formatContentError).join("\n"));
    const card = loaded.value.core2e?.equipment[0];
    expect(card?.allOut).toEqual({ value: 2 });
    expect(card?.keep).toEqual({ value: 4, unverified: true, note: "read off a shared scan" });
  });

  it("refuses records with no pack.json", () => {
    expect(errorLines([{ path: "x/a.json", text: "{}" }])).toEqual([
      "x/a.json: no pack.json among the files",
    ]);
  });
});
