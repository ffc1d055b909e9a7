import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Chromium, launchChromium } from "./support/chromium.ts";
import { boardPainted, screenshot } from "./support/page-helpers.ts";
import { playToEnd } from "./table-support.ts";

// Issue 12 (campaign part): start a campaign, play its first mission to its end (core rules: an eliminated
// survivor dies for good), record it, see the Keep rolls as All-Out dice, make a milestone choice and name a
// successor, start the next mission with the kept equipment, print a sheet, and import a broken file.
const baseUrl = inject("baseUrl");
let browser: Chromium;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.context.newPage();
  await page.addInitScript(
    () => localStorage.getItem("horda.lang") || localStorage.setItem("horda.lang", "en"),
  );
});
afterAll(async () => browser.close());

const campaignId = () => /\/campaigns\/(c[0-9a-f]+)/.exec(page.url())?.[1] as string;

/** Rewrites the stored campaign (before any command) so its Keep rolls use these dice first. */
async function scriptDice(dice: number[]) {
  await page.evaluate(
    ([key, d]) => {
      const c = JSON.parse(localStorage.getItem(key) ?? "null");
      c.record.start.dice = d;
      c.record.diceScript = d;
      localStorage.setItem(key, JSON.stringify(c));
    },
    [`horda.campaign.${campaignId()}`, dice] as const,
  );
  await page.reload();
}

/** Gives the mission's survivors Red-level Adrenaline (2 CXP: the first milestone) and cards with Keep values. */
async function arrangeMission() {
  const id = /\/table\/(g[0-9a-f]+)$/.exec(page.url())?.[1] as string;
  await page.evaluate((key) => {
    const game = JSON.parse(localStorage.getItem(key) ?? "null");
    const config = game.record.config;
    config.startingDeal = false;
    config.survivors = config.survivors.map((s: { id: string }, i: number) => ({
      ...s,
      adrenaline: 43,
      hands: i === 0 ? ["katana", "machete"] : ["pistol", null],
    }));
    localStorage.setItem(key, JSON.stringify(game));
  }, `horda.table.game.${id}`);
  await page.reload();
  await boardPainted(page);
}

