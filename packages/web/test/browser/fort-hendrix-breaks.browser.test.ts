import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { screenshot } from "./support/page-helpers.ts";
import { ARTIFACTS_DIR } from "./support/paths.ts";
import { pageForFile, stackGame, startToken, withoutCompanions } from "./table-opening.ts";
import { log, newGame } from "./table-support.ts";

// Issue 14: the players' "may" of Fort Hendrix at the table. Javier starts with the Campaign Skill "Starts with an
// ammo card" (asked at setup) and a Repair Kit; his All-Out Machete roll shows a Break, and the table asks whether
// the kit is discarded, in the words of the modules that offer each way. The saved game's config is stacked as the
// table's tests stack games (day, no Penny, Walkers in the Starting Zone, the dice fixed).
const baseUrl = inject("baseUrl");
let page: Page;
pageForFile({}, (p) => {
  page = p;
});

async function arrange() {
  await stackGame(page, (config) => {
    const start = startToken(config);
    config.startingDeal = false;
    config.survivors = config.survivors.map((s: { id: string }) => ({
      ...s,
      hands: ["fh-machete", null],
      backpack: ["fh-repair-kit"],
      blueExtra: ["starts-with-ammo"],
    }));
    config.zombies = [{ type: "walker", zone: `${start.x},${start.y}`, count: 4 }];
    config.dice = [5, 1];
    config.mission.startingHour = 12;
    withoutCompanions(config);
  });
}

/** The decision at 1440x900 (the whole page) and at 390x844 (what the phone's screen shows: a bottom sheet). */
async function shots(name: string) {
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${ARTIFACTS_DIR}/${name}-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe("Fort Hendrix at the table in Chromium: the players' choices", () => {
  it("asks for the starting ammo card, then whether a Repair Kit saves an All-Out weapon", async () => {
    await newGame(page, baseUrl, {
      playable: "M3: Send My Love to Linda",
      noStartingDeal: true,
      alsoSurvivors: ["Javier"],
      notSurvivors: ["Josh"],
    });
    await arrange();
    const decision = page.getByTestId("decision");

    // Setup: the ammo card is chosen before anything else.
    await expect(decision.getByRole("heading").textContent()).resolves.toMatch(
      /Starts with an ammo card: which one\?/,
    );
    await expect(decision.textContent()).resolves.toMatch(
      /Javier begins the game with one of these ammo cards/,
    );
    await shots("fh-starts-with-ammo");
    await decision.getByRole("button", { name: "Start with Plenty of Shells" }).click();
    await expect.poll(() => decision.count()).toBe(0);
    await expect(page.getByTestId("survivor-javier").textContent()).resolves.toMatch(/Plenty of Shells/);
    // The Campaign Skill reads by its name on the dashboard (the box's skills file names it).
    await expect(page.getByTestId("survivor-javier").textContent()).resolves.toMatch(
      /Starts with an ammo card/,
    );

    // The All-Out roll: a 5 and a red Break. The table asks; the kit's and the decline's words are their modules'.
    await page
      .getByRole("button", { name: /Machete.*going All-Out/ })
      .first()
      .click();
    await expect.poll(() => decision.count()).toBe(1);
    await expect(decision.getByRole("heading").textContent()).resolves.toMatch(
      /All-Out Breaks: ignore them\?/,
    );
    await expect(decision.textContent()).resolves.toMatch(
      /Breaks on Javier's All-Out dice: 1\. Unless ignored, each Break breaks a weapon \(Machete\)/,
    );
    const answers = await decision.getByRole("button").allTextContents();
    expect(answers).toEqual(["Discard Repair Kit: ignore the Breaks", "Ignore nothing: the weapon breaks"]);
    await shots("fh-ignore-breaks");
    await decision.getByRole("button", { name: "Discard Repair Kit: ignore the Breaks" }).click();
    await expect
      .poll(() => log(page))
      .toMatch(/Javier discards Repair Kit: the roll's Breaks \(1\) are ignored/);
    await expect(page.getByTestId("survivor-javier").textContent()).resolves.toMatch(/Machete/);
    expect(await log(page)).not.toMatch(/Machete breaks/);
  }, 180_000);

  it("asks who leads Penny at setup, among the survivors in her Zone", async () => {
    await newGame(page, baseUrl, {
      playable: "M3: Send My Love to Linda",
      alsoSurvivors: ["Javier", "Karl"],
      notSurvivors: ["Josh"],
    });
    const decision = page.getByTestId("decision");
    await expect(decision.getByRole("heading").textContent()).resolves.toMatch(
      /Penny's Leader for this mission/,
    );
    await expect(decision.textContent()).resolves.toMatch(/The players agree who leads Penny: Javier, Karl/);
    await shots("fh-penny-leader");
    await decision.getByRole("button", { name: "Karl leads Penny" }).click();
    await expect.poll(() => log(page)).toMatch(/Karl leads Penny this mission/);
    await expect.poll(() => decision.count()).toBe(0);
  }, 180_000);
});
