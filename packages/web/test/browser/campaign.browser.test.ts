import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { boardPainted, screenshot } from "./support/page-helpers.ts";
import { pageForFile, stackGame, startToken } from "./table-opening.ts";
import { log } from "./table-support.ts";

const logText = () => log(page);

// Issue 12 (campaign part): start a campaign, play its first mission to its end with a KO and a rescue (campaign
// missions play the KO rules), record it, see the Keep rolls as All-Out dice, make a milestone choice, start the
// next mission with the kept equipment and spend the Bonus Action in the game, print a sheet, and import a
// broken file. The mission is stacked through the saved game's config (cards, Adrenaline and Wounds, a Walker,
// the dice, a two-round goal), the way the table's tests stack games; the engine plays it unchanged.
const baseUrl = inject("baseUrl");
let page: Page;
pageForFile({ viewport: { width: 1280, height: 900 }, lang: "en" }, (p) => {
  page = p;
});

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

/**
 * Mission 1, stacked: Josh at 18 AP with a Katana and a Machete, Amy one Wound from her last Health with a
 * Pistol, a Walker with them in the starting zone, sixes on the dice, the players answering the zombies'
 * choices, and a goal of surviving two rounds.
 */
async function arrangeMission1() {
  await stackGame(page, (config) => {
    const start = startToken(config);
    config.startingDeal = false;
    config.autoZombieChoices = false;
    config.dice = [6, 6, 6, 6, 6, 6];
    config.zombies = [...(config.zombies ?? []), { type: "walker", zone: `${start.x},${start.y}` }];
    config.survivors = config.survivors.map((s: { id: string }) =>
      s.id === "josh"
        ? { ...s, adrenaline: 18, hands: ["katana", "machete"] }
        : { ...s, wounds: 2, hands: ["pistol", null] },
    );
    config.mission = { ...config.mission, goals: [{ goal: "surviveRounds", rounds: 2 }], lose: [] };
  });
}

/** Answers the open decision with the button matching `name` (else the first), confirming a risky answer. */
async function answer(name?: RegExp) {
  const d = page.getByTestId("decision");
  const button = name ? d.getByRole("button", { name }) : d.getByRole("button");
  await button.first().click();
  if (await page.getByTestId("confirm-loss").isVisible())
    await page.getByTestId("confirm-loss").getByRole("button").first().click();
  await page.waitForTimeout(50);
}

/** Plays the zombies' phase through (playback skipped; `wound` picks who takes the zombies' wounds). */
async function zombiesPhase(round: number, wound?: RegExp) {
  const status = page.getByTestId("table-status");
  for (let i = 0; i < 80; i++) {
    if (await page.getByTestId("end-screen").isVisible()) return;
    if (!(await status.textContent())?.includes(`Round ${round}`)) break;
    if (await page.getByTestId("playback").isVisible()) await page.keyboard.press("Escape");
    else if (await page.getByTestId("decision").isVisible()) {
      const text = (await page.getByTestId("decision").textContent()) ?? "";
      await answer(wound && text.includes("zombies' wound") ? wound : undefined);
    }
    await page.waitForTimeout(50);
  }
  if (await page.getByTestId("playback").isVisible()) await page.keyboard.press("Escape");
}

