import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { type Chromium, launchChromium } from "./support/chromium.ts";
import { screenshot } from "./support/page-helpers.ts";
import { chromiumPerTest } from "./table-opening.ts";
import { giveCard, newGame, putPiece, streetDoor } from "./table-support.ts";

// On a phone the table's controls are pinned under the board and scroll inside themselves. A decision (the
// found cards, here) is all the player can do: it opens read from its top, with more of the screen.
const PHONE = { width: 390, height: 844 };

describe("a decision on a phone", () => {
  let browser: Chromium;
  const baseUrl = inject("baseUrl");
  beforeEach(async () => {
    browser = await launchChromium(PHONE, { hasTouch: true });
  });
  afterEach(async () => {
    await browser?.close();
  });

  it("opens at its top, in a taller pinned panel", async () => {
    const page = await browser.context.newPage();
    await newGame(page, baseUrl, { sandbox: true, seed: "horda-phone-decision", noStartingDeal: true });
    const { building } = await streetDoor(page);
    await putPiece(page, "josh", building);
    await page.getByLabel("Piece to move").selectOption("");
    for (const card of ["pistol", "crowbar", "fire-axe", "flashlight", "machete"])
      await giveCard(page, "josh", card);
    const controls = page.getByTestId("table-controls");
    const before = await controls.boundingBox();
    // The player had scrolled the pinned controls down to the end.
    await controls.evaluate((e) => {
      e.scrollTop = e.scrollHeight;
    });
    await controls.getByRole("button", { name: /Search/ }).click();
    const heading = controls.getByRole("heading", { name: /Decision: found cards/ });
    await heading.waitFor();
    expect(await controls.evaluate((e) => e.scrollTop)).toBe(0);
    const [box, title] = await Promise.all([controls.boundingBox(), heading.boundingBox()]);
    if (!box || !title || !before) throw new Error("the controls are not laid out");
    expect(title.y).toBeGreaterThanOrEqual(box.y);
    expect(title.y + title.height).toBeLessThanOrEqual(box.y + box.height);
    expect(box.height).toBeGreaterThan(PHONE.height * 0.5);
    await screenshot(page, "phone-found-cards-decision-390");
  });

  it("names the acting survivor over the pinned actions, with a way down to the survivor's card", async () => {
    const page = await browser.context.newPage();
    await newGame(page, baseUrl, { sandbox: true, seed: "horda-phone-summary", noStartingDeal: true });
    await giveCard(page, "josh", "pistol");
    const summary = page.getByTestId("table-controls").getByTestId("acting-summary");
    await expect
      .poll(() => summary.textContent())
      .toMatch(/^Josh · (turn not started|\d Actions? left) · 0\/3 wounds · Hands: Pistol/);
    const card = page.locator(".acting-dashboard");
    // Before: the card starts under the pinned controls, out of sight.
    const [below, pinned] = await Promise.all([
      card.boundingBox(),
      page.getByTestId("table-controls").boundingBox(),
    ]);
    if (!below || !pinned) throw new Error("no acting survivor's card or controls");
    expect(below.y).toBeGreaterThan(pinned.y);
    await screenshot(page, "phone-acting-summary-390");
    await summary.getByRole("button", { name: /Cards/ }).click();
    await expect
      .poll(async () => (await card.boundingBox())?.y ?? PHONE.height)
      .toBeLessThan(PHONE.height / 2);
  });
});

describe("the acting survivor's line on a wide screen", () => {
  const chromium = chromiumPerTest({ width: 1440, height: 900 });
  const baseUrl = inject("baseUrl");

  it("is left out: the survivor's card is beside the actions", async () => {
    const page = await chromium.newPage();
    await newGame(page, baseUrl, { sandbox: true, seed: "horda-phone-summary" });
    await page
      .getByTestId("table-controls")
      .getByRole("button", { name: /End Josh's turn/ })
      .waitFor();
    expect(await page.getByTestId("acting-summary").isVisible()).toBe(false);
    expect(await page.locator(".acting-dashboard").isVisible()).toBe(true);
  });
});
