import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { startMall } from "./classic-support.ts";
import { desktopAndPhone } from "./phone-layout.ts";
import { pageForFile } from "./table-opening.ts";
import { act, addZombies, log, putPiece, targets, zone, zoneOf } from "./table-support.ts";

// Issue 15: the classic cars (module classic-cars) on the table, leg by leg on one game of "Clearance sale" in free
// mode, which has the Police car and the Pimpmobile in its parking lot. Free mode only puts the survivors by the
// cars and the zombies in the car's way; getting in, searching, driving and the run-over are real commands from
// `legal`, clicked. Legs: Wanda gets in as a Passenger; Josh gets in as the Driver, searches the Police car and
// drives it over the zombies of the next Zone; Doug searches the Pimpmobile, once.
const baseUrl = inject("baseUrl");
let page: Page;

pageForFile({ lang: "en" }, (p) => {
  page = p;
});

/** A car on the board: its accessible name ("Police car (Josh drives; passengers: Wanda) in zone Z23") and zone. */
async function car(name: string): Promise<{ label: string; zone: string }> {
  const labels = await page
    .locator(".tokens .token")
    .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
  const label = labels.find((l) => l.startsWith(`${name} (`)) ?? "";
  return { label, zone: / in zone (\S+)$/.exec(label)?.[1] ?? "" };
}

/** The words drawn under a car on the board ("Josh +1"), read from its token. */
const seatsDrawn = async (name: string) =>
  (await page.locator(`.tokens .token[aria-label^="${name} ("] .tk-car-seats`).textContent()) ?? "";

/** The buttons of the controls as shown (the actions, a decision's answers). */
/** The Drive button (its shortcut number is drawn before its words, so matched by its text). */
const driveButton = () => page.locator("button", { hasText: /^Drive$/ });

/** Answers a found-cards decision by keeping the card found (the layout with it in a Hand). */
async function keepFound(): Promise<void> {
  const decision = page.getByTestId("decision");
  await decision
    .locator("button", { hasText: /^Keep: hands (?!empty \+ empty;)/ })
    .first()
    .click();
  await expect.poll(() => decision.isVisible()).toBe(false);
}

const buttons = () =>
  page
    .getByTestId("table-controls")
    .getByRole("button")
    .evaluateAll((els) => els.map((e) => e.textContent ?? ""));

let police = "";
let driveTo = "";

