import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { type Chromium, launchChromium } from "./support/chromium.ts";
import { screenshot } from "./support/page-helpers.ts";
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
});
