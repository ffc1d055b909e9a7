import { describe, expect, inject, it } from "vitest";
import { screenshot } from "./support/page-helpers.ts";
import { chromiumPerTest } from "./table-opening.ts";
import { addZombies, newGame, wounds, zoneOf } from "./table-support.ts";

// While the zombies' phase plays back, the survivors' cards show the Wounds as the attacks land: none before the
// Walker's attack, one after it, not the state after the whole phase from its first frame; the log's newest lines
// stop at the line the playback shows.
describe("Zombicide table in Chromium: the survivors' cards during a playback", () => {
  const chromium = chromiumPerTest({ width: 1440, height: 900 });
  const baseUrl = inject("baseUrl");

  it("shows Josh unhurt until the playback reaches the Walker's attack", async () => {
    const page = await chromium.newPage();
    await newGame(page, baseUrl, { sandbox: true, seed: "playback-wounds", noStartingDeal: true });
    await addZombies(page, "walker", await zoneOf(page, "josh"));
    await expect(wounds(page, "josh").textContent()).resolves.toMatch(/^Wounds 0 of 3/);
    await page.getByRole("button", { name: "End Josh's turn" }).click();
    const playback = page.getByTestId("playback");
    await playback.waitFor();
    await playback.getByRole("button", { name: "Pause" }).click();
    const step = async () => (await playback.textContent()) ?? "";
    await expect(wounds(page, "josh").textContent()).resolves.toMatch(/^Wounds 0 of 3/);
    await screenshot(page, "playback-before-attack");
    // The attack's line names the Wound it deals; the card changes at the next line, Josh taking it.
    for (let i = 0; i < 20 && !/attacks in/.test(await step()); i++)
      await playback.getByRole("button", { name: "Next" }).click();
    expect(await step()).toMatch(/attacks in .*1 wound for Josh/);
    await expect(wounds(page, "josh").textContent()).resolves.toMatch(/^Wounds 0 of 3/);
    await playback.getByRole("button", { name: "Next" }).click();
    expect(await step()).toMatch(/Josh takes 1 wound from .*: 1 of 3/);
    await expect(wounds(page, "josh").textContent()).resolves.toMatch(/^Wounds 1 of 3/);
    // The newest log lines stop where the playback is: the next round is not told yet.
    const tail = page.getByTestId("log-tail");
    await expect(tail.textContent()).resolves.toMatch(/Josh takes 1 wound/);
    await expect(tail.textContent()).resolves.not.toMatch(/Round 2/);
    await expect(page.getByTestId("mission").textContent()).resolves.toMatch(/now round 1/);
    await screenshot(page, "playback-after-attack");
    await page.keyboard.press("Escape");
    await expect(playback.isVisible()).resolves.toBe(false);
    await expect(tail.textContent()).resolves.toMatch(/Round 2/);
    await expect(page.getByTestId("mission").textContent()).resolves.toMatch(/now round 2/);
    await expect(wounds(page, "josh").textContent()).resolves.toMatch(/^Wounds 1 of 3/);
    await page.close();
  }, 120_000);
});
