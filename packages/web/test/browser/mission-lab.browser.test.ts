import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { editorChromium } from "./support/editor-helpers.ts";
import { screenshot } from "./support/page-helpers.ts";
import { WEB_DIR } from "./support/paths.ts";

describe("the Mission lab in Chromium", () => {
  const editor = editorChromium();

  it("estimates the difficulty of the mission open in the map creator: win rate, plots and the heat map", async () => {
    const page = await editor.open();
    await page.getByTestId("editor-canvas").waitFor();
    const mission = readFileSync(join(WEB_DIR, "../../content/core2e/missions/first-night.mission.json"));
    await page.getByTestId("import").setInputFiles({
      name: "first-night.mission.json",
      mimeType: "application/json",
      buffer: mission,
    });
    await expect.poll(() => page.getByTestId("file-message").textContent()).toContain("Mission imported.");
    await page.getByTestId("estimate-difficulty").click();
    await page.waitForURL(/\/lab\?mission=editor&run=1$/);
    await expect.poll(() => page.getByTestId("lab-mission").inputValue()).toBe("editor");
    // The estimate starts by itself (2,000 games); a designer may then change the number and run it again.
    await expect
      .poll(() => page.getByTestId("lab-a").locator(".lab-progress").textContent())
      .toMatch(/of 2000 games|2000 games played/);

    // Vega warns of an "Infinite extent" when a plot is drawn with no data (the estimate's first moments).
    const vegaWarnings: string[] = [];
    page.on("console", (m) => {
      if (m.text().includes("Infinite extent")) vegaWarnings.push(m.text());
    });
    // Stopped unless it is already over (a fast machine plays the 2,000 games in seconds).
    const stop = page.getByRole("button", { name: "Stop" });
    if (await stop.isEnabled()) await stop.click();
    await expect.poll(() => page.getByTestId("lab-run").isEnabled()).toBe(true);
    await page.getByTestId("lab-games").fill("30");
    await page.getByTestId("lab-run").click();
    await expect
      .poll(() => page.getByTestId("lab-a").locator(".lab-progress").textContent(), { timeout: 120_000 })
      .toBe("30 games played");
    await expect(page.getByTestId("lab-a-win-rate").textContent()).resolves.toMatch(/^\d+\.\d%$/);
    // Which survivors the bots played, by name.
    await expect(page.getByTestId("lab-a-team").textContent()).resolves.toMatch(
      /^Team: Wanda, .+ \(2 players, Survivor bot\)$/,
    );
    // The pickers list the missions by box, the creator's own first.
    const groups = await page
      .getByTestId("lab-mission")
      .locator("optgroup")
      .evaluateAll((g) => g.map((x) => x.getAttribute("label")));
    expect(groups.slice(0, 2)).toEqual(["From the map creator", "Zombicide 2nd Edition: core box"]);
    // The board with its heat map: zones tinted where survivors were wounded.
    const heat = page.getByTestId("lab-a-heat").locator("svg.heat-board");
    await expect.poll(() => heat.count()).toBe(1);
    await expect.poll(() => heat.locator("rect[data-zone]").count()).toBeGreaterThan(0);
    await expect(page.getByTestId("lab-a-heat-key").textContent()).resolves.toMatch(/over all 30 games/);
    // The plots, drawn by Vega-Lite: rounds, causes, goals reached, survivors, danger, spawns and the convergence.
    await expect.poll(() => page.locator(".lab-chart svg").count(), { timeout: 30_000 }).toBe(7);
    // The causes of loss read as words, not as rule references.
    const plots = page.locator(".lab-chart svg");
    await expect
      .poll(() => plots.allTextContents().then((t) => t.join(" ")))
      .toContain("A survivor was eliminated");
    await expect(plots.allTextContents().then((t) => t.join(" "))).resolves.not.toContain("§");
    // How often each of the mission's goals was reached, the goals said in words.
    await expect(plots.allTextContents().then((t) => t.join(" "))).resolves.toContain("Goals reached");
    await expect(plots.allTextContents().then((t) => t.join(" "))).resolves.toContain(
      "1. Take all red Objectives",
    );
    expect(vegaWarnings).toEqual([]);
    await screenshot(page, "mission-lab");
    // On a phone the plots shrink to the screen: nothing to scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await screenshot(page, "mission-lab-phone");
  }, 180_000);

  it("sets a changed mission against the version estimated before it, side by side", async () => {
    const page = await editor.open();
    await page.getByTestId("editor-canvas").waitFor();
    const original = JSON.parse(
      readFileSync(join(WEB_DIR, "../../content/core2e/missions/first-night.mission.json"), "utf8"),
    );
    const hand = async (name: string) => {
      const changed = { ...original, names: { ...original.names, en: name } };
      await page.getByTestId("import").setInputFiles({
        name: "mine.mission.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify(changed)),
      });
      await expect.poll(() => page.getByTestId("file-message").textContent()).toContain("Mission imported.");
      await page.getByTestId("estimate-difficulty").click();
      await page.waitForURL(/\/lab\?mission=editor&run=1$/);
    };
    await hand("Night one");
    await page.getByRole("button", { name: "Stop" }).click();
    await page.goto(page.url().replace(/\/lab.*$/, "/editor"));
    await page.getByTestId("editor-canvas").waitFor();
    await hand("Night two");
    // The earlier version is picked to compare with, and both estimates start.
    await expect.poll(() => page.getByTestId("lab-compare").inputValue()).toBe("editor:1");
    await expect
      .poll(() => page.getByTestId("lab-b").getByRole("heading", { level: 2 }).textContent())
      .toMatch(/^From the map creator, earlier version \(.+\): Night one$/);
    await page.getByRole("button", { name: "Stop" }).click();
    await page.getByTestId("lab-games").fill("20");
    await page.getByTestId("lab-run").click();
    for (const side of ["lab-a", "lab-b"])
      await expect
        .poll(() => page.getByTestId(side).locator(".lab-progress").textContent(), { timeout: 120_000 })
        .toBe("20 games played");
    expect(await page.getByTestId("lab-a").getByRole("heading", { level: 2 }).textContent()).toBe(
      "From the map creator: Night two",
    );
    await expect(page.getByTestId("lab-b-win-rate").textContent()).resolves.toMatch(/^\d+\.\d%$/);
    // One line reads the two side by side: the same map and seed, so the same games and no difference.
    await expect(page.getByTestId("lab-difference").textContent()).resolves.toMatch(
      /^Left against right: win rate ±0\.0 points\. Rounds to win ±0\.0\. The two 95% intervals overlap/,
    );
    // Both columns' plots, drawn on shared axes (bots' chart-scales test).
    for (const side of ["lab-a", "lab-b"])
      await expect
        .poll(() => page.getByTestId(side).locator(".lab-chart svg").count(), { timeout: 30_000 })
        .toBeGreaterThanOrEqual(6);
    await screenshot(page, "mission-lab-compare-versions");
  }, 180_000);
});
