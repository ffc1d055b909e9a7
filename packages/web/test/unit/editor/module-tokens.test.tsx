import { TokenSchema } from "@horda/content";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { MODULE_TOKENS, otherTokenFace } from "../../../src/editor/content/module-tokens.ts";
import { editorEn } from "../../../src/editor/i18n/en.ts";
import { editorPtBR } from "../../../src/editor/i18n/pt-BR.ts";
import { docToMap } from "../../../src/editor/io/convert.ts";
import { recordsOfType } from "../../../src/editor/model/records.ts";
import { PieceGlyph } from "../../../src/editor/ui/piece-glyph.tsx";
import { validateDoc } from "../../../src/editor/validate/validate.ts";
import { setupI18n } from "../../../src/i18n/i18n.ts";
import { contents, driver, library, newEditor } from "./helpers.ts";

beforeAll(() => setupI18n("en"));

/** The palette's piece for a module token. */
const moduleToken = (name: string) => ({ kind: "token", token: { kind: "token", name } }) as const;

describe("module tokens in the palette", () => {
  it("each is a valid map token with a name in both languages, and two faces point at each other", () => {
    for (const k of MODULE_TOKENS) {
      expect(TokenSchema.safeParse({ kind: "token", name: k.name, x: 0, y: 0 }).success).toBe(true);
      expect(editorEn.moduleToken).toHaveProperty(k.name);
      expect(editorPtBR.moduleToken).toHaveProperty(k.name);
      if (k.otherFace) expect(otherTokenFace(k.otherFace)).toBe(k.name);
    }
  });

  it("places a barricade, flips it with * to complete and back, each flip undoable, and exports it", () => {
    const editor = newEditor();
    const d = driver(editor);
    d.placeTile("core2e/1R", 5, 5);
    d.placePiece(moduleToken("barricade-incomplete"), 2.5, 2.5);
    const placed = contents(editor.doc);
    expect(placed[1]).toEqual({
      type: "token",
      token: { kind: "token", name: "barricade-incomplete", x: 2, y: 2 },
    });
    d.key("*");
    const flipped = contents(editor.doc);
    expect(recordsOfType(editor.doc, "token")[0]?.token).toMatchObject({ name: "barricade-complete" });
    d.undo();
    expect(contents(editor.doc)).toEqual(placed);
    d.redo();
    expect(contents(editor.doc)).toEqual(flipped);
    d.key("*");
    expect(contents(editor.doc)).toEqual(placed);
    const { map } = docToMap(editor.doc);
    expect(map.tokens).toEqual([{ kind: "token", x: 2, y: 2, name: "barricade-incomplete" }]);
    expect(validateDoc(editor.doc, library).problems.filter((p) => p.key === "compiler")).toEqual([]);
  });

  it("leaves a one-faced token (rubble) as it is on *, with no undo step", () => {
    const editor = newEditor();
    const d = driver(editor);
    d.placeTile("core2e/1R", 5, 5);
    d.placePiece(moduleToken("rubble"), 3.5, 3.5);
    const before = contents(editor.doc);
    d.key("*");
    expect(contents(editor.doc)).toEqual(before);
    d.undo();
    expect(recordsOfType(editor.doc, "token")).toHaveLength(0);
  });

  it("draws each module token with its own shape (not the generic disc)", () => {
    const shapes = new Set<string>();
    for (const k of MODULE_TOKENS) {
      const svg = renderToStaticMarkup(
        <svg role="img" aria-label={k.name}>
          <PieceGlyph token={{ kind: "token", name: k.name, x: 0, y: 0 }} x={20} y={20} size={28} />
        </svg>,
      );
      expect(svg).toContain(`tk-module tk-${k.name}`);
      expect(svg).not.toContain("tk-other");
      shapes.add(svg.replace(/class="[^"]*"/g, ""));
    }
    // Faces differ from each other (a flip is visible), except where only the colour tells them apart.
    expect(shapes.size).toBeGreaterThanOrEqual(MODULE_TOKENS.length - 1);
  });
});
