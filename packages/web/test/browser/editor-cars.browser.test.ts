import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  cellPoint,
  dragTile,
  editorChromium,
  exportText,
  placePiece,
  testPlayTab,
} from "./support/editor-helpers.ts";
import { boardPainted, screenshot } from "./support/page-helpers.ts";

const problemKeys = (page: Page) =>
  page.locator("[data-problem]").evaluateAll((els) => els.map((e) => e.getAttribute("data-problem")));

// Issue 5 catching up with the engine: a Muscle Car and a Companion on the map, Dark Zones and the car
// switches in the mission, checked, exported, imported back, and test-played on the table.
describe("editor: cars, Companions and rule modules in Chromium", () => {
  const editor = editorChromium();

  it("places a Muscle Car and a Companion, switches Dark Zones on, validates, exports, re-imports, test-plays", async () => {
    const page = await editor.open();
    await page.getByTestId("editor-canvas").waitFor();
    await dragTile(page, "core2e/1R", 5, 5);
    await placePiece(page, "start", 1.5, 8.5);
    await placePiece(page, "exit", 8.5, 8.5);
    await placePiece(page, "spawn:start", 8.5, 7.5);

    // A car in a building is an error, and Show selects it; moved to the street it is fine.
    await placePiece(page, "car:muscle", 4.5, 4.5);
    await page.keyboard.press("Escape");
    await expect.poll(() => problemKeys(page)).toContain("carOffStreet");
    expect(await page.getByTestId("playable").textContent()).toMatch(/^Not playable/);
    await page.locator('[data-problem="carOffStreet"] button').click();
    await expect.poll(() => page.locator("[data-selected]").count()).toBe(1);
    const from = await cellPoint(page, 4.5, 4.5);
    const to = await cellPoint(page, 4.5, 8.5);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => problemKeys(page)).not.toContain("carOffStreet");
    expect(await page.locator(".ed-car-crate").count()).toBe(1);
    // * takes the crate out of the trunk, Ctrl+Z puts it back.
    await page.keyboard.press("*");
    await expect.poll(() => page.locator(".ed-car-crate").count()).toBe(0);
    await page.keyboard.press("Control+z");
    await expect.poll(() => page.locator(".ed-car-crate").count()).toBe(1);

    // A Companion with a chosen ID card.
    await page.locator(".ed-palette").getByLabel("Companion's ID card").selectOption("lou");
    await placePiece(page, "companion:lou", 8.5, 1.5);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator(".ed-companion").count()).toBe(1);
    expect(await page.locator('.ed-token[data-kind="companion"]').getAttribute("aria-label")).toBe(
      "Companion 8,1, lou",
    );

    // The mission: cars are scenery until driving is allowed; Dark Zones on.
    await expect.poll(() => problemKeys(page)).toContain("carsScenery");
    await page.getByRole("tab", { name: "Mission", exact: true }).click();
    await page.getByLabel("Dark Zones mode").check();
    await page.getByLabel("Survivors may get in and drive the cars").check();
    await expect.poll(() => problemKeys(page)).not.toContain("carsScenery");
    await expect.poll(() => page.getByTestId("playable").textContent()).toBe("Playable");
    expect(await page.locator(".ed-problem.ed-error, .ed-problem.ed-warning").count()).toBe(0);
    await screenshot(page, "editor-cars-companions");

    const exported = await exportText(page);
    const mission = JSON.parse(exported);
    expect(mission.modules).toEqual(["core", "dark-zones"]);
    expect(mission.cars).toEqual({ drive: true, policeSearch: false });
    expect(mission.map.tokens).toEqual([
      { kind: "start", x: 1, y: 8 },
      { kind: "exit", x: 8, y: 8 },
      { kind: "spawn", x: 8, y: 7, spawn: "start", active: true },
      { kind: "car", x: 4, y: 8, car: "muscle" },
      { kind: "companion", x: 8, y: 1, card: "lou" },
    ]);

    // New mission, then the file back in: the same text.
    await page.getByRole("button", { name: "New mission" }).click();
    await expect.poll(() => page.locator(".ed-tile").count()).toBe(0);
    await page.getByTestId("import").setInputFiles({
      name: "cars.mission.json",
      mimeType: "application/json",
      buffer: Buffer.from(exported),
    });
    await expect.poll(() => page.getByTestId("file-message").textContent()).toContain("Mission imported.");
    expect(await page.getByLabel("Dark Zones mode").isChecked()).toBe(true);
    expect(await exportText(page)).toBe(exported);

    // Test play: the table opens with the car on the board.
    const table = await testPlayTab(page);
    await table.getByRole("button", { name: "Start the game" }).click();
    await table.waitForURL(/\/table\/g[0-9a-f]+$/);
    await boardPainted(table);
    await expect.poll(() => table.locator(".table-board .tk-car-muscle").count()).toBe(1);
    await screenshot(table, "editor-cars-test-play");
    await table.close();
    await page.close();
  });

  // Issue 15: a classic mission's rule panel has Season 1's core and the classic optional modes as switches, the
  // boxes' rules the profile always plays listed apart, and no 2E mode.
  it("a classic mission's rules: Season 1's core, Resurrection and Ultrared optional, the boxes' rules always on", async () => {
    const page = await editor.open();
    await page.getByTestId("editor-canvas").waitFor();
    await page.getByRole("tab", { name: "Mission", exact: true }).click();
    await page.getByLabel("Rule profile").selectOption("classic");
    const modules = page.getByTestId("modules");
    await expect.poll(() => modules.textContent()).toContain("Core rules (Season 1)");
    expect(await page.getByLabel("Core rules (Season 1)").isChecked()).toBe(true);
    const switches = await modules
      .locator("[data-module-id]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-module-id")));
    expect(switches).toEqual(expect.arrayContaining(["core", "resurrection", "ultrared"]));
    expect(switches).not.toContain("dark-zones");
    for (const optional of ["resurrection", "ultrared"])
      expect(await modules.locator(`[data-module-id="${optional}"]`).isChecked()).toBe(false);
    expect(await modules.textContent()).not.toContain("not played yet");
    // Resurrection is a real switch: ticked, the mission names it.
    await modules.locator('[data-module-id="resurrection"]').check();
    await expect.poll(() => modules.locator('[data-module-id="resurrection"]').isChecked()).toBe(true);
    expect(JSON.parse(await exportText(page)).modules).toEqual(["core", "resurrection"]);
    const always = page.getByTestId("profile-rules");
    expect(await always.locator("legend").textContent()).toBe(
      "This rule profile always plays (not switches)",
    );
    const listed = await always
      .locator("[data-rule-id]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-rule-id")));
    expect(listed).toEqual(expect.arrayContaining(["toxic-zombies", "barricades", "canine", "classic-cars"]));
    expect(await always.locator("input").count()).toBe(0);
    await screenshot(page, "editor-classic-rules");
    await page.close();
  });
});
