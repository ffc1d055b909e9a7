import type { Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { type Chromium, launchChromium } from "./support/chromium.ts";
import { screenshot } from "./support/page-helpers.ts";
import { giveCard, log, newGame, zone, zoneOf } from "./table-support.ts";

// The inventory on the dashboards and in the trade dialog (drag and drop, and the keyboard way), the free-mode
// deck switches per box, and the Noise tokens drawn on the board.
const SEED = "horda-inventory-1";

/** A survivor's inventory group, on its dashboard or inside the trade dialog. */
const inventory = (page: Page, who: string, where: "dashboard" | "trade" = "dashboard") =>
  (where === "trade"
    ? page.getByTestId("trade")
    : page.getByTestId(`survivor-${who.toLowerCase()}`)
  ).getByRole("group", { name: `${who}'s inventory` });
const slot = (page: Page, who: string, name: string, where: "dashboard" | "trade" = "dashboard") =>
  inventory(page, who, where).getByRole("button", { name, exact: true });

describe("Zombicide table in Chromium: inventory, trade, deck boxes, noise", () => {
  let browser: Chromium;
  const baseUrl = inject("baseUrl");
  beforeEach(async () => {
    browser = await launchChromium({ width: 1180, height: 900 });
  });
  afterEach(async () => {
    await browser?.close();
  });

  it("reorganises by drag and drop and by keyboard, then trades with a survivor in the same zone", async () => {
    const page = await browser.context.newPage();
    await newGame(page, baseUrl, {
      sandbox: true,
      seed: SEED,
      noStartingDeal: true,
      alsoSurvivors: ["Lili"],
    });
    await giveCard(page, "josh", "chainsaw");
    await giveCard(page, "josh", "pistol");
    await giveCard(page, "josh", "crowbar");
    await expect.poll(() => slot(page, "Josh", "Backpack 1: Crowbar").count()).toBe(1);

    // Drag and drop: the Chainsaw goes from Hand 1 to an empty Backpack slot, then the change is confirmed.
    await slot(page, "Josh", "Hand 1: Chainsaw").dragTo(slot(page, "Josh", "Backpack 3: empty"));
    await expect(slot(page, "Josh", "Backpack 3: Chainsaw").count()).resolves.toBe(1);
    await page.getByRole("button", { name: "Reorganize (1 Action)" }).click();
    await expect.poll(() => log(page)).toContain("Josh rearranges the inventory");
    await expect(slot(page, "Josh", "Hand 1: empty").count()).resolves.toBe(1);
    await expect(page.getByTestId("survivor-josh").getByTestId("wounds").textContent()).resolves.toContain(
      "Actions left: 2",
    );

    // Keyboard: Enter on a card picks it, Enter on another slot swaps them; "Put the cards back" undoes the draft.
    await slot(page, "Josh", "Hand 2: Pistol").focus();
    await page.keyboard.press("Enter");
    await expect(slot(page, "Josh", "Hand 2: Pistol").getAttribute("aria-pressed")).resolves.toBe("true");
    await slot(page, "Josh", "Hand 1: empty").focus();
    await page.keyboard.press("Enter");
    await expect(slot(page, "Josh", "Hand 1: Pistol").count()).resolves.toBe(1);
    await page.getByRole("button", { name: "Put the cards back" }).click();
    await expect(slot(page, "Josh", "Hand 2: Pistol").count()).resolves.toBe(1);
    await slot(page, "Josh", "Backpack 1: Crowbar").focus();
    await page.keyboard.press("Enter");
    await slot(page, "Josh", "Hand 1: empty").focus();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Reorganize (1 Action)" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => slot(page, "Josh", "Hand 1: Crowbar").count()).toBe(1);
    await screenshot(page, "table-inventory");

    // Trade: Lili stands in Josh's zone; the dialog shows both inventories side by side.
    expect(await zoneOf(page, "lili")).toBe(await zoneOf(page, "josh"));
    await page.getByRole("button", { name: "Trade with Lili…" }).click();
    const dialog = page.getByTestId("trade");
    await expect(dialog.getByRole("heading").first().textContent()).resolves.toBe(
      "Trade between Josh and Lili",
    );
    // Page shortcuts sleep while the dialog is open: E does not end Josh's turn behind it.
    await slot(page, "Josh", "Hand 2: Pistol", "trade").focus();
    await page.keyboard.press("e");
    await expect(log(page)).resolves.not.toContain("turn ended");
    await slot(page, "Josh", "Hand 2: Pistol", "trade").dragTo(slot(page, "Lili", "Hand 1: empty", "trade"));
    // ...and one card back the keyboard way: the Chainsaw to Lili's Backpack.
    await slot(page, "Josh", "Backpack 1: Chainsaw", "trade").focus();
    await page.keyboard.press("Enter");
    await slot(page, "Lili", "Backpack 1: empty", "trade").focus();
    await page.keyboard.press("Enter");
    await screenshot(page, "table-trade");
    await dialog.getByRole("button", { name: "Confirm the trade (1 Action)" }).click();
    await expect.poll(() => log(page)).toContain("Josh rearranges the inventory and trades with Lili");
    await expect(dialog.isVisible()).resolves.toBe(false);
    await expect(page.getByTestId("survivor-lili").textContent()).resolves.toMatch(/Pistol.*Chainsaw/s);
    await expect(page.getByTestId("survivor-josh").textContent()).resolves.not.toContain("Pistol");
  });

  it("switches a box's cards out of the decks and back in free mode, and draws the Noise tokens", async () => {
    const page = await browser.context.newPage();
    await newGame(page, baseUrl, { sandbox: true, seed: SEED, noStartingDeal: true });
    const boxes = page.getByTestId("deck-boxes");
    const core = boxes.getByRole("checkbox", { name: /Zombicide 2nd Edition: core box/ });
    const cards = page.getByTestId("draw-card").getByLabel("Card").locator("option");
    const before = await cards.count();
    expect(before).toBeGreaterThan(10);
    await core.uncheck();
    await expect
      .poll(() => log(page))
      .toMatch(
        /Table edit: the Zombicide 2nd Edition: core box cards leave the decks \(\d+ cards set aside\)/,
      );
    await expect(core.isChecked()).resolves.toBe(false);
    await expect.poll(() => cards.count()).toBeLessThan(2);
    await core.check();
    await expect.poll(() => log(page)).toContain("cards go back into the decks");
    await expect.poll(() => cards.count()).toBe(before);

    // Noise: two tokens by hand in Josh's zone, drawn as a badge named by its count.
    const at = await zoneOf(page, "josh");
    await page.getByLabel("Add Noise to the zones I pick").check();
    await zone(page, at).click({ force: true });
    await expect.poll(() => page.getByRole("img", { name: "1 noise token" }).count()).toBe(1);
    await zone(page, at).click({ force: true });
    await expect.poll(() => page.getByRole("img", { name: "2 noise tokens" }).count()).toBe(1);
    await page.getByLabel("Add Noise to the zones I pick").uncheck();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press("n"); // Josh makes noise: one more token
    await expect.poll(() => page.getByRole("img", { name: "3 noise tokens" }).count()).toBe(1);
    await screenshot(page, "table-noise");

    // The same table in Portuguese: the badge, the slots and the box switch in pt-BR words.
    await page.getByLabel("Language").selectOption("pt-BR");
    await expect.poll(() => page.getByRole("img", { name: "3 fichas de Barulho" }).count()).toBe(1);
    await expect(
      page.getByTestId("survivor-josh").getByRole("group", { name: "Inventário de Josh" }).textContent(),
    ).resolves.toContain("Mochila");
    await expect(page.getByTestId("deck-boxes").textContent()).resolves.toContain(
      "Zombicide 2ª Edição: caixa básica: cartas nos baralhos de Equipamento e Épico",
    );
    await expect(log(page)).resolves.toContain("voltam aos baralhos");
  });
});
