import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { missionFileSchema, TokenSchema } from "@horda/content";
import { survivorCatalogFromPacks, zombicide, zombieCatalogFromPacks } from "@horda/zombicide";
import { loadContentPacks } from "@horda/zombicide/node";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { bundledZombieTypes } from "../../../src/content/zombie-types.ts";
import { docToMap, docToMission } from "../../../src/editor/io/convert.ts";
import { exportMissionText } from "../../../src/editor/io/import-mission.ts";
import { loadMissionText } from "../../../src/editor/io/load-into-editor.ts";
import { recordsOfType } from "../../../src/editor/model/records.ts";
import { templateKey } from "../../../src/editor/tools/pieces.ts";
import { PieceGlyph } from "../../../src/editor/ui/piece-glyph.tsx";
import { setupI18n } from "../../../src/i18n/i18n.ts";
import { contents, driver, newEditor } from "./helpers.ts";

beforeAll(() => setupI18n("en"));

const joyride = readFileSync(
  fileURLToPath(new URL("../../../../../content/core2e/missions/joyride.mission.json", import.meta.url)),
  "utf8",
);
const opts = { zombieTypes: bundledZombieTypes(), source: "joyride.mission.json" };

const muscle = { kind: "token", token: { kind: "car", car: "muscle" } } as const;
const police = { kind: "token", token: { kind: "car", car: "police" } } as const;
const companion = (card?: string) =>
  ({ kind: "token", token: { kind: "companion", ...(card ? { card } : {}) } }) as const;

