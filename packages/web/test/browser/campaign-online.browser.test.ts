import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { startTwoPlayerCampaign } from "./support/campaign-form.ts";
import { englishPage, serverAndTwoBrowsers } from "./support/online-pair.ts";
import { boardPainted, screenshot } from "./support/page-helpers.ts";

// Issue 12 (online campaign): the host starts a two-player campaign on a Horda server, opens its first mission as
// a room, a friend takes the other seat in another browser; each sees only their own sheets while the mission
// plays with the KO rules; when the room's game ends the server writes the mission's end to the campaign, and the
// host's campaign page reads it back.
const playing = async (page: Page) => !(await page.getByTestId("end-screen").isVisible());

/** One pass of a seat's chores: skip a playback, answer its decision, end its survivors' turns. */
async function chores(page: Page) {
  const skip = page.getByTestId("playback-skip");
  if (await skip.isVisible()) {
    await skip.click({ timeout: 2000 }).catch(() => undefined);
    return;
  }
  const decision = page.getByTestId("decision");
  if (await decision.isVisible()) {
    await decision
      .getByRole("button")
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
    if (await page.getByTestId("confirm-loss").isVisible())
      await page.getByTestId("confirm-loss").getByRole("button").first().click();
    return;
  }
  const end = page.getByRole("button", { name: /End \S+ turn/ });
  if ((await end.count()) > 0)
    await end
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
}

describe("a campaign played online in Chromium", () => {
  const pair = serverAndTwoBrowsers();

  it("two browsers play a campaign mission in one room; its end is written back to the campaign", async () => {
    const errors: string[] = [];
    const a = await englishPage(pair.host, errors);
    const b = await englishPage(pair.guest, errors);

    await a.goto(`${pair.server.url}/campaigns`);
    // One mission, First Night: its zombies find the survivors.
    await startTwoPlayerCampaign(a, { names: [null, "Bo"], mission: "First Night" });
    const campaign = a.url();
    await expect.poll(() => a.getByTestId("campaign-phase").textContent()).toContain("Ready for mission 1");

    // The host opens the mission online; the friend joins the room by its code.
    await a.getByRole("button", { name: "Play it online with friends" }).click();
    await a.waitForURL(/\/table\/online\/[0-9A-Z]{16}$/);
    const code = a.url().split("/").pop() as string;
    await a.getByTestId("online-table").waitFor();
    await boardPainted(a);
    await b.goto(`${pair.server.url}/table/online/${code}`);
    await b.getByLabel("Your name").fill("Bo");
    await b.getByRole("button", { name: "Take a seat" }).click();
    await b.getByTestId("online-table").waitFor();
    await boardPainted(b);
    expect(await b.getByTestId("online-table").getAttribute("data-seat")).toBe("p2");

    // Each player sees the sheets of the survivors they play, and only those.
    await a.getByTestId("play-sheet-josh").waitFor();
    await b.getByTestId("play-sheet-amy").waitFor();
    expect(await a.getByTestId("play-sheet-amy").count()).toBe(0);
    expect(await b.getByTestId("play-sheet-josh").count()).toBe(0);
    await screenshot(b, "campaign-online-guest");

    // The team only ends its turns: the zombies KO them; nobody takes them, and the mission is lost.
    for (let i = 0; i < 400 && (await playing(a)) && (await playing(b)); i++) {
      await chores(a);
      await chores(b);
      await a.waitForTimeout(30);
    }
    await a.getByTestId("end-screen").waitFor({ timeout: 30_000 });
    const log = (await a.getByTestId("log").textContent()) ?? "";
    expect(log).toMatch(/is KOed/);
    // KO spares the survivor: the log does not call them eliminated.
    expect(log).not.toMatch(/(Josh|Amy) is eliminated/);
    await screenshot(a, "campaign-online-end");

    // The host's campaign page reads the mission's end the server wrote.
    await a.goto(campaign);
    await a.getByTestId("online-mission").waitFor();
    await expect
      .poll(
        async () => {
          await a.getByRole("button", { name: "Get the mission's end from the server" }).click();
          await a.waitForTimeout(300);
          return a.getByTestId("campaign-phase").textContent();
        },
        { timeout: 20_000 },
      )
      .not.toContain("Playing mission 1");
    await expect.poll(() => a.locator(".campaign-history").textContent()).toMatch(/^Mission 1 \(.+\): lost/);
    await screenshot(a, "campaign-online-result");
    // The result stays after a reload (the browser kept the server's record).
    await a.reload();
    await expect.poll(() => a.locator(".campaign-history").textContent()).toMatch(/: lost/);
    expect(errors).toEqual([]);
  }, 300_000);

  it("a seat the campaign gives the bot is handed to the server's bot when the host opens the room", async () => {
    const errors: string[] = [];
    const a = await englishPage(pair.host, errors);
    await a.goto(`${pair.server.url}/campaigns`);
    await startTwoPlayerCampaign(a, { names: ["Ana", "Bia"], bots: [1], mission: "First Night" });
    await a.getByRole("button", { name: "Play it online with friends" }).click();
    await a.waitForURL(/\/table\/online\/[0-9A-Z]{16}$/);
    await a.getByTestId("online-table").waitFor();
    await boardPainted(a);
    // Seat p2 is the bot's, nobody clicked for it; the bot plays Amy once Josh's turn ends.
    await expect
      .poll(() => a.getByTestId("online-seats").locator('[data-seat="p2"]').textContent())
      .toContain("played by the server's bot");
    // The host sits under the campaign's name for the first player.
    expect(await a.getByTestId("online-seats").locator('[data-seat="p1"]').textContent()).toContain("Ana");
    await a.getByRole("button", { name: "End Josh's turn" }).click();
    await expect.poll(() => a.getByTestId("log").textContent(), { timeout: 30_000 }).toMatch(/Amy/);
    await screenshot(a, "campaign-online-bot-seat");
    expect(errors).toEqual([]);
  }, 120_000);
});