const legs: readonly { name: string; run: () => Promise<void> }[] = [
  {
    name: "starts Clearance sale: the Police car and the Pimpmobile stand empty in the parking lot",
    run: async () => {
      await startMall(page, baseUrl, { alsoSurvivors: ["Wanda", "Doug"] });
      police = (await car("Police car")).zone;
      expect(await car("Police car")).toEqual({
        label: `Police car (empty) in zone ${police}`,
        zone: police,
      });
      expect((await car("Pimpmobile")).label).toMatch(/^Pimpmobile \(empty\) in zone \S+$/);
    },
  },
  {
    name: "Wanda gets into the Police car as a Passenger, then Josh as its Driver: the car says who is inside",
    run: async () => {
      await putPiece(page, "wanda", police);
      await putPiece(page, "josh", police);
      await act(page, "wanda");
      await page.getByRole("button", { name: "Get into the Police car as a Passenger" }).click();
      await expect.poll(() => log(page)).toContain("Wanda gets into the Police car as a Passenger");
      await act(page, "josh");
      await page.getByRole("button", { name: "Get into the Police car as the Driver" }).click();
      await expect.poll(() => log(page)).toContain("Josh gets into the Police car as the Driver");
      await expect
        .poll(async () => (await car("Police car")).label)
        .toBe(`Police car (Josh drives; passengers: Wanda) in zone ${police}`);
      expect(await seatsDrawn("Police car")).toBe("Josh +1");
      await expect(page.getByTestId("survivor-josh").textContent()).resolves.toContain(
        "in the Police car (Driver)",
      );
      // In the car Josh cannot walk: the Drive is armed, its first Zones lit on the board and said in words.
      await expect(driveButton().getAttribute("aria-pressed")).resolves.toBe("true");
      const lit = await targets(page);
      expect(lit.length).toBeGreaterThan(0);
      const said = /^Drive: pick the zone the car enters first \((.+)\)\.$/.exec(
        (await page.getByTestId("route").textContent()) ?? "",
      );
      expect(said?.[1]?.split(", ").sort()).toEqual([...lit].sort());
      expect(await buttons()).toEqual(
        expect.arrayContaining(["Get out of the car", "Move to a Passenger seat", "Search the Police car"]),
      );
      await desktopAndPhone(page, "classic-cars-in");
    },
  },
  {
    name: "Josh searches the Police car from the Driver's seat: he draws until a weapon and keeps it",
    run: async () => {
      await page.getByRole("button", { name: "Search the Police car" }).click();
      await expect.poll(() => log(page)).toMatch(/Josh searches the Police car/);
      const weapon = /Josh draws (.+?) — rule: classic §7 Searching the Police car/.exec(
        await log(page),
      )?.[1];
      expect(weapon).toBeDefined();
      await expect(page.getByTestId("decision").textContent()).resolves.toContain(`Found: ${weapon}`);
      await desktopAndPhone(page, "classic-cars-police-search");
      await keepFound();
      await expect(page.getByTestId("survivor-josh").textContent()).resolves.toContain(weapon);
    },
  },
  {
    name: "Josh drives 1 Zone into the next one: the Police car runs over the zombies there, 1 die each at 4+",
    run: async () => {
      driveTo = (await targets(page))[0] as string;
      await addZombies(page, "walker", driveTo, 2);
      await addZombies(page, "toxic-walker", driveTo);
      if ((await driveButton().getAttribute("aria-pressed")) !== "true") await driveButton().click();
      await zone(page, driveTo).click({ force: true });
      await expect(page.getByTestId("route").textContent()).resolves.toContain(`pick ${driveTo} again`);
      await zone(page, driveTo).click({ force: true });
      await expect.poll(() => log(page)).toContain(`Josh drives the Police car from ${police} to ${driveTo}`);
      // Season 1's words for the command: one Drive of 1 or 2 Zones, not 2E's slow and fast ones.
      expect(await log(page)).toContain(`Drive 1 Zone to ${driveTo}`);
      expect(await log(page)).not.toMatch(/Drive slowly|Drive fast|drives the Police car slowly/);
      expect(await log(page)).toContain(`from ${police} to ${driveTo} — rule: classic §7 Drive`);
      await expect
        .poll(() => log(page))
        .toContain(`Josh runs over the 3 miniatures in ${driveTo} with the Police car (3 dice)`);
      expect(await log(page)).toMatch(/Josh rolls \d \d \d with the car \(4\+\): \d hits?/);
      await expect(page.getByTestId("dice-whose").textContent()).resolves.toBe(
        "Josh drives the Police car over them:",
      );
      await expect.poll(async () => (await car("Police car")).zone).toBe(driveTo);
      for (const id of ["josh", "wanda"]) expect(await zoneOf(page, id)).toBe(driveTo);
      await desktopAndPhone(page, "classic-cars-run-over");
    },
  },
  {
    name: "Doug searches the Pimpmobile for a Pimpweapon, and it has no second Search",
    run: async () => {
      const pimp = (await car("Pimpmobile")).zone;
      await putPiece(page, "doug", pimp);
      await act(page, "doug");
      await page.getByRole("button", { name: "Search the Pimpmobile" }).click();
      await expect.poll(() => log(page)).toMatch(/Doug searches the Pimpmobile and finds \S+/);
      const found = /Doug searches the Pimpmobile and finds (.+?) — rule/.exec(
        await log(page),
      )?.[1] as string;
      await expect(page.getByTestId("decision").textContent()).resolves.toContain(`Found: ${found}`);
      await desktopAndPhone(page, "classic-cars-pimpmobile-search");
      await keepFound();
      await expect(page.getByTestId("survivor-doug").textContent()).resolves.toContain(found);
      expect(await buttons()).not.toContain("Search the Pimpmobile");
      await desktopAndPhone(page, "classic-cars-pimpmobile");
    },
  },
  {
    name: "Doug gets into the Pimpmobile as its Driver and drives it 2 Zones: the log reads Season 1's Drive",
    run: async () => {
      const pimp = (await car("Pimpmobile")).zone;
      await page.getByRole("button", { name: "Get into the Pimpmobile as the Driver" }).click();
      await expect.poll(() => log(page)).toContain("Doug gets into the Pimpmobile as the Driver");
      if ((await driveButton().getAttribute("aria-pressed")) !== "true") await driveButton().click();
      const first = (await targets(page))[0] as string;
      await zone(page, first).click({ force: true });
      await expect(page.getByTestId("route").textContent()).resolves.toContain(`pick ${first} again`);
      const second = (await targets(page)).find((z) => z !== first) as string;
      expect(second).toBeDefined();
      await zone(page, second).click({ force: true });
      await expect.poll(() => log(page)).toContain(`Drive 2 Zones through ${first} → ${second}`);
      expect(await log(page)).toContain(`Doug drives the Pimpmobile from ${pimp} to ${first}`);
      await expect.poll(async () => (await car("Pimpmobile")).zone).toBe(second);
      expect(await log(page)).not.toMatch(/Drive slowly|Drive fast|drives the Pimpmobile fast/);
    },
  },
];

describe("the classic cars on the table", () => {
  for (const leg of legs) it(leg.name, leg.run, 120_000);
});
