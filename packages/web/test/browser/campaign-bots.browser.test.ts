import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { startTwoPlayerCampaign } from "./support/campaign-form.ts";
import { boardPainted, screenshot } from "./support/page-helpers.ts";
import { pageForFile } from "./table-opening.ts";

// Issue 17 (bots fill empty seats) in a campaign: the players' names and a Bot seat chosen on the campaign form,
// changed between missions on the campaign page, and a hot-seat mission the bots play to its end, recorded back.
const baseUrl = inject("baseUrl");
let page: Page;
pageForFile({ viewport: { width: 1280, height: 900 }, lang: "en" }, (p) => {
  page = p;
});

describe("a campaign with bot seats", () => {
  it("names its players, lets the bot play a seat, and records the mission the bots played", async () => {
    await page.goto(`${baseUrl}/campaigns`);
    // Only the book's first mission.
    await startTwoPlayerCampaign(page, { names: ["Ana", "Bia"], bots: [1], mission: /^\s*M1:/ });

    // The campaign page names the players and their survivors; Bia's seat is the bot's. Ana hands hers over too,
    // and the choice outlives a reload.
    const seats = page.getByTestId("campaign-seats");
    await expect(seats.textContent()).resolves.toMatch(/Ana: Josh.*Bia: Amy/);
    expect(await seats.getByLabel("Bot 2").isChecked()).toBe(true);
    expect(await seats.getByLabel("Bot 1").isChecked()).toBe(false);
    await seats.getByLabel("Bot 1").check();
    await page.reload();
    await expect.poll(() => page.getByTestId("campaign-seats").getByLabel("Bot 1").isChecked()).toBe(true);
    await screenshot(page, "campaign-bot-seats");

    await page.getByRole("button", { name: /^Play mission 1/ }).click();
    await page.waitForURL(/\/table\/g[0-9a-f]+$/);
    await boardPainted(page);
    // The table names the seats by their players; nobody clicks but to skip the zombies' playback.
    await expect.poll(() => page.locator("body").textContent()).toMatch(/Ana|Bia/);
    const end = page.getByTestId("end-screen");
    for (let step = 0; step < 1500 && !(await end.isVisible()); step++) {
      if (await page.getByTestId("playback").isVisible()) await page.keyboard.press("Escape");
      await page.waitForTimeout(60);
    }
    await end.waitFor({ timeout: 1000 });
    await screenshot(page, "campaign-bots-end");
    await page.getByRole("link", { name: /Back to the campaign/ }).click();
    await page.waitForURL(/\/campaigns\/c[0-9a-f]+$/);
    await expect
      .poll(() => page.getByTestId("campaign-phase").textContent())
      .toMatch(/Campaign won!|Campaign lost/);
    await expect(page.locator(".campaign-history").textContent()).resolves.toMatch(/M1/);
  }, 240_000);
});