describe("a campaign from start to its second mission", () => {
  it("starts, plays mission 1 to its end, records it, chooses, keeps equipment, prints", async () => {
    await page.goto(`${baseUrl}/campaigns`);
    await page.getByRole("heading", { name: "Campaigns", exact: true }).waitFor();
    await page.getByLabel("Who plays Josh").selectOption("0");
    await page.getByLabel("Who plays Amy").selectOption("0");
    await page.getByRole("button", { name: "Start the campaign" }).click();
    await page.waitForURL(/\/campaigns\/c[0-9a-f]+$/);
    // Katana (Keep 3): no Break, kept. Machete (Keep 2): a Break, lost. Amy's Pistol (Keep 1): kept.
    await scriptDice([4, 5, 6, 1, 3, 2]);
    await expect
      .poll(() => page.getByTestId("campaign-phase").textContent())
      .toContain("Ready for mission 1");
    await page.getByRole("button", { name: /^Play mission 1/ }).click();
    await page.waitForURL(/\/table\/g[0-9a-f]+$/);
    await boardPainted(page);
    await arrangeMission();
    await playToEnd(page, 200);
    await page.getByRole("link", { name: /Back to the campaign/ }).click();
    await page.waitForURL(/\/campaigns\/c[0-9a-f]+$/);
    await page.getByRole("button", { name: "Record the end of the mission" }).click();

    // The Keep rolls, as dice: the Katana kept, the Machete lost to a Break (if Josh stood to the end).
    const rolls = page.getByTestId("keep-rolls");
    await rolls.waitFor();
    const josh = await page.getByTestId("sheet-josh").textContent();
    if (!josh?.includes("Died")) {
      await expect.poll(() => rolls.getByTestId("keep-roll").count()).toBeGreaterThanOrEqual(2);
      await expect.poll(() => rolls.getByRole("img", { name: "die: Break" }).count()).toBe(1);
      expect(await rolls.getByTestId("keep-roll").first().textContent()).toContain("kept");
      expect(await page.getByTestId("sheet-josh").getByTestId("kept").textContent()).toBe("Katana");
    }
    await screenshot(page, "campaign-after-mission-1");

    // Choices: milestone rewards of those who stood (2 CXP: Red reached), a successor for the dead.
    let tookSkill = false;
    for (let i = 0; i < 6; i++) {
      if (await page.getByTestId("milestone-choice").isVisible()) {
        const choice = page.getByTestId("milestone-choice");
        if (!tookSkill) {
          await choice.getByRole("combobox").selectOption({ label: "Hoard (unverified)" });
          await choice.getByRole("button", { name: "Take this Campaign Skill" }).click();
          tookSkill = true;
        } else await choice.getByRole("button", { name: "+1 Bonus Action" }).click();
      } else if (await page.getByTestId("successor-choice").isVisible())
        await page
          .getByTestId("successor-choice")
          .getByRole("button", { name: "Choose this successor" })
          .click();
      else break;
      await page.waitForTimeout(100);
    }
    expect(tookSkill).toBe(true);
    expect(await page.getByRole("alert").count()).toBe(0);

    // Closing the browser loses nothing: the campaign reads back from this browser's storage.
    await page.reload();
    await expect
      .poll(() => page.getByTestId("campaign-phase").textContent())
      .toMatch(/Ready for mission [12]/);
    await screenshot(page, "campaign-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "campaign-phone");
    await page.setViewportSize({ width: 1280, height: 900 });

    // The sheet page, printable.
    const sheets = page.getByRole("link", { name: /^Sheet of / });
    await sheets.first().click();
    await page.getByRole("heading", { name: /^Campaign Sheet: / }).waitFor();
    await page.emulateMedia({ media: "print" });
    expect(await page.locator(".app-header").isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Print" }).isVisible()).toBe(false);
    await screenshot(page, "campaign-sheet-print");
    await page.emulateMedia({ media: "screen" });
    await page.goBack();

    // The next mission starts with the kept Katana in Josh's inventory (when Josh stood).
    await page.getByRole("button", { name: /^Play mission/ }).click();
    await page.waitForURL(/\/table\/g[0-9a-f]+$/);
    await boardPainted(page);
    if (!josh?.includes("Died"))
      expect(await page.getByTestId("survivor-josh").textContent()).toContain("Katana");
    await screenshot(page, "campaign-mission-2");
  });

  it("a broken campaign file is refused with the path of what is wrong", async () => {
    await page.goto(`${baseUrl}/campaigns`);
    await page.getByRole("heading", { name: "Campaigns", exact: true }).waitFor();
    await page.getByLabel("Import a campaign file").setInputFiles({
      name: "bad.campaign.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify({ schema: "horda.campaign/1", id: 4 })),
    });
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toMatch(/This file is not a campaign: .* at \$\.\w+/);
  });

  it("speaks Portuguese", async () => {
    await page.evaluate(() => localStorage.setItem("horda.lang", "pt-BR"));
    await page.goto(`${baseUrl}/campaigns`);
    await page.getByRole("heading", { name: "Campanhas", exact: true }).waitFor();
    await page.locator(".campaign-list a").first().click();
    await page.getByRole("heading", { name: "Fichas de Campanha" }).waitFor();
    await page
      .getByRole("link", { name: /^Ficha de / })
      .first()
      .click();
    await page.getByRole("heading", { name: /^Ficha de Campanha: / }).waitFor();
    expect(await page.locator(".campaign-sheet").textContent()).toContain("Barra de CXP");
    await screenshot(page, "campaign-sheet-pt-BR");
    await page.evaluate(() => localStorage.setItem("horda.lang", "en"));
  });
});
