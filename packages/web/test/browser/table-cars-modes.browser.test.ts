import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { screenshot } from "./support/page-helpers.ts";
import { chromiumPerTest } from "./table-opening.ts";
import { giveCard, log, newGame, putPiece, targets, zone, zoneOf } from "./table-support.ts";

// Joyride (core tiles 1R and 2R with both cars and a lone Companion): free mode puts Josh where the test needs
// him; getting in, driving and rallying are real commands from `legal`. Then a game with Dark Zones on.
const SEED = "horda-joyride-1";

/** The zone a token's accessible name ends with ("Muscle car (...) in zone Z3" → "Z3"). */
async function tokenZone(page: Page, what: RegExp): Promise<{ label: string; zone: string }> {
  const labels = await page
    .locator(".tokens .token")
    .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
  const label = labels.find((l) => what.test(l)) ?? "";
  return { label, zone: / in zone (\S+)$/.exec(label)?.[1] ?? "" };
}

const pieceLabels = (page: Page) =>
  page.locator(".pieces .piece").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));

describe("Zombicide table in Chromium: cars, Companions and optional modes", () => {
  const chromium = chromiumPerTest({ width: 1180, height: 820 });
  const baseUrl = inject("baseUrl");

  it("gets into the Muscle car, drives it, rallies the Companion, eats", async () => {
    const page = await chromium.newPage();
    await newGame(page, baseUrl, { playable: "Joyride", sandbox: true, seed: SEED, noStartingDeal: true });
    const before = await tokenZone(page, /^Muscle car/);
    expect(before.zone).not.toBe("");
    expect(before.label).toContain("an Epic crate in the trunk");
    if ((await zoneOf(page, "josh")) !== before.zone) await putPiece(page, "josh", before.zone);

    await page.getByRole("button", { name: "Get into the Muscle car as the Driver" }).click();
    await expect.poll(() => log(page)).toContain("Josh gets into the Muscle car as the Driver");
    await expect.poll(async () => (await tokenZone(page, /^Muscle car/)).label).toContain("Josh drives");
    await expect(pieceLabels(page)).resolves.toContain(
      `Survivor Josh in zone ${before.zone}, in the Muscle car (Driver)`,
    );

    // Drive: the first zone, then the same zone again to stop there (a Slow Drive), unless that was the end.
    // In the car Josh cannot walk, so the Drive button is armed already.
    const arm = page.locator(".action-bar button.arm", { hasText: "Drive" });
    await expect(arm.getAttribute("aria-pressed")).resolves.toBe("true");
    const first = (await targets(page))[0] as string;
    expect(first).toBeDefined();
    await zone(page, first).click({ force: true });
    if (
      await page
        .getByTestId("route")
        .textContent()
        .then((t) => t?.includes(`pick ${first} again`))
    )
      await zone(page, first).click({ force: true });
    await expect
      .poll(() => log(page))
      .toContain(`Josh drives the Muscle car slowly from ${before.zone} to ${first}`);
    await expect.poll(async () => (await tokenZone(page, /^Muscle car/)).zone).toBe(first);
    await expect.poll(() => zoneOf(page, "josh")).toBe(first);
    await screenshot(page, "table-car-driven");

    // The lone Companion: Josh (put next to it by hand, so out of the car) rallies it.
    const lone = (await pieceLabels(page)).find((l) => l.includes("Companion waiting to be rallied")) ?? "";
    const [, name, at] = /^Survivor (.+) in zone (\S+),/.exec(lone) ?? [];
    expect(name).toBeDefined();
    await putPiece(page, "josh", at as string);
    await page.getByRole("button", { name: `Rally ${name}` }).click();
    await expect.poll(() => log(page)).toContain(`Josh rallies ${name}, who now follows as a Companion`);
    const led = `Survivor ${name} in zone ${at}, Companion of Josh`;
    await expect.poll(async () => (await pieceLabels(page)).some((l) => l.startsWith(led))).toBe(true);
    const labels = await pieceLabels(page);
    const joshAt = labels.findIndex((l) => l.startsWith("Survivor Josh "));
    expect(labels[joshAt + 1]).toContain(`Survivor ${name} `);
    await expect(page.locator(".table-left").textContent()).resolves.toContain("Companion of Josh");
    await screenshot(page, "table-companion-rallied");

    // Food: the eat button sits on Josh's dashboard.
    await giveCard(page, "josh", "canned-food");
    await page.getByTestId("survivor-josh").getByRole("button", { name: "Eat Canned Food" }).click();
    await expect.poll(() => log(page)).toMatch(/Josh eats Canned Food: \+\d+ adrenaline/);
  });

  it("starts a game with Dark Zones on and says so in the header", async () => {
    const page = await chromium.newPage();
    await page.addInitScript(() => localStorage.setItem("horda.lang", "en"));
    await page.goto(`${baseUrl}/new`);
    await page.getByRole("heading", { name: "New game" }).waitFor();
    await page.getByLabel(/Dark Zones: no sight/).check();
    await page.getByLabel(/House rule: undo/).check();
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL(/\/table\/g[0-9a-f]+$/);
    await expect
      .poll(() => page.getByTestId("table-modes").textContent())
      .toBe("Modes: Dark Zones, undo anything (house rule)");
    await screenshot(page, "table-dark-zones");
  });
});
