import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { type Chromium, launchChromium } from "./support/chromium.ts";
import { boardPainted, screenshot } from "./support/page-helpers.ts";
import { log } from "./table-support.ts";

describe("hot-seat Zombicide with bot seats in Chromium", () => {
  let browser: Chromium;
  const baseUrl = inject("baseUrl");
  beforeEach(async () => {
    browser = await launchChromium({ width: 1280, height: 900 });
  });
  afterEach(async () => {
    await browser?.close();
  });

  it("one human seat and a bot seat play First Night to the end; the human asks the bot for hints", async () => {
    const page = await browser.context.newPage();
    await page.addInitScript(
      () => localStorage.getItem("horda.lang") || localStorage.setItem("horda.lang", "en"),
    );
    await page.goto(`${baseUrl}/new`);
    await page.getByRole("heading", { name: "New game" }).waitFor();
    await page.getByLabel("Mission or map").selectOption({ label: "First Night" });
    await page.getByLabel("Players at this screen").selectOption("2");
    await page.getByLabel("Bot 2").check();
    for (const name of ["Doug", "Amy"]) await page.getByLabel(`Who plays ${name}`).selectOption("1");
    await page.getByLabel(/Let the table decide zombie splits/).check();
    await page.getByLabel("Seed").fill("bots-hot-seat-1");
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL(/\/table\/g[0-9a-f]+$/);
    await boardPainted(page);

    // The human plays its survivor by following the bot's hints; the bot seat plays by itself.
    let hints = 0;
    for (let step = 0; step < 400; step++) {
      if (await page.getByTestId("end-screen").isVisible()) break;
      if (await page.getByTestId("playback").isVisible()) {
        await page.keyboard.press("Escape");
      } else if (await page.getByTestId("bot-hint").isVisible()) {
        await page.getByTestId("bot-hint").getByRole("button", { name: "What would the bot do?" }).click();
        const play = page.getByTestId("bot-hint-play");
        if (await play.isVisible()) {
          await play.click();
          hints++;
        }
      }
      await page.waitForTimeout(60);
    }
    await expect(page.getByTestId("end-screen").isVisible()).resolves.toBe(true);
    expect(hints).toBeGreaterThan(0);
    // Both seats acted: Doug or Amy (the bot's survivors) show up in the log.
    await expect.poll(() => log(page)).toMatch(/Doug|Amy/);
    await screenshot(page, "table-bots-end");
  }, 240_000);

  it("hands a seat to the bot in the middle of a game and takes it back, kept over a reload", async () => {
    const page = await browser.context.newPage();
    await page.addInitScript(
      () => localStorage.getItem("horda.lang") || localStorage.setItem("horda.lang", "en"),
    );
    await page.goto(`${baseUrl}/new`);
    await page.getByLabel("Mission or map").selectOption({ label: "First Night" });
    await page.getByLabel(/Let the table decide zombie splits/).check();
    await page.getByLabel("Seed").fill("bots-mid-game");
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL(/\/table\/g[0-9a-f]+$/);
    await boardPainted(page);
    // The player leaves the table to the bot: the game goes on with nobody clicking.
    const seats = page.getByTestId("hot-seat-bots");
    await seats.getByText("Seats the bot plays").click();
    await seats.getByLabel("Bot 1").check();
    const status = page.getByTestId("table-status");
    await expect
      .poll(
        async () => {
          if (await page.getByTestId("playback").isVisible()) await page.keyboard.press("Escape");
          return (
            (await page.getByTestId("end-screen").isVisible()) ||
            /Round [2-9]/.test((await status.textContent()) ?? "")
          );
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    await screenshot(page, "table-bots-mid-game");
    // The bot's seat is saved with the game: a reload keeps it. Back at the table, the player takes it back.
    if (!(await page.getByTestId("end-screen").isVisible())) {
      await page.reload();
      await boardPainted(page);
      const again = page.getByTestId("hot-seat-bots");
      await again.getByText("Seats the bot plays").click();
      expect(await again.getByLabel("Bot 1").isChecked()).toBe(true);
      await again.getByLabel("Bot 1").uncheck();
      await page.waitForTimeout(500);
      // No new command comes (a zombie playback still running only reveals the last one's events).
      const steps = page.getByTestId("log").locator(".log-command");
      const before = await steps.count();
      expect(before).toBeGreaterThan(3);
      await page.waitForTimeout(1500);
      expect(await steps.count()).toBe(before);
    }
  }, 120_000);

  it("on a phone the bot's hint sits in the pinned controls, read without scrolling the board away", async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(
      () => localStorage.getItem("horda.lang") || localStorage.setItem("horda.lang", "en"),
    );
    await page.goto(`${baseUrl}/new`);
    await page.getByLabel("Mission or map").selectOption({ label: "First Night" });
    await page.getByLabel("Seed").fill("bots-phone-hint");
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL(/\/table\/g[0-9a-f]+$/);
    await boardPainted(page);
    const hint = page.getByTestId("table-controls").getByTestId("bot-hint");
    await hint.getByRole("button", { name: "What would the bot do?" }).click();
    const said = hint.getByRole("status");
    await expect.poll(() => said.textContent()).toMatch(/^The bot would/);
    const box = await said.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    await screenshot(page, "table-bot-hint-phone");
  }, 120_000);
});
