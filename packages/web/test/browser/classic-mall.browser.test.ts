import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { MALL, startMall } from "./classic-support.ts";
import { desktopAndPhone } from "./phone-layout.ts";
import { pageForFile } from "./table-opening.ts";
import {
  act as actAs,
  addZombies,
  endRound as endTheRound,
  giveCard,
  log,
  wounds,
  zoneOf,
} from "./table-support.ts";

// Issue 15: Toxic City Mall's and VIP #2's pieces on the table, leg by leg on one game of "Clearance sale" in free
// mode (free mode only places the zombies and gives the weapon; every kill, barricade and trophy is a real command
// from `legal`, clicked). Legs: a Toxic Walker killed in melee sprays its killer; a VIP Walker's kill leaves a
// trophy on the killer's card; two barricades on the parking lot's site stop a Walker.
const baseUrl = inject("baseUrl");
let page: Page;

pageForFile({ lang: "en" }, (p) => {
  page = p;
});

const shots = (name: string) => desktopAndPhone(page, name);
const act = (id: string) => actAs(page, id);
const endRound = () => endTheRound(page);

/** Melee with `weapon` until `done` shows in the log, at most `tries` Actions; true once it did. */
async function meleeUntil(weapon: string, done: RegExp, tries = 3): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    const button = page.getByRole("button", { name: `Melee with ${weapon}` }).first();
    if (!(await button.isVisible())) return false;
    await button.click();
    await page.waitForTimeout(100);
    if (await page.getByTestId("playback").isVisible()) await page.keyboard.press("Escape");
    if (done.test(await log(page))) return true;
  }
  return done.test(await log(page));
}

/** The parking lot's barricade site as the board titles it ("Barricade place P3: 0 of 2 complete, ..."). */
const siteTitle = async () => (await page.locator("[data-barricade] title").first().textContent()) ?? "";

/** The barricades module's command button ("Barricade P8 (3 Actions)"); its accessible name says more. */
const buildButton = () => page.locator("button", { hasText: /^Barricade \S+ \(3 Actions\)$/ }).first();

interface Leg {
  readonly name: string;
  readonly run: () => Promise<void>;
}

