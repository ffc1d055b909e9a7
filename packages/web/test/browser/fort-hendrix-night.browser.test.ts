import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { screenshot } from "./support/page-helpers.ts";
import { pageForFile, stackGame, startToken, withoutCompanions } from "./table-opening.ts";
import { log, newGame, zoneOf } from "./table-support.ts";

// Issue 14 (the table part): a night round of Fort Hendrix on M3. The saved game's config is stacked the way the
// table's tests stack games: the Clock set to 6am (the last hour of the night), the survivors with a Flashlight, a
// Shooter Walker down the street, Shooter cards on top of the Zombie deck; the engine plays it unchanged. The board
// shows the dark zones and the beam, the Clock says night, and the Zombies' Phase playback tells the Shooter
// card's steps in words while the board still shows that night and the beam (the round's End Phase then breaks the
// day: 7am, no night, the beam out).
const baseUrl = inject("baseUrl");
let page: Page;
pageForFile({}, (p) => {
  page = p;
});

async function arrangeNight() {
  await stackGame(page, (config) => {
    const start = startToken(config);
    config.mission.startingHour = 6;
    config.startingDeal = false;
    config.autoZombieChoices = true;
    config.survivors = config.survivors.map((s: { id: string }) => ({
      ...s,
      hands: ["fh-flashlight", "pistol"],
    }));
    // A Shooter Walker up the street from the start; no Penny (her 1 Health would end the mission on a stray shot).
    config.zombies = [{ type: "shooter-walker", zone: `${start.x},${start.y - 4}` }];
    withoutCompanions(config);
    config.decks = { ...(config.decks ?? {}), zombies: ["041", "042", "044", "045"] };
  });
}

describe("Fort Hendrix at the table in Chromium: a night round", () => {
  it("shows the night, turns a Flashlight on and aims it, and tells a Shooter card's steps", async () => {
    await newGame(page, baseUrl, {
      playable: "M3: Send My Love to Linda",
      noStartingDeal: true,
      alsoSurvivors: ["Javier", "Karl"],
      notSurvivors: ["Josh"],
    }).catch(async (e) => {
      await screenshot(page, "fh-night-new-game");
      throw new Error(`${e}\n${await page.locator("main").textContent()}`);
    });
    await arrangeNight();
    // Night: the Clock says so and every unlit zone is veiled.
    await expect(page.getByTestId("clock").textContent()).resolves.toMatch(/6:00 · Night/);
    await expect.poll(() => page.locator('.night-layer [data-lit="no"]').count()).toBeGreaterThan(3);
    await expect(page.locator(".light-beam").count()).resolves.toBe(0);

    // Josh turns the Flashlight on, the beam pointing at a neighbouring zone.
    const on = page.getByRole("button", { name: /Turn the light on, beam toward/ }).first();
    await on.click();
    await expect.poll(() => log(page)).toMatch(/turns the Flashlight on/);
    await expect.poll(() => page.locator(".light-beam").count()).toBe(1);
    const to1 = await page.locator(".light-beam").getAttribute("data-beam-to");
    await expect(page.locator(`[data-night-zone="${to1}"]`).getAttribute("data-lit")).resolves.toBe("yes");

    // Points it elsewhere (free, once before each Action), then, after an Action, back: the lit zone follows;
    // through a wall it lights only its own zone.
    const aim = async () => {
      const button = page.getByRole("button", { name: /Point the beam toward/ }).first();
      const at = /toward (\S+)/.exec((await button.textContent()) ?? "")?.[1] ?? "";
      await button.click();
      await expect
        .poll(() => log(page))
        .toContain(`points the beam from ${await zoneOf(page, "javier")} at ${at}`);
      const to = (await page.locator(".light-beam").getAttribute("data-beam-to")) ?? "";
      const lit = await page.locator(`[data-night-zone="${at}"]`).getAttribute("data-lit");
      expect(to === at ? lit : "yes").toBe("yes");
      return at;
    };
    const elsewhere = await aim();
    expect(elsewhere).not.toBe(to1);
    // A second aim before the next Action is not offered.
    await expect(page.getByRole("button", { name: /Point the beam/ }).count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Make noise" }).first().click();
    await expect
      .poll(() => page.getByRole("button", { name: /Point the beam toward/ }).count())
      .toBeGreaterThan(0);
    expect(await aim()).toBe(to1);
    await expect(page.locator(".light-beam-ray").count()).resolves.toBe(1);
    await screenshot(page, "fh-night-beam-1440");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "fh-night-beam-390");
    await page.setViewportSize({ width: 1440, height: 900 });

    // End the round: the Zombies' Phase draws the Shooter card; the playback, paused and stepped, tells its steps,
    // the board keeping the night it was played under (dark zones and the beam) although the End Phase broke the day.
    const texts: string[] = [];
    const nightFrames: { dark: number; beams: number; clock: string }[] = [];
    let phoneShot = false;
    const status = page.getByTestId("table-status");
    for (let i = 0; i < 120; i++) {
      if (await page.getByTestId("playback").isVisible()) {
        const pause = page.getByTestId("playback").getByRole("button", { name: "Pause" });
        if (await pause.isVisible()) await pause.click();
        const text = (await page.getByTestId("playback-text").textContent()) ?? "";
        if (texts.at(-1) !== text) texts.push(text);
        nightFrames.push({
          dark: await page.locator('.night-layer [data-lit="no"]').count(),
          beams: await page.locator(".light-beam").count(),
          clock: (await page.getByTestId("clock").textContent()) ?? "",
        });
        if (/shoots? at/.test(text)) {
          await screenshot(page, "fh-night-shooter-playback");
          if (!phoneShot) {
            phoneShot = true;
            await page.setViewportSize({ width: 390, height: 844 });
            await screenshot(page, "fh-night-shooter-playback-390");
            await page.setViewportSize({ width: 1440, height: 900 });
          }
        }
        await page.getByTestId("playback").getByRole("button", { name: "Next" }).click();
      } else if (await page.getByTestId("decision").isVisible())
        await page.getByTestId("decision").getByRole("button").first().click();
      else if ((await status.textContent())?.includes("Round 2")) break;
      else
        await page
          .getByRole("button", { name: /End \S+ turn/ })
          .first()
          .click();
      await page.waitForTimeout(40);
    }
    const told = texts.join("\n");
    const all = `${told}\n${await log(page)}`;
    expect(all).toMatch(/carries the Shooter mark/);
    expect(all).toMatch(/#041 carries the Shooter mark/);
    expect(all).toMatch(/Shooter Walker shoots? at \S+: 1 Wound for /);
    expect(all).toMatch(/The Clock moves from 6:00 to 7:00/);
    expect(all).toMatch(/Day breaks \(7:00\)/);
    expect(told).toMatch(/Shooter mark/);
    // Every Zombies' Phase frame (before the Clock moved) drew the night and the beam, the Clock still at 6am.
    expect(nightFrames.length).toBeGreaterThan(2);
    const beforeClock = nightFrames.slice(
      0,
      texts.findIndex((x) => /The Clock moves/.test(x)),
    );
    expect(beforeClock.length).toBeGreaterThan(0);
    expect(beforeClock.every((f) => f.dark > 3 && f.beams === 1 && /6:00 · Night/.test(f.clock))).toBe(true);
    // After the round: day, no veil, no beam; the Clock says so.
    await expect(page.getByTestId("clock").textContent()).resolves.toMatch(/7:00 · Day/);
    await expect(page.locator(".night-layer").count()).resolves.toBe(0);
    await expect(page.locator(".light-beam").count()).resolves.toBe(0);
    await screenshot(page, "fh-night-after-round");
  }, 240_000);
});
