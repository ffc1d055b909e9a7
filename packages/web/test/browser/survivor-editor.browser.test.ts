import { describe, expect, inject, it } from "vitest";
import { editorChromium } from "./support/editor-helpers.ts";
import { screenshot } from "./support/page-helpers.ts";
import { newGame } from "./table-support.ts";

// The survivor editor (issue 13): an owner enters Ney's printed skills in the creator, saves them in the
// browser's user pack, then a new game on the Rio warm-up plays Ney with that card.
describe("survivor editor in Chromium", () => {
  const editor = editorChromium();
  const baseUrl = inject("baseUrl");

  it("enters Ney's skills, saves them, and a new game plays Ney with them", async () => {
    const page = await editor.open();
    await page.getByRole("tab", { name: "Survivor cards" }).click();
    const panel = page.getByTestId("survivor-editor");
    await panel.getByTestId("survivor-base").selectOption("rio/ney");
    // Ney ships with empty slots: Blue 1, Orange 2, Red 3.
    await expect.poll(() => panel.locator("select[aria-label^='Red']").count()).toBe(3);
    await panel.getByLabel("Blue skill 1").selectOption("lucky");
    await panel.getByLabel("Orange (pick one) skill 1").selectOption("plus-1-die:melee");
    await panel.getByLabel("Orange (pick one) skill 2").selectOption("plus-1-damage:melee");
    // The same skill twice in one level is named and blocks the save.
    await panel.getByLabel("Red (pick one) skill 1").selectOption("tough");
    await panel.getByLabel("Red (pick one) skill 2").selectOption("tough");
    await expect.poll(() => page.getByTestId("survivor-problems").textContent()).toContain("Tough twice");
    expect(await panel.getByRole("button", { name: "Save my card" }).isDisabled()).toBe(true);
    await panel.getByLabel("Red (pick one) skill 2").selectOption("");
    await panel.getByRole("button", { name: "Save my card" }).click();
    await expect
      .poll(() => page.getByTestId("survivor-status").textContent())
      .toContain("Saved in this browser: Ney plays with this card");
    await expect
      .poll(() => panel.locator('[data-user-survivor="rio/ney"]').textContent())
      .toContain("2 empty slots");
    const stored = await page.evaluate(() => localStorage.getItem("horda.editor.userSurvivors"));
    expect(JSON.parse(stored ?? "[]")).toMatchObject([
      {
        id: "my-rio-ney",
        replaces: "rio/ney",
        skills: { blue: ["lucky"], orange: ["plus-1-die:melee", "plus-1-damage:melee"], red: ["tough"] },
        emptySlots: { red: 2 },
      },
    ]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, "survivor-editor-1440");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "survivor-editor-390");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    await page.setViewportSize({ width: 1440, height: 900 });
    await newGame(page, baseUrl, { playable: "Rio warm-up (Horda)", alsoSurvivors: ["Ney"] });
    // Ney's card opens on the dashboard when picked; its skills are the entered Blue one.
    await page.getByRole("button", { name: "Ney", exact: true }).click();
    const card = page.getByTestId("survivor-ney");
    await expect.poll(() => card.locator(".skills").textContent()).toContain("Lucky");
    // The warm-up's two tiles are stand-ins: the board says so on each.
    expect(await page.locator(".tile-standin").count()).toBe(2);
    expect(await page.locator(".tile-name").allTextContents()).toEqual(["22R · stand-in", "22V · stand-in"]);
    await screenshot(page, "survivor-editor-table-1440");
    await page.close();
  });
});