const legs: readonly Leg[] = [
  {
    name: "starts Clearance sale on the classic rules, in free mode, four survivors in the parking lot",
    run: async () => {
      await page.goto(`${baseUrl}/new`);
      await page.getByLabel("Mission or map").selectOption({ label: MALL.playable });
      // A Zombivor side is no survivor to pick: only the survivors are listed.
      await page.getByLabel("Who plays Wanda", { exact: true }).waitFor();
      expect(await page.getByLabel("Who plays Wanda (Zombivor)").count()).toBe(0);
      await startMall(page, baseUrl);
      const at = await zoneOf(page, "josh");
      for (const id of ["wanda", "doug", "amy"]) expect(await zoneOf(page, id)).toBe(at);
    },
  },
  {
    name: "Josh kills a Toxic Walker in melee: its toxic blood wounds him, shown above the actions",
    run: async () => {
      const at = await zoneOf(page, "josh");
      await addZombies(page, "toxic-walker", at);
      await giveCard(page, "josh", "chainsaw");
      await act("josh");
      expect(await meleeUntil("Chainsaw", /sprays toxic blood on Josh/)).toBe(true);
      await expect.poll(() => page.getByTestId("toxic-spray").textContent()).toMatch(/toxic blood on Josh/);
      await expect.poll(() => wounds(page, "josh").textContent()).toMatch(/Wounds 1 of 2/);
      // The classic Wound's price, said by name: his only card, the Chainsaw.
      await expect.poll(() => log(page)).toMatch(/Josh rearranges the inventory, discarding Chainsaw/);
      // The Wounded card fills a reserve slot on his card, no place for a card.
      await expect
        .poll(() => page.getByTestId("survivor-josh").getByTestId("taken-slot").allTextContents())
        .toEqual(["Wounded card"]);
      await shots("classic-mall-toxic-kill");
    },
  },
  {
    name: "Wanda kills a VIP Walker: the VIP stays on her card as a trophy",
    run: async () => {
      const at = await zoneOf(page, "wanda");
      await addZombies(page, "vip-walker", at);
      await giveCard(page, "wanda", "chainsaw");
      await act("wanda");
      expect(await meleeUntil("Chainsaw", /Wanda keeps the VIP \S+ as a trophy/)).toBe(true);
      await expect
        .poll(() => page.getByTestId("vip-trophies-wanda").textContent())
        .toMatch(/VIP trophies \(1 model\): \S+/);
      await shots("classic-mall-vip-trophy");
    },
  },
  {
    name: "Doug starts the parking lot's barricade and Amy completes it (5 XP each); it needs a second one",
    run: async () => {
      await act("doug");
      const build = buildButton();
      await build.click();
      await expect.poll(() => log(page)).toMatch(/Doug starts a barricade at \S+/);
      await act("amy");
      await buildButton().click();
      await expect.poll(() => log(page)).toMatch(/Amy completes a barricade at \S+ \(Doug, Amy gain 5 XP\)/);
      await expect.poll(siteTitle).toMatch(/1 of 2 complete/);
      await shots("classic-mall-barricade-one");
    },
  },
  {
    name: "next round, a second barricade blocks the site: a Walker beyond it piles up behind",
    run: async () => {
      await endRound();
      for (const [start, finish] of [
        ["josh", "wanda"],
        ["doug", "amy"],
      ] as const) {
        if (/2 of 2 complete/.test(await siteTitle())) break;
        await act(start);
        await buildButton().click();
        await act(finish);
        await buildButton().click();
      }
      await expect.poll(siteTitle).toMatch(/2 of 2 complete/);
      const here = await zoneOf(page, "josh");
      await addZombies(page, "walker", await siteOtherZone(here));
      await endRound();
      await expect.poll(() => log(page)).toMatch(/piles up behind a barricade/);
      // The key names this game's zombies and the barricade's lines (not 2E's Brute).
      const key = page.getByTestId("table-legend");
      await key.locator("summary").click();
      const keyText = (await key.textContent()) ?? "";
      for (const word of ["Toxic Walker", "VIP Walker", "Fatty", "Barricade place"])
        expect(keyText).toContain(word);
      expect(keyText).not.toContain("Brute");
      await shots("classic-mall-barricade-held");
    },
  },
];

/** The zone on the other side of the barricade site from `here` (the board's mark names both). */
async function siteOtherZone(here: string): Promise<string> {
  const zones = await page.locator("[data-barricade]").first().getAttribute("data-zones");
  const other = (zones ?? "").split(" ").find((z) => z !== here);
  if (!other) throw new Error(`no barricade site next to ${here}: ${zones}`);
  return other;
}

describe("Toxic City Mall and VIP #2 on the table", () => {
  for (const leg of legs) it(leg.name, leg.run, 120_000);

  it("the Resurrection mode, ticked on the new-game form: Josh, killed by two Walkers, rises as a Zombivor", async () => {
    await startMall(page, baseUrl, {
      alsoSurvivors: [],
      tick: [/Resurrection: a survivor killed by the zombies/],
    });
    await expect.poll(() => page.getByTestId("table-modes").textContent()).toMatch(/Resurrection/);
    await addZombies(page, "walker", await zoneOf(page, "josh"), 2);
    await endRound();
    await expect.poll(() => log(page)).toMatch(/Josh falls in \S+, infected/);
    await expect.poll(() => log(page)).toMatch(/Josh rises as a Zombivor \(5 Health\)/);
    await expect.poll(() => wounds(page, "josh").textContent()).toMatch(/Wounds 0 of 5/);
    await expect.poll(() => page.getByTestId("zombivor-josh").textContent()).toBe("Zombivor");
    await shots("classic-mall-resurrection");
  }, 120_000);
});
