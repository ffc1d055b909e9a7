import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { startClassic } from "./classic-support.ts";
import { desktopAndPhone } from "./phone-layout.ts";
import { pageForFile } from "./table-opening.ts";
import { log, targets, zone, zoneOf } from "./table-support.ts";

// Issue 15: a classic (Season 1) mission played on the table, leg by leg on one game. Each leg is an `it` of
// the "legs" list below, run in order on the same page: Canine Companions' legs here; Toxic City Mall's (a toxic
// kill with blood spray, barricades) and VIP #2's (a trophy) are in classic-mall.browser.test.ts, on their mission.
const baseUrl = inject("baseUrl");
let page: Page;

pageForFile({ lang: "en" }, (p) => {
  page = p;
});

/** The survivor whose dashboard lists the dog's card: its Trainer. */
async function trainerOf(dog: string): Promise<string> {
  const ids = await page
    .locator('[data-testid^="survivor-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-testid")?.slice("survivor-".length) ?? ""));
  for (const id of ids) {
    if (id === dog.toLowerCase()) continue;
    const text = (await page.getByTestId(`survivor-${id}`).textContent()) ?? "";
    if (text.includes(dog)) return id;
  }
  throw new Error(`nobody holds ${dog}'s card among ${ids.join(", ")}`);
}

const shots = (name: string) => desktopAndPhone(page, name);

interface Leg {
  readonly name: string;
  readonly run: () => Promise<void>;
}

const dogLegs: readonly Leg[] = [
  {
    name: "starts Good dogs on the classic rules, each survivor with a dog beside it",
    run: async () => {
      await startClassic(page, baseUrl, { playable: "Good dogs (Horda, classic)" });
      await expect.poll(() => page.getByTestId("survivor-bismuth").count()).toBe(1);
      const trainer = await trainerOf("Bismuth");
      expect(await zoneOf(page, "bismuth")).toBe(await zoneOf(page, trainer));
      await shots("classic-dogs-start");
    },
  },
  {
    name: "sends a dog ahead with an Instruction, zone by zone on the board, for 1 of its Trainer's Actions",
    run: async () => {
      const trainer = await trainerOf("Bismuth");
      const name =
        (await page.getByTestId(`survivor-${trainer}`).getByRole("button").first().textContent()) ?? "";
      await page.getByTestId(`survivor-${trainer}`).getByRole("button", { name }).click();
      const from = await zoneOf(page, "bismuth");
      await page.getByRole("button", { name: "Send Bismuth (up to 3 Zones)" }).click();
      const first = (await targets(page))[0];
      expect(first).toBeDefined();
      await zone(page, first as string).click({ force: true });
      // A second click on the last zone picked sends the dog there (a walk of one Zone).
      if ((await zoneOf(page, "bismuth")) === from) await zone(page, first as string).click({ force: true });
      await expect.poll(() => zoneOf(page, "bismuth")).toBe(first);
      expect(await zoneOf(page, trainer)).toBe(from);
      await expect.poll(() => log(page)).toMatch(new RegExp(`Bismuth moved from ${from} to ${first}`));
      await shots("classic-dogs-sent");
    },
  },
  {
    name: "tells the dog to bark: the Noise is in the dog's Zone",
    run: async () => {
      const at = await zoneOf(page, "bismuth");
      await page.getByRole("button", { name: "Tell Bismuth to bark (Noise)" }).click();
      await expect.poll(() => log(page)).toContain(`Noise in ${at} (Make Noise): 1 token`);
      await shots("classic-dogs-bark");
    },
  },
];

describe("a classic mission on the table", () => {
  for (const leg of dogLegs) it(leg.name, leg.run);
});
