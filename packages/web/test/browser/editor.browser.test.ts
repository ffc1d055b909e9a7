import { describe, expect, it } from "vitest";
import {
  dragTile,
  editorChromium,
  exportText,
  isPlayable,
  placePiece,
  testPlayTab,
} from "./support/editor-helpers.ts";
import { boardPainted, screenshot } from "./support/page-helpers.ts";

describe("map and mission creator in Chromium", () => {
  const editor = editorChromium();

  it("builds a 4-tile mission from nothing, validates it, test-plays it, exports and re-imports it identically", async () => {
    const page = await editor.open();
    await page.getByTestId("editor-canvas").waitFor();
    await expect(page.getByTestId("playable").textContent()).resolves.toMatch(/^Not playable/);
    expect(await isPlayable(page)).toBe(false);

    // Four tiles, dragged from the library onto the grid.
    await dragTile(page, "core2e/1R", 5, 5);
    await dragTile(page, "core2e/2R", 15, 5);
    await dragTile(page, "core2e/3R", 5, 15);
    await dragTile(page, "core2e/4R", 15, 15);
    await expect.poll(() => page.locator(".ed-tile").count()).toBe(4);
    await expect.poll(() => page.locator(".ed-board .zone").count()).toBeGreaterThan(10);

    // Pieces: starting zone, exit, spawns, objectives, a blue door on tile 1R's printed door.
    await placePiece(page, "start", 1.5, 8.5);
    await placePiece(page, "exit", 5.5, 8.5);
    await placePiece(page, "spawn:start", 8.5, 8.5);
    await placePiece(page, "spawn:red", 1.5, 1.5);
    await placePiece(page, "objective:blue", 4.5, 4.5);
    await placePiece(page, "objective:red", 4.5, 1.5);
    await placePiece(page, "door:blue", 4.5, 6.95);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator(".ed-token").count()).toBe(6);
    await expect.poll(() => page.locator(".ed-door-blue").count()).toBe(1);

    // The mission: a special rule "blue objective taken → unlock blue doors".
    await page.getByRole("tab", { name: "Mission", exact: true }).click();
    await page.getByLabel("Name (English)").fill("Four Corners");
    await page.getByLabel("Name (Portuguese)").fill("Quatro Esquinas");
    await page.getByRole("button", { name: "Add special rule" }).click();
    const rule = page.getByTestId("rule-0");
    await rule.getByLabel("Colour").first().selectOption("blue");
    await expect.poll(() => rule.getByLabel("Colour").nth(1).inputValue()).toBe("blue");

    await expect.poll(() => isPlayable(page)).toBe(true);
    const problems = await page.locator(".ed-problem.ed-error").count();
    expect(problems).toBe(0);
    await screenshot(page, "editor-four-tiles");

    const exported = await exportText(page);
    const mission = JSON.parse(exported);
    expect(mission.schema).toBe("horda.mission/1");
    expect(mission.names).toEqual({ en: "Four Corners", "pt-BR": "Quatro Esquinas" });
    expect(mission.map.tiles.map((t: { tile: string }) => t.tile)).toEqual([
      "core2e/1R",
      "core2e/2R",
      "core2e/3R",
      "core2e/4R",
    ]);
    expect(mission.map.doors).toEqual([{ x: 4, y: 6, side: "S", colour: "blue", open: false }]);
    expect(mission.rules).toEqual([
      {
        id: "rule-1",
        on: { event: "objectiveTaken", colour: "blue" },
        do: [{ effect: "unlockDoors", colour: "blue" }],
        repeat: false,
      },
    ]);

    // A hostile import is refused and changes nothing.
    await page.getByTestId("import").setInputFiles({
      name: "evil.mission.json",
      mimeType: "application/json",
      buffer: Buffer.from(exported.replace("Four Corners", "<script>alert(1)</script>")),
    });
    await expect
      .poll(() => page.getByTestId("file-message").textContent())
      .toContain("Import refused, nothing changed");
    await expect.poll(() => page.getByTestId("file-message").textContent()).toContain("$.names.en");
    expect(await exportText(page)).toBe(exported);

    // New mission, then the exported file back in: the same mission, byte for byte.
    await page.getByRole("button", { name: "New mission" }).click();
    await expect.poll(() => page.locator(".ed-tile").count()).toBe(0);
    await page.getByTestId("import").setInputFiles({
      name: "four.mission.json",
      mimeType: "application/json",
      buffer: Buffer.from(exported),
    });
    await expect.poll(() => page.getByTestId("file-message").textContent()).toContain("Mission imported.");
    expect(await exportText(page)).toBe(exported);

    // The share link carries the mission in its fragment; opening it gives the same mission again.
    await page.getByRole("button", { name: "Copy share link" }).click();
    const link = await page.getByTestId("share-link").inputValue();
    expect(link).toMatch(/\/editor#mission=[A-Za-z0-9_-]+$/);
    const other = await editor.context().newPage();
    await other.goto(link);
    await expect.poll(() => other.locator(".ed-tile").count()).toBe(4);
    expect(await exportText(other)).toBe(exported);
    await other.close();

    // Test play: the mission as it is now goes to the table's new-game page.
    const table = await testPlayTab(page);
    expect(await table.evaluate(() => localStorage.getItem("horda.editor.testPlay"))).toBe(exported);
    await table.getByRole("heading", { name: "New game" }).waitFor();
    expect(await table.getByLabel("Mission or map").inputValue()).toBe("editor:test-play");
    await table.getByRole("button", { name: "Start the game" }).click();
    await table.waitForURL(/\/table\/g[0-9a-f]+$/);
    await boardPainted(table);
    expect(await table.locator(".table-board .tile-border").count()).toBe(4);
    await screenshot(table, "editor-test-play");
    await table.close();
    // The creator's tab still holds the mission.
    expect(await page.locator(".ed-tile").count()).toBe(4);
    await page.close();
  });

  it("undoes and redoes from the keyboard and flips a door with *", async () => {
    const page = await editor.open();
    await page.getByTestId("editor-canvas").waitFor();
    await dragTile(page, "core2e/1R", 5, 5);
    await placePiece(page, "door:neutral", 4.5, 6.95);
    await expect.poll(() => page.locator(".ed-door-neutral").count()).toBe(1);
    await page.keyboard.press("*");
    await expect.poll(() => page.locator(".ed-door-open").count()).toBe(1);
    await page.keyboard.press("Control+z");
    await expect.poll(() => page.locator(".ed-door-open").count()).toBe(0);
    await page.keyboard.press("Control+z");
    await expect.poll(() => page.locator(".ed-door-neutral").count()).toBe(0);
    await page.keyboard.press("Control+Shift+Z");
    await expect.poll(() => page.locator(".ed-door-neutral").count()).toBe(1);
    await page.close();
  });
});