describe("cars and Companions on the map", () => {
  it("places a Muscle Car (crate by default), * takes the crate out and puts it back, each undoable", () => {
    const editor = newEditor();
    const d = driver(editor);
    d.placeTile("core2e/1R", 5, 5);
    d.placePiece(muscle, 5.5, 8.5);
    const placed = contents(editor.doc);
    expect(placed[1]).toEqual({ type: "token", token: { kind: "car", car: "muscle", x: 5, y: 8 } });
    expect(docToMap(editor.doc).map.tokens).toEqual([{ kind: "car", x: 5, y: 8, car: "muscle" }]);
    d.key("*");
    const emptied = contents(editor.doc);
    expect(recordsOfType(editor.doc, "token")[0]?.token).toEqual({
      kind: "car",
      car: "muscle",
      x: 5,
      y: 8,
      crate: false,
    });
    expect(docToMap(editor.doc).map.tokens).toEqual([
      { kind: "car", x: 5, y: 8, car: "muscle", crate: false },
    ]);
    d.undo();
    expect(contents(editor.doc)).toEqual(placed);
    d.redo();
    expect(contents(editor.doc)).toEqual(emptied);
    d.key("*");
    expect(contents(editor.doc)).toEqual(placed);
    d.undo();
    d.undo();
    d.undo();
    expect(recordsOfType(editor.doc, "token")).toHaveLength(0);
  });

  it("leaves a Police Car as it is on * (no crate in the rules), with no undo step", () => {
    const editor = newEditor();
    const d = driver(editor);
    d.placeTile("core2e/1R", 5, 5);
    d.placePiece(police, 2.5, 8.5);
    const before = contents(editor.doc);
    d.key("*");
    expect(contents(editor.doc)).toEqual(before);
    d.undo();
    expect(recordsOfType(editor.doc, "token")).toHaveLength(0);
  });

  it("places a lone Companion with a card drawn at setup or a chosen one; undo and redo", () => {
    const editor = newEditor();
    const d = driver(editor);
    d.placeTile("core2e/1R", 5, 5);
    d.placePiece(companion(), 8.5, 1.5);
    d.placePiece(companion("wanda"), 4.5, 4.5);
    const both = contents(editor.doc);
    expect(both.slice(1)).toEqual([
      { type: "token", token: { kind: "companion", x: 8, y: 1 } },
      { type: "token", token: { kind: "companion", card: "wanda", x: 4, y: 4 } },
    ]);
    expect(templateKey(companion())).toBe("companion");
    expect(templateKey(companion("wanda"))).toBe("companion:wanda");
    d.undo();
    expect(contents(editor.doc).slice(1)).toEqual([both[1]]);
    d.redo();
    expect(contents(editor.doc)).toEqual(both);
    // A Companion has no second face: * changes nothing.
    editor.select(recordsOfType(editor.doc, "token").map((r) => r.id));
    d.key("*");
    expect(contents(editor.doc)).toEqual(both);
    for (const r of recordsOfType(editor.doc, "token"))
      expect(TokenSchema.safeParse(r.token).success).toBe(true);
    expect(docToMap(editor.doc).map.tokens).toEqual([
      { kind: "companion", x: 8, y: 1 },
      { kind: "companion", x: 4, y: 4, card: "wanda" },
    ]);
  });

  it("moves a car and a Companion by dragging them, one undo each", () => {
    const editor = newEditor();
    const d = driver(editor);
    d.placeTile("core2e/1R", 5, 5);
    d.placePiece(muscle, 3.5, 8.5);
    d.drag([3.5, 8.5], [6.5, 8.5]);
    expect(recordsOfType(editor.doc, "token")[0]?.token).toMatchObject({ kind: "car", x: 6, y: 8 });
    d.placePiece(companion("lou"), 8.5, 1.5);
    d.drag([8.5, 1.5], [7.5, 2.5]);
    expect(recordsOfType(editor.doc, "token")[1]?.token).toEqual({
      kind: "companion",
      card: "lou",
      x: 7,
      y: 2,
    });
    d.undo();
    expect(recordsOfType(editor.doc, "token")[1]?.token).toMatchObject({ x: 8, y: 1 });
    d.undo();
    d.undo();
    expect(recordsOfType(editor.doc, "token")[0]?.token).toMatchObject({ kind: "car", x: 3, y: 8 });
  });

  it("draws a car with its crate, without it, and a Companion with its card's initial or ?", () => {
    const svg = (token: Parameters<typeof PieceGlyph>[0]["token"]) =>
      renderToStaticMarkup(
        <svg role="img" aria-label="piece">
          <PieceGlyph token={token} x={20} y={20} size={28} />
        </svg>,
      );
    const withCrate = svg({ kind: "car", car: "muscle", x: 0, y: 0 });
    const without = svg({ kind: "car", car: "muscle", crate: false, x: 0, y: 0 });
    expect(withCrate).toContain("tk-car-muscle");
    expect(withCrate).toContain("ed-car-crate");
    expect(without).toContain("tk-car-muscle");
    expect(without).not.toContain("ed-car-crate");
    expect(svg({ kind: "car", car: "police", x: 0, y: 0 })).not.toContain("ed-car-crate");
    const lone = svg({ kind: "companion", x: 0, y: 0 });
    expect(lone).toContain("ed-companion ed-companion-drawn");
    expect(lone).toContain(">?</text>");
    expect(svg({ kind: "companion", card: "wanda", x: 0, y: 0 })).toContain(">W</text>");
    expect(lone).not.toContain("tk-other");
  });

  it("draws the classic Pimpmobile in its own colour, without a crate", () => {
    const markup = renderToStaticMarkup(
      <svg role="img" aria-label="piece">
        <PieceGlyph token={{ kind: "car", car: "pimpmobile", x: 0, y: 0 }} x={20} y={20} size={28} />
      </svg>,
    );
    expect(markup).toContain("tk-car-pimpmobile");
    expect(markup).not.toContain("ed-car-crate");
    expect(TokenSchema.parse({ kind: "car", x: 1, y: 2, car: "pimpmobile" })).toEqual({
      kind: "car",
      x: 1,
      y: 2,
      car: "pimpmobile",
    });
  });

  it("imports Joyride and exports it byte for byte, cars switches and Companion included", () => {
    const editor = newEditor();
    expect(loadMissionText(editor, joyride, opts).ok).toBe(true);
    const { $schema: _s, ...expected } = missionFileSchema.parse(JSON.parse(joyride));
    expect(docToMission(editor.doc)).toEqual(expected);
    expect(docToMission(editor.doc).cars).toEqual({ drive: true, policeSearch: true });
    const exported = exportMissionText(docToMission(editor.doc));
    const again = newEditor();
    expect(loadMissionText(again, exported, opts).ok).toBe(true);
    expect(exportMissionText(docToMission(again.doc))).toBe(exported);
  });

  it("the game sets up what the editor exports: the Muscle Car without its crate, the chosen Companion", () => {
    const editor = newEditor();
    expect(loadMissionText(editor, joyride, opts).ok).toBe(true);
    const car = recordsOfType(editor.doc, "token").find(
      (r) => r.token.kind === "car" && r.token.car === "muscle",
    );
    const lone = recordsOfType(editor.doc, "token").find((r) => r.token.kind === "companion");
    if (!car || !lone) throw new Error("joyride has a Muscle Car and a Companion");
    editor.select([car.id]);
    driver(editor).key("*");
    const m = recordsOfType(editor.doc, "token").find((r) => r.id === lone.id);
    if (m?.token.kind !== "companion") throw new Error("no companion");
    editor.run("card", (doc) => ({
      ...doc,
      records: { ...doc.records, [lone.id]: { ...m, token: { ...m.token, card: "ned" } } },
    }));
    const packs = loadContentPacks(fileURLToPath(new URL("../../../../../content", import.meta.url)));
    const mission = missionFileSchema.parse(JSON.parse(exportMissionText(docToMission(editor.doc))));
    const setup = zombicide.setup(
      {
        mission,
        map: mission.map,
        tiles: Object.fromEntries(editor.tiles),
        seats: ["p1"],
        survivors: [{ id: "wanda", seat: "p1" }],
        zombieCatalog: zombieCatalogFromPacks(packs),
        survivorCatalog: survivorCatalogFromPacks(packs),
      },
      "editor-cars",
    );
    if (!setup.ok) throw new Error(setup.error.message);
    expect(setup.value.cars?.find((c) => c.id === "muscle-car")).toMatchObject({
      crate: false,
      drivable: true,
    });
    expect(setup.value.survivors.find((s) => s.id === "hiding-survivor")).toMatchObject({ card: "ned" });
  });
});
