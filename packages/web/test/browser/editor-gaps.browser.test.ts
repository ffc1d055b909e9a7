import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { cellPoint, dragTile, editorChromium, placePiece } from "./support/editor-helpers.ts";
import { screenshot } from "./support/page-helpers.ts";

// Issue 5's later pieces in the real app: module tokens on the map, the mission's survivors and counters,
// zone flags in the tile editor.
describe("editor: module tokens, survivors, counters, zone flags in Chromium", () => {
  const editor = editorChromium();

  it("places a barricade and flips it with *, offers survivors by box and declares a counter", async () => {
    const page = await editor.open();
    await page.getByTestId("editor-canvas").waitFor();
    await dragTile(page, "core2e/1R", 5, 5);
    // A 2E mission's palette holds its own boxes' pieces; "every box" offers the others too.
    expect(await page.locator('[data-piece="token:barricade-incomplete"]').count()).toBe(0);
    await page.getByLabel(/Pieces of every box/).check();
    await placePiece(page, "token:barricade-incomplete", 2.5, 2.5);
    await placePiece(page, "token:dragon-bile", 6.5, 2.5);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator(".tk-barricade-incomplete").count()).toBe(1);
    // Select the barricade and flip it.
    const p = await cellPoint(page, 2.5, 2.5);
    await page.mouse.click(p.x, p.y);
    await page.keyboard.press("*");
    await expect.poll(() => page.locator(".tk-barricade-complete").count()).toBe(1);
    expect(await page.locator(".tk-barricade-incomplete").count()).toBe(0);
    await screenshot(page, "editor-module-tokens");
    await page.keyboard.press("Control+z");
    await expect.poll(() => page.locator(".tk-barricade-incomplete").count()).toBe(1);

    await page.getByRole("tab", { name: "Mission", exact: true }).click();
    const offered = page.getByTestId("offered-survivors");
    await offered.getByLabel("Every survivor of the boxes whose decks are in").uncheck();
    await offered.locator('[data-survivor="wanda"]').uncheck();
    await expect.poll(() => offered.textContent()).toContain("survivors offered.");
    await page.getByRole("button", { name: "Add counter" }).click();
    const name = page.getByTestId("counters").getByLabel("Counter name");
    await name.fill("alarm");
    await name.press("Enter");
    await page.getByTestId("lose").getByRole("button", { name: "Add lose condition" }).click();
    await page.getByTestId("lose").getByLabel("Other ways to lose").selectOption("counter");
    await expect
      .poll(() => page.getByTestId("counters").textContent())
      .toContain("Lose condition 1: reaching 1 loses");
    await screenshot(page, "editor-mission-survivors-counters");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export").click()]);
    const mission = JSON.parse(await readFile(await download.path(), "utf8"));
    expect(mission.counters).toEqual({ alarm: 0 });
    expect(mission.lose).toEqual([{ condition: "counter", counter: "alarm", value: 1 }]);
    expect(mission.offeredSurvivors).toContain("josh");
    expect(mission.offeredSurvivors).not.toContain("wanda");
    expect(mission.map.tokens).toEqual([
      { kind: "token", x: 2, y: 2, name: "barricade-incomplete" },
      { kind: "token", x: 6, y: 2, name: "dragon-bile" },
    ]);
    await page.close();
  });

  it("paints a zone flag in the tile editor and shows it in the tile text", async () => {
    const page = await editor.open();
    await page.getByRole("tab", { name: "Tile editor" }).click();
    await page.locator('[data-flag-tool="park"]').click();
    const grid = page.getByRole("application", { name: "Tile grid" });
    const box = await grid.boundingBox();
    if (!box) throw new Error("no tile grid");
    await page.mouse.click(box.x + 50, box.y + 50);
    await expect.poll(() => page.locator('.te-cell[data-flags="park"]').count()).toBe(100);
    expect(await page.getByLabel("Park on Street a").isChecked()).toBe(true);
    expect(await page.getByTestId("tile-text").textContent()).toContain("a: park");
    // Keys on the grid: Ctrl+Z undoes the flag, Ctrl+Y puts it back; the Undo button takes it off again.
    await page.keyboard.press("Control+z");
    await expect.poll(() => page.locator(".te-cell[data-flags]").count()).toBe(0);
    await page.keyboard.press("Control+y");
    await expect.poll(() => page.locator('.te-cell[data-flags="park"]').count()).toBe(100);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => page.locator(".te-cell[data-flags]").count()).toBe(0);
    await screenshot(page, "editor-tile-flags");
    await page.close();
  });
});
