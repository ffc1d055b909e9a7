import { readFile } from "node:fs/promises";
import { compileMap } from "@horda/zombicide";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import map3x3 from "../../../zombicide/scenarios/maps/core-3x3.map.json" with { type: "json" };
import { bundledTiles } from "../../src/content/tile-library.ts";
import { encodeMissionFragment } from "../../src/editor/io/share-link.ts";
import { editorChromium } from "./support/editor-helpers.ts";

// The map is drawn at 40 units a cell with a 10-unit margin; the PNG is made at 2 pixels a unit.
const CELL = 40;
const mission = {
  schema: "horda.mission/1",
  id: "export-check",
  names: { en: "Export", "pt-BR": "Exportar" },
  briefing: { en: "Export", "pt-BR": "Exportar" },
  difficulty: "medium",
  players: { min: 1, max: 6 },
  ruleProfile: "2e",
  decks: { boxes: ["core2e"] },
  map: {
    ...map3x3,
    doors: [],
    tokens: [
      { kind: "start", x: 1, y: 8 },
      { kind: "exit", x: 28, y: 1 },
      { kind: "token", name: "barricade-complete", x: 12, y: 12 },
    ],
  },
  goals: [{ goal: "reachExit", survivors: "all" }],
};

async function downloadBytes(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

describe("editor map export in Chromium", () => {
  const editor = editorChromium();

  it("exports the map as an SVG naming every tile and zone, and as a PNG of the right size that is not blank", async () => {
    const compiled = compileMap(mission.map as Parameters<typeof compileMap>[0], bundledTiles().library);
    if (!compiled.ok) throw new Error(JSON.stringify(compiled.error));
    const board = compiled.value;
    const page = await editor.open(await encodeMissionFragment(JSON.stringify(mission)));
    await expect
      .poll(() => page.locator(".ed-board .zone").count(), { timeout: 30_000 })
      .toBe(board.zones.length);

    // SVG: parses as XML, a standalone <svg> sized on the map, every tile and zone named, no editor chrome.
    const svg = await downloadBytes(page, "Map as SVG");
    expect(svg.name).toBe("export-check.svg");
    const facts = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "image/svg+xml");
      const root = doc.documentElement;
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        root: root.localName,
        ns: root.namespaceURI,
        width: root.getAttribute("width"),
        height: root.getAttribute("height"),
        hasStyle: (root.querySelector("style")?.textContent ?? "").includes(".zone"),
        tiles: [...root.querySelectorAll(".ed-tile")].map((e) => e.getAttribute("aria-label")),
        tileNames: [...root.querySelectorAll(".tile-name")].map((e) => e.textContent),
        zones: [...root.querySelectorAll("path.zone[data-zone]")].map(
          (e) => e.getAttribute("aria-label") ?? "",
        ),
        module: root.querySelectorAll(".tk-barricade-complete").length,
        chrome: root.querySelectorAll(".ed-grid, .ed-selected, .ed-preview").length,
      };
    }, svg.bytes.toString("utf8"));
    expect(facts.error).toBeNull();
    expect(facts.root).toBe("svg");
    expect(facts.ns).toBe("http://www.w3.org/2000/svg");
    expect(facts.hasStyle).toBe(true);
    const w = board.width * CELL + 20;
    const h = board.height * CELL + 20;
    expect([Number(facts.width), Number(facts.height)]).toEqual([w, h]);
    expect(facts.tiles).toEqual(mission.map.tiles.map((t) => `Tile ${t.tile}`));
    expect(facts.tileNames).toEqual(mission.map.tiles.map((t) => t.tile.split("/")[1]));
    expect(facts.zones).toHaveLength(board.zones.length);
    for (const z of board.zones)
      expect(facts.zones.filter((l) => l.startsWith(`Zone ${z.id},`))).toHaveLength(1);
    expect(facts.module).toBe(1);
    expect(facts.chrome).toBe(0);

    // PNG: the signature, the IHDR size (2 pixels a unit), and enough drawn pixels and colours to be a map.
    const png = await downloadBytes(page, "Map as PNG");
    expect(png.name).toBe("export-check.png");
    expect(png.bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
    expect(png.bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
    expect([png.bytes.readUInt32BE(16), png.bytes.readUInt32BE(20)]).toEqual([w * 2, h * 2]);
    const pixels = await page.evaluate(async (b64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement("canvas");
      c.width = img.width;
      c.height = img.height;
      const ctx = c.getContext("2d") as CanvasRenderingContext2D;
      ctx.drawImage(img, 0, 0);
      const data = ctx.getImageData(0, 0, c.width, c.height).data;
      let drawn = 0;
      const colours = new Set<number>();
      for (let i = 0; i < data.length; i += 4 * 7) {
        const [r, g, bl] = [data[i] as number, data[i + 1] as number, data[i + 2] as number];
        if (r < 245 || g < 245 || bl < 245) drawn++;
        colours.add((r >> 4) * 256 + (g >> 4) * 16 + (bl >> 4));
      }
      return { share: drawn / (data.length / (4 * 7)), colours: colours.size };
    }, png.bytes.toString("base64"));
    expect(pixels.share).toBeGreaterThan(0.5);
    expect(pixels.colours).toBeGreaterThan(8);
    await page.close();
  });
});
