import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { applyHomography, homography, type Quad, rectQuad } from "../../src/editor/tile-editor/homography.ts";
import {
  cellPoint,
  dragTile,
  editorChromium,
  isPlayable,
  placePiece,
  testPlayTab,
} from "./support/editor-helpers.ts";
import { boardPainted, screenshot } from "./support/page-helpers.ts";
import { encodePng } from "./support/png.ts";

// Issue 18, the creator: work is never lost (autosave, my missions and maps), a tile traced from a photo replaces
// the pack's layout in the editor and at the table, and the pages fit a phone.

/** Where the printed tile's corners are on the test photo: taken at an angle, off-centre. */
const PHOTO_TILE: Quad = [
  { x: 40, y: 30 },
  { x: 200, y: 42 },
  { x: 214, y: 186 },
  { x: 26, y: 170 },
];

/** A 240×200 photo of a tile on a table: its west half a yellow room, its east half a grey street. */
function tilePhoto(): Buffer {
  const toTile = homography(PHOTO_TILE, rectQuad(1, 1));
  if (!toTile) throw new Error("bad test quad");
  return encodePng(240, 200, (x, y) => {
    const p = applyHomography(toTile, { x: x + 0.5, y: y + 0.5 });
    if (p.x < 0 || p.x > 1 || p.y < 0 || p.y > 1) return [46, 84, 52];
    return p.x < 0.5 ? [250, 220, 120] : [170, 170, 165];
  });
}

/** Presses a handle of the photo alignment and drops it on a point of the photo (photo pixels). */
async function dragCorner(page: Page, corner: string, to: { x: number; y: number }) {
  const handle = page.locator(`[data-corner="${corner}"] circle`);
  const box = await handle.boundingBox();
  if (!box) throw new Error(`no handle ${corner}`);
  const target = await page.getByTestId("photo-align").evaluate((svg, p) => {
    const m = (svg as SVGSVGElement).getScreenCTM() as DOMMatrix;
    const q = new DOMPoint(p.x, p.y).matrixTransform(m);
    return { x: q.x, y: q.y };
  }, to);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x, target.y, { steps: 6 });
  await page.mouse.up();
}

/** A pointer stroke over tile-grid cells (cell units). */
async function strokeCells(page: Page, from: [number, number], to: [number, number]) {
  const box = await page.locator(".ed-tile-grid").boundingBox();
  if (!box) throw new Error("no tile grid");
  const at = (c: [number, number]) => [
    box.x + (c[0] + 0.5) * (box.width / 10),
    box.y + (c[1] + 0.5) * (box.height / 10),
  ];
  const [x0, y0] = at(from) as [number, number];
  const [x1, y1] = at(to) as [number, number];
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x1, y1, { steps: 8 });
  await page.mouse.up();
}

/**
 * How wide the creator's page is against the screen: its section must not be wider than the window nor hold
 * anything wider than itself. (The app's header above it belongs to the app layout, checked by its own tests.)
 */
async function editorWidth(
  page: Page,
): Promise<{ right: number; scroll: number; client: number; width: number }> {
  return page.evaluate(() => {
    const el = document.querySelector(".page.editor") as HTMLElement;
    return {
      right: Math.round(el.getBoundingClientRect().right),
      scroll: el.scrollWidth,
      client: el.clientWidth,
      width: window.innerWidth,
    };
  });
}

