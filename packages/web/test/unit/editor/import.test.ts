import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { missionFileSchema } from "@horda/content";
import { describe, expect, it } from "vitest";
import { bundledZombieTypes } from "../../../src/content/zombie-types.ts";
import { docToMission, missionToDoc } from "../../../src/editor/io/convert.ts";
import { exportMissionText, MAX_IMPORT_BYTES } from "../../../src/editor/io/import-mission.ts";
import { loadMissionText } from "../../../src/editor/io/load-into-editor.ts";
import { driver, newEditor } from "./helpers.ts";

const firstNight = readFileSync(
  fileURLToPath(new URL("../../../../../content/core2e/missions/first-night.mission.json", import.meta.url)),
  "utf8",
);
const good = JSON.parse(firstNight) as Record<string, unknown> & { map: Record<string, unknown> };
const opts = { zombieTypes: bundledZombieTypes(), source: "upload.mission.json" };
const variant = (patch: (m: typeof good) => unknown) => JSON.stringify(patch(structuredClone(good)));

/** An editor with some work in it, so "changes nothing" means something. */
function busyEditor() {
  const editor = newEditor();
  driver(editor).placeTile("core2e/5R", 5, 5);
  return editor;
}

describe("mission import", () => {
  it("imports the bundled mission as one undoable step, and exports it back to the same mission", () => {
    const editor = busyEditor();
    const r = loadMissionText(editor, firstNight, opts);
    expect(r.ok).toBe(true);
    const { $schema: _s, ...expected } = missionFileSchema.parse(good);
    expect(docToMission(editor.doc)).toEqual(expected);
    const exported = exportMissionText(docToMission(editor.doc));
    const again = newEditor();
    expect(loadMissionText(again, exported, opts).ok).toBe(true);
    expect(exportMissionText(docToMission(again.doc))).toBe(exported);
    driver(editor).undo();
    expect(Object.values(editor.doc.records).map((r) => r.type === "tile" && r.tile)).toEqual(["core2e/5R"]);
  });

  const hostile: [string, () => string, RegExp, string?][] = [
    ["bad JSON", () => '{ "schema": "horda.mission/1", "id": ', /bad JSON|JSON/i, "line 1"],
    [
      "a newer version",
      () => variant((m) => ({ ...m, schema: "horda.mission/9" })),
      /newer|version/i,
      "$.schema",
    ],
    ["another kind of file", () => variant((m) => ({ ...m, schema: "horda.map/1" })), /mission/, "$.schema"],
    [
      "an unknown tile",
      () =>
        variant((m) => {
          (m.map.tiles as { tile: string }[])[1]!.tile = "core2e/99X";
          return m;
        }),
      /unknown tile "core2e\/99X"/,
      "$.map.tiles[1].tile",
    ],
    ["a huge file", () => `{"pad":"${"x".repeat(MAX_IMPORT_BYTES)}"}`, /at most 1000000/, "$"],
    [
      "a script in a name",
      () => variant((m) => ({ ...m, names: { en: "<script>alert(1)</script>", "pt-BR": "x" } })),
      /markup/,
      "$.names.en",
    ],
    // The same texts the server refuses to store (packages/server/test/review-input.test.ts, finding 10):
    // both run @horda/content's text checks.
    [
      "a script link in the briefing",
      () => variant((m) => ({ ...m, briefing: { en: "<a href='javascript:x'>go</a>", "pt-BR": "ok" } })),
      /markup/,
      "$.briefing.en",
    ],
    [
      "a control character in a name",
      () => variant((m) => ({ ...m, names: { en: "bad\u0007bell", "pt-BR": "x" } })),
      /control characters/,
      "$.names.en",
    ],
    [
      "a prototype-pollution key",
      () =>
        firstNight.replace('"id": "first-night",', '"id": "first-night", "__proto__": { "polluted": true },'),
      /"__proto__" is not allowed/,
      "$",
    ],
    [
      "a constructor key deep inside",
      () =>
        variant((m) => {
          (m.map.tokens as object[]).push({ constructor: { prototype: 1 } });
          return m;
        }),
      /"constructor" is not allowed/,
    ],
    ["deep nesting", () => `${"[".repeat(100_000)}${"]".repeat(100_000)}`, /nested 100000 deep/, "$"],
    [
      "wrong types",
      () => variant((m) => ({ ...m, players: { min: "two", max: 6 } })),
      /number/,
      "$.players.min",
    ],
    ["a missing map", () => variant(({ map: _map, ...m }) => m), /missing required field/, "$.map"],
    [
      "an unknown token kind",
      () =>
        variant((m) => {
          (m.map.tokens as object[]).push({ kind: "teleporter", x: 1, y: 1 });
          return m;
        }),
      /kind|discriminator|Invalid/i,
      "$.map.tokens[9].kind",
    ],
    [
      "a token off the tiles",
      () =>
        variant((m) => {
          (m.map.tokens as object[]).push({ kind: "crate", x: 150, y: 1 });
          return m;
        }),
      /not on any tile/,
      "$.map.tokens[9]",
    ],
    [
      "an unknown zombie type",
      () =>
        variant((m) => {
          (m.map.tokens as object[]).push({ kind: "zombies", zombie: "dragon", count: 1, x: 1, y: 1 });
          return m;
        }),
      /unknown zombie type "dragon"/,
    ],
    [
      "a rule naming a missing token",
      () =>
        variant((m) => {
          (m.rules as object[]).push({
            id: "x",
            on: { event: "survivorEntersZone", token: "ghost" },
            do: [{ effect: "addAdrenaline", amount: 1, to: "all" }],
          });
          return m;
        }),
      /no map token with id "ghost"/,
      "$.rules[1].on.token",
    ],
    ["an array instead of an object", () => "[1,2,3]", /JSON object/, "$"],
    ["an empty file", () => "   ", /empty/, "$"],
    ["unknown keys", () => variant((m) => ({ ...m, cheat: true })), /cheat|Unrecognized/i],
  ];

  for (const [name, make, message, where] of hostile) {
    it(`refuses ${name} with a clear error and changes nothing`, () => {
      const editor = busyEditor();
      const before = editor.getSnapshot();
      const r = loadMissionText(editor, make(), opts);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.map((e) => `${e.where}: ${e.message}`).join("\n")).toMatch(message);
      if (where) expect(r.error.some((e) => e.where.startsWith(where))).toBe(true);
      expect(editor.getSnapshot()).toBe(before);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  it("round-trips a document through the mission format record for record", () => {
    const m = missionFileSchema.parse(JSON.parse(firstNight));
    const doc = missionToDoc(m);
    expect(missionToDoc(docToMission(doc))).toEqual(doc);
  });
});
