import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Chromium, launchChromium } from "./support/chromium.ts";
import { boardPainted, screenshot } from "./support/page-helpers.ts";
import { log, newGame, wounds } from "./table-support.ts";

// Issue 13 (the table part): the Rio warm-up on the stand-in favela tile 22R, with the Rio rules switched on
// through the saved game's config (the way the campaign test stacks its mission): Josh stands in the Narrow
// Zone at 3,1-3,3 with a Crowbar, a Walker on each street at its ends. He breaks the Thin Wall east of the
// Narrow Zone, ends his Turn, the zombies pull him out (the players choose which street), and the Walker there
// wounds him: the Wound deck's top card, Blinded, shows on his dashboard with its lasting effect.
const baseUrl = inject("baseUrl");
let browser: Chromium;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
});
afterAll(async () => browser.close());

const gameId = () => /\/table\/(g[0-9a-f]+)$/.exec(page.url())?.[1] as string;

async function arrangeRio() {
  await page.evaluate((key) => {
    const game = JSON.parse(localStorage.getItem(key) ?? "null");
    const config = game.record.config;
    const rio = ["narrow-zones", "zombie-pull", "thin-walls", "wound-deck"];
    config.modules = [...(config.modules ?? []), ...rio];
    if (config.mission) config.mission = { ...config.mission, modules: [...config.mission.modules, ...rio] };
    config.startingDeal = false;
    config.autoZombieChoices = false;
    config.modeOptions = { ...(config.modeOptions ?? {}), woundsOnTop: ["blinded"] };
    config.zombies = [
      { type: "walker", zone: "3,0" },
      { type: "walker", zone: "3,4" },
    ];
    // The form's first survivor, played as Josh of the core box (his card is in the catalogue of this game).
    const first = config.survivors[0];
    config.survivors = [
      { seat: first.seat, id: "josh", card: "josh", zone: "3,2", hands: ["crowbar", null], backpack: [] },
    ];
    localStorage.setItem(key, JSON.stringify(game));
  }, `horda.table.game.${gameId()}`);
  await page.reload();
  await boardPainted(page).catch(async (e) => {
    throw new Error(`${e}\n${await page.locator("body").textContent()}`);
  });
}

describe("Rio at the table", () => {
  it("pulls a survivor out of a Narrow Zone, breaks a Thin Wall and draws a Wound card", async () => {
    await newGame(page, baseUrl, { playable: "Rio warm-up (Horda)" });
    await arrangeRio();
    const narrow = page.locator('[data-testid^="spots-"]').first();
    // Josh takes one of the Narrow Zone's two Spots.
    await expect.poll(() => narrow.textContent()).toMatch(/1\/2 free$/);
    await expect.poll(() => page.getByTestId("thin-walls").getAttribute("d")).toMatch(/M/);
    expect(await page.getByTestId("broken-walls").getAttribute("d")).toBe("");

    await page.getByTestId("survivor-josh").getByRole("button", { name: "Josh" }).click();
    const breakWall = page.getByRole("button", { name: /thin wall|breakWall/i }).first();
    await breakWall.click();
    await expect.poll(() => page.getByTestId("broken-walls").getAttribute("d")).toMatch(/M/);
    await expect.poll(() => log(page)).toMatch(/broke the thin wall/);
    await screenshot(page, "rio-wall-broken");

    await page.getByRole("button", { name: "End Josh's turn" }).click();
    // Walkers on both streets: the players choose where Josh is pulled.
    const decision = page.getByTestId("decision");
    await expect.poll(() => decision.textContent()).toMatch(/Zombie Pull/);
    await expect.poll(() => decision.textContent()).toMatch(/The zombies pull: Josh into \S+ or \S+/);
    await screenshot(page, "rio-pull-decision");
    await decision.getByRole("button").first().click();
    await expect.poll(() => log(page)).toMatch(/pulled Josh out of the Narrow Zone/);
    // Out of the Narrow Zone (the other Walker may step into the Spot he left).
    await expect.poll(() => wounds(page, "josh").textContent()).not.toMatch(/· Z4\b/);

    // Answer whatever the zombies ask (their wound goes to Josh) until the Wound card is drawn.
    for (let i = 0; i < 6 && !/drew the Wound card .*blinded/i.test(await log(page)); i++) {
      if (await decision.isVisible()) await decision.getByRole("button").first().click();
      await page.waitForTimeout(100);
    }
    await expect.poll(() => log(page)).toMatch(/Josh drew the Wound card .*blinded/i);
    const cards = page.getByTestId("wound-cards-josh");
    await expect.poll(() => cards.textContent()).toContain("Wound cards: Blinded");
    await expect
      .poll(() => page.getByTestId("lasting-josh").textContent())
      .toMatch(/Lasting: Blinded — no Ranged attacks \(until the end of the next Turn\)/);
    await screenshot(page, "rio-wound-1440");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "rio-wound-390");
    await page.close();
  });
});