describe("the creator keeps work, traces tiles from photos, fits a phone", () => {
  const editor = editorChromium();

  it("autosaves: a reload finds the mission; my missions and maps opens, renames, duplicates and deletes", async () => {
    const page = await editor.open();
    await page.getByTestId("editor-canvas").waitFor();
    await dragTile(page, "core2e/1R", 5, 5);
    // After the drag the tool is select again, with the new tile selected.
    expect(await page.getByTestId("editor-canvas").getAttribute("data-tool")).toBe("select");

    await placePiece(page, "start", 1.5, 8.5);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByTestId("autosaved").textContent()).toBe("Saved in this browser");
    expect(page.url()).toMatch(/\/editor\?local=m-[a-z0-9-]+$/);

    await page.reload();
    await page.getByTestId("editor-canvas").waitFor();
    await expect.poll(() => page.locator(".ed-tile").count()).toBe(1);
    expect(await page.locator(".ed-token").count()).toBe(1);
    // And /editor alone reopens the last document too.
    await page.goto(page.url().replace(/\?.*$/, ""));
    await expect.poll(() => page.locator(".ed-tile").count()).toBe(1);

    await page.getByRole("tab", { name: "My missions and maps" }).click();
    const list = page.getByTestId("my-docs");
    const current = list.locator('li[aria-current="true"]');
    await expect.poll(() => current.textContent()).toContain("Mission, 1 tile");
    await current.getByRole("button", { name: "Rename" }).click();
    await current.getByLabel("New name").fill("Night Run");
    await current.getByRole("button", { name: "Save name" }).click();
    await expect.poll(() => current.locator(".ed-doc-name").textContent()).toBe("Night Run");
    await current.getByRole("button", { name: "Duplicate" }).click();
    await expect.poll(() => list.locator("li").count()).toBeGreaterThanOrEqual(2);
    const copy = list.locator("li", { hasText: "Night Run (copy)" });
    await screenshot(page, "editor-my-missions");
    await copy.getByRole("button", { name: "Open" }).click();
    await expect.poll(() => page.locator(".ed-tile").count()).toBe(1);
    await page.getByRole("tab", { name: "Mission", exact: true }).click();
    expect(await page.getByLabel("Name (English)").inputValue()).toBe("Night Run (copy)");
    await page.getByRole("tab", { name: "My missions and maps" }).click();
    const original = list.locator("li", { hasText: /^Night Run(?! \(copy\))/ });
    await original.getByRole("button", { name: "Delete", exact: true }).click();
    await original.getByRole("button", { name: "Delete for good" }).click();
    await expect.poll(() => list.locator("li", { hasText: "Night Run" }).count()).toBe(1);
    await page.reload();
    await page.getByRole("tab", { name: "My missions and maps" }).click();
    expect(await list.locator("li", { hasText: "Night Run" }).textContent()).toContain("Night Run (copy)");
    await page.close();
  });

  it("traces tile 1R from a photo into the user pack, and the table and the map viewer use the traced layout", async () => {
    const page = await editor.open();
    await page.getByTestId("editor-canvas").waitFor();
    // The bundled 3×3 map (it has 1R) in the viewer, before any tracing.
    const viewerZones = async () => {
      const viewer = await page.context().newPage();
      await viewer.goto(page.url().replace(/\/editor.*$/, "/maps/core-3x3"));
      await boardPainted(viewer);
      const n = await viewer.locator("[data-testid=board] path.zone").count();
      await viewer.close();
      return n;
    };
    const viewerBefore = await viewerZones();
    const zonesBefore = await (async () => {
      await dragTile(page, "core2e/1R", 5, 5);
      await expect.poll(() => page.locator(".ed-board .zone").count()).toBeGreaterThan(2);
      const n = await page.locator(".ed-board .zone").count();
      await page.keyboard.press("Delete");
      return n;
    })();

    await page.getByRole("tab", { name: "Tile editor" }).click();
    // The tab says what its two starting choices are for.
    expect(await page.getByTestId("tile-help").textContent()).toMatch(/“Start from”.*“Real layout of”/);
    await page.getByTestId("tile-replaces").selectOption("core2e/1R");
    await page
      .getByTestId("trace-photo")
      .setInputFiles({ name: "tile-1R.png", mimeType: "image/png", buffer: tilePhoto() });
    await page.getByTestId("photo-align").waitFor();
    for (const [i, corner] of ["nw", "ne", "se", "sw"].entries())
      await dragCorner(page, corner, PHOTO_TILE[i] as Quad[0]);
    // The photo is straightened onto the grid: each tile corner of the photo lands on the grid's corner.
    const landed = await page.getByTestId("trace-photo-img").evaluate(
      (img, corners) => {
        const m = new DOMMatrix(getComputedStyle(img).transform);
        return corners.map((c) => {
          const p = m.transformPoint(new DOMPoint(c.x, c.y));
          return [Math.round(p.x / p.w), Math.round(p.y / p.w)];
        });
      },
      PHOTO_TILE as unknown as { x: number; y: number }[],
    );
    await screenshot(page, "editor-trace-align");
    for (const [i, want] of [
      [0, 0],
      [320, 0],
      [320, 320],
      [0, 320],
    ].entries())
      for (const k of [0, 1])
        expect(Math.abs((landed[i]?.[k] as number) - (want[k] as number))).toBeLessThanOrEqual(3);
    await page.getByTestId("align-corners").click();

    // Paint over the photo: the west half a room A, a door to the street, the room dark.
    await page.getByRole("button", { name: "Room A" }).click();
    for (let y = 0; y < 10; y++) await strokeCells(page, [0, y], [4, y]);
    await page.getByRole("button", { name: "Door", exact: true }).click();
    const grid = await page.locator(".ed-tile-grid").boundingBox();
    if (!grid) throw new Error("no grid");
    await page.mouse.click(grid.x + (5 * grid.width) / 10 - 1, grid.y + (4.5 * grid.height) / 10);
    await page.locator('[data-flag-tool="dark"]').click();
    await strokeCells(page, [1, 1], [1, 1]);
    await screenshot(page, "editor-trace-paint");
    await page.getByTestId("save-tile").click();
    await expect
      .poll(() => page.getByTestId("tile-message").textContent())
      .toContain("real layout of core2e/1R");
    expect(await page.getByTestId("tile-text").textContent()).toContain("replaces: core2e/1R");
    // The photo is in the page only as an object URL: nothing stored carries it.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toMatch(/data:image|blob:|tile-1R\.png/);

    // The library and the board now use the traced layout.
    await page.getByRole("tab", { name: "Map", exact: true }).click();
    const libraryTile = page.locator('[data-tile="core2e/1R"]');
    expect(await libraryTile.textContent()).toContain("traced");
    expect(await libraryTile.locator(".ed-traced").getAttribute("title")).toContain("Your own tracing");
    // With every box listed, the boxes' tiles of the same number say which box they come from.
    expect(await libraryTile.locator(".ed-tile-box").textContent()).toMatch(/2nd Edition/);
    const otherOneR = page.locator('[data-tile="black-plague/1R"] .ed-tile-box');
    expect(await otherOneR.textContent()).toMatch(/Black Plague/);
    expect(await libraryTile.locator("svg.tt rect").count()).toBeGreaterThan(1);
    await dragTile(page, "core2e/1R", 5, 5);
    await expect.poll(() => page.locator(".ed-board .zone").count()).toBe(2);
    expect(zonesBefore).toBeGreaterThan(2);
    await placePiece(page, "start", 7.5, 2.5);
    await placePiece(page, "exit", 8.5, 8.5);
    await page.keyboard.press("Escape");
    await expect.poll(() => isPlayable(page)).toBe(true);

    const table = await testPlayTab(page);
    await table.getByRole("button", { name: "Start the game" }).click();
    await table.waitForURL(/\/table\/g[0-9a-f]+$/);
    await boardPainted(table);
    expect(await table.locator(".table-board path.zone").count()).toBe(2);
    expect(await table.locator(".table-board path.zone-dark").count()).toBe(1);
    await screenshot(table, "editor-trace-test-play");
    await table.close();
    // Every place that draws 1R draws the traced layout: the map viewer has fewer zones now (1R is two).
    expect(await viewerZones()).toBeLessThan(viewerBefore);
    await page.close();
  });

  it("no page of the creator scrolls sideways on a 390 px phone; screenshots of every tab at both sizes", async () => {
    const page = await editor.open();
    await page.getByTestId("editor-canvas").waitFor();
    await dragTile(page, "core2e/2R", 5, 5);
    await page.keyboard.press("Escape");
    for (const size of [
      { width: 1440, height: 900, tag: "1440" },
      { width: 390, height: 844, tag: "390" },
    ]) {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const [tab, name] of [
        ["Map", "map"],
        ["Mission", "mission"],
        ["Tile editor", "tile"],
        ["My missions and maps", "docs"],
      ] as const) {
        await page.getByRole("tab", { name: tab, exact: true }).click();
        if (name === "tile" && (await page.getByTestId("trace-photo-img").count()) === 0) {
          await page
            .getByTestId("trace-photo")
            .setInputFiles({ name: "tile.png", mimeType: "image/png", buffer: tilePhoto() });
          await page.getByTestId("photo-align").waitFor();
        }
        await page.waitForTimeout(100);
        await screenshot(page, `editor-${name}-${size.tag}`);
        const o = await editorWidth(page);
        expect({ tab, ...o, fits: o.right <= o.width && o.scroll <= o.client }).toMatchObject({ fits: true });
      }
    }
    // On the phone, a tap on a library tile and a tap on the grid still place it (the tool then selects again).
    await page.getByRole("tab", { name: "Map", exact: true }).click();
    await page.locator('[data-tile="core2e/3R"]').click();
    await page.evaluate(() => window.scrollTo(0, 0));
    const canvas = await page.getByTestId("editor-canvas").boundingBox();
    if (!canvas) throw new Error("no canvas");
    const free = [
      [15, 5],
      [5, 15],
    ];
    let placed = false;
    for (const [x, y] of free) {
      const p = await cellPoint(page, x as number, y as number);
      const inside =
        p.x > canvas.x && p.x < canvas.x + canvas.width && p.y > canvas.y && p.y < canvas.y + canvas.height;
      if (!inside) continue;
      await page.mouse.move(p.x, p.y);
      await page.mouse.click(p.x, p.y);
      placed = true;
      break;
    }
    expect(placed).toBe(true);
    await screenshot(page, "editor-phone-tap-390");
    await expect.poll(() => page.locator(".ed-tile").count()).toBe(2);
    expect(await page.getByTestId("editor-canvas").getAttribute("data-tool")).toBe("select");

    // The same pages in Portuguese: tabs, checks and the tracing words.
    await page.evaluate(() => localStorage.setItem("horda.lang", "pt-BR"));
    await page.reload();
    await page.getByRole("tab", { name: "Minhas missões e mapas" }).click();
    await page.getByRole("heading", { name: "Minhas missões e mapas" }).waitFor();
    await screenshot(page, "editor-docs-390-pt-BR");
    await page.getByRole("tab", { name: "Editor de tiles" }).click();
    await page.getByText("Decalcar de uma foto").waitFor();
    await screenshot(page, "editor-tile-390-pt-BR");
    await page.getByRole("tab", { name: "Mapa", exact: true }).click();
    expect(await page.getByTestId("playable").textContent()).toMatch(/^(Jogável|Não jogável)/);
    await page.close();
  });
});