describe("a campaign from start to its second mission", () => {
  it("plays mission 1 with a KO and a rescue, records it, chooses, keeps equipment, spends a Bonus Action, prints", async () => {
    await page.goto(`${baseUrl}/campaigns`);
    await page.getByRole("heading", { name: "Campaigns", exact: true }).waitFor();
    await page.getByLabel("Who plays Josh").selectOption("0");
    await page.getByLabel("Who plays Amy").selectOption("0");
    // The core box's missions: the Fort Hendrix box offers its own first (M1-M10, checked by default), then the
    // core's, said to make a campaign of their own when only they are ticked.
    await expect(page.getByTestId("core-missions-note").textContent()).resolves.toMatch(
      /a campaign of their own/,
    );
    for (const item of await page
      .locator("fieldset", { hasText: "Missions, in order" })
      .locator("li")
      .all()) {
      const box = item.getByRole("checkbox");
      if (/^\s*M\d+:/.test((await item.textContent()) ?? "")) await box.uncheck();
      else await box.check();
    }
    await page.getByRole("button", { name: "Start the campaign" }).click();
    await page.waitForURL(/\/campaigns\/c[0-9a-f]+$/);
    // Katana (Keep 3): no Break, kept. Machete (Keep 2): a Break, lost.
    await scriptDice([4, 5, 6, 1, 3]);
    await expect
      .poll(() => page.getByTestId("campaign-phase").textContent())
      .toContain("Ready for mission 1");
    const cid = campaignId();
    await page.getByRole("button", { name: /^Play mission 1/ }).click();
    await page.waitForURL(/\/table\/g[0-9a-f]+$/);
    const mission1 = page.url();
    await boardPainted(page);
    await arrangeMission1();

    // A mission extra recorded on the campaign page while the mission is played: Josh's first CXP.
    await page.goto(`${baseUrl}/campaigns/${cid}`);
    await page
      .locator(".sheet-cell", { has: page.getByTestId("sheet-josh") })
      .getByRole("button", { name: "+1 CXP (mission extra)" })
      .click();
    await page.getByRole("link", { name: "Continue the mission" }).click();
    await page.waitForURL(mission1);
    await boardPainted(page);

    // Round 1: the Walker's Wound goes to Amy, at her last Health: KOed, not dead.
    await page.getByRole("button", { name: "End Josh's turn" }).click();
    await page.getByRole("button", { name: "End Amy's turn" }).click();
    await zombiesPhase(1, /Amy/);
    await expect.poll(logText).toMatch(/Amy/);
    expect(await page.getByTestId("end-screen").isVisible()).toBe(false);
    expect(await logText()).toMatch(/KO/i);
    await screenshot(page, "campaign-ko");

    // Round 2: Josh kills the Walker (Orange: 1 CXP at once), then takes Amy to safety.
    await page.getByRole("button", { name: "Melee with Katana" }).click();
    await expect.poll(logText).toContain("reaches Orange for the first time this mission: 1 CXP");
    expect(await page.getByTestId("play-sheet-josh").textContent()).toContain("1 CXP");
    while (await page.getByTestId("decision").isVisible()) await answer();
    await page.getByRole("button", { name: "Take Amy (KOed) to safety" }).click();
    await expect.poll(logText).toMatch(/Amy/);
    await page.getByRole("button", { name: "End Josh's turn" }).click();
    await zombiesPhase(2);
    const end = page.getByTestId("end-screen");
    await end.waitFor();
    await expect(end.getByRole("heading").textContent()).resolves.toBe("The survivors win");
    // Back at the campaign, the mission's end is recorded at once: no second click on "Record the end".
    await page.getByRole("link", { name: /Back to the campaign/ }).click();
    await page.waitForURL(/\/campaigns\/c[0-9a-f]+$/);
    await expect
      .poll(() => page.getByRole("button", { name: "Record the end of the mission" }).count())
      .toBe(0);

    // The Keep rolls, as dice: the Katana kept, the Machete lost to a Break; Amy, rescued, lives (her cards
    // were lost to the KO, no roll).
    const rolls = page.getByTestId("keep-rolls");
    await rolls.waitFor();
    await expect.poll(() => rolls.getByTestId("keep-roll").count()).toBe(2);
    await expect.poll(() => rolls.getByRole("img", { name: "die: Break" }).count()).toBe(1);
    expect(await rolls.getByTestId("keep-roll").first().textContent()).toContain("kept");
    expect(await page.getByTestId("sheet-josh").getByTestId("kept").textContent()).toBe("Katana");
    expect(await page.getByTestId("sheet-amy").textContent()).not.toContain("Died");
    expect(await page.getByTestId("campaign-phase").textContent()).not.toContain("lost");
    await screenshot(page, "campaign-after-mission-1");

    // Josh's 2 CXP (the extra and Orange): the first milestone's reward, a Bonus Action.
    const choice = page.getByTestId("milestone-choice");
    await choice.waitFor();
    expect(await choice.textContent()).toContain("Josh");
    await choice.getByRole("button", { name: "+1 Bonus Action" }).click();
    await expect.poll(() => page.getByTestId("milestone-choice").count()).toBe(0);
    expect(await page.getByRole("alert").count()).toBe(0);

    // Closing the browser loses nothing: the campaign reads back from this browser's storage.
    await page.reload();
    await expect
      .poll(() => page.getByTestId("campaign-phase").textContent())
      .toContain("Ready for mission 2");
    await screenshot(page, "campaign-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "campaign-phone");
    await page.setViewportSize({ width: 1280, height: 900 });

    // The sheet page, printable.
    await page.getByRole("link", { name: "Sheet of Josh" }).click();
    await page.getByRole("heading", { name: /^Campaign Sheet: / }).waitFor();
    await page.emulateMedia({ media: "print" });
    expect(await page.locator(".app-header").isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Print" }).isVisible()).toBe(false);
    expect(await page.locator(".campaign-sheet").textContent()).toContain("Katana");
    await screenshot(page, "campaign-sheet-print");
    await page.emulateMedia({ media: "screen" });
    await page.goBack();

    // Mission 2 starts with the kept Katana in Josh's inventory; his Bonus Action is one more Action.
    await page.getByRole("button", { name: /^Play mission 2/ }).click();
    await page.waitForURL(/\/table\/g[0-9a-f]+$/);
    await boardPainted(page);
    expect(await page.getByTestId("survivor-josh").textContent()).toContain("Katana");
    expect(await page.getByTestId("play-sheet-josh").textContent()).toContain("2 CXP · Bonus Actions 1 of 1");
    await page.getByTestId("survivor-josh").getByRole("button", { name: "Josh" }).click();
    await page.getByRole("button", { name: "Spend a Bonus Action (one more Action)" }).click();
    await expect.poll(logText).toContain("Josh spends a Bonus Action: one more Action (0 left this mission)");
    expect(await page.getByTestId("play-sheet-josh").textContent()).toContain("Bonus Actions 0 of 1");
    expect(await page.getByRole("button", { name: "Spend a Bonus Action (one more Action)" }).count()).toBe(
      0,
    );
    await screenshot(page, "campaign-mission-2");
  }, 240_000);

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
