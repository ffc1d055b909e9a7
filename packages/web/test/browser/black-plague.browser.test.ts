import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { boardPainted, screenshot } from "./support/page-helpers.ts";
import { ARTIFACTS_DIR } from "./support/paths.ts";
import { pageForFile } from "./table-opening.ts";

// Issue 16 (the page): Black Plague on its own page, reached from the home page, in English and Portuguese, on a
// desk and a phone. Its survivors with their dashboards (skill trees, Hands, Body slot, Backpack, the spells and
// armour they can hold), its decks, Zombie deck and quests; a quest starts on the table once the engine plays the
// Black Plague profile, and until then its button says it is not playable yet.
const baseUrl = inject("baseUrl");
let page: Page;
pageForFile({}, (p) => {
  page = p;
});

const main = () => page.locator("main");

/** What the screen shows with `selector` scrolled to the top (the full-page shots are too tall to read). */
async function viewShot(name: string, selector: string): Promise<void> {
  await page
    .locator(selector)
    .first()
    .evaluate((e) => e.scrollIntoView({ block: "start" }));
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) });
}
const dashboard = (id: string) => page.locator(`[data-survivor="${id}"]`);

describe("the Black Plague page", () => {
  it("shows the survivors' dashboards, decks and quests in English, from the home page", async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByLabel(/Language|Idioma/).selectOption("en");
    await page.getByTestId("home-actions").getByRole("link", { name: "Black Plague" }).click();
    // The page brings the family's packs in its own chunk: give it time on a loaded machine.
    await expect
      .poll(() => page.locator("main h1").textContent(), { timeout: 30_000 })
      .toBe("Zombicide: Black Plague");
    expect(new URL(page.url()).pathname).toBe("/black-plague");

    await expect.poll(() => page.locator("[data-survivor]").count()).toBe(10);
    const ann = dashboard("ann");
    await expect.poll(() => ann.textContent()).toMatch(/Bloodlust: Melee/);
    expect(await ann.locator(".bp-level-orange .bp-level-skills > span").allTextContents()).toEqual([
      "+1 free Magic Action",
      "+1 free Melee Action",
    ]);
    expect(await ann.locator(".bp-slot-body").textContent()).toBe("BodyArmour or Dagger");
    await ann.locator("summary").click();
    expect(await ann.locator('[data-card="fireball"]').textContent()).toMatch(
      /Combat spell.*Range 0-1 · 3 dice 4\+/,
    );
    expect(await ann.locator('[data-card="plate-armour"]').textContent()).toMatch(/Armour 3\+/);
    expect(await dashboard("karl").locator(".bp-slot-body").textContent()).toMatch(/Armour or Fireball/);

    const vault = page.locator('[data-deck="black-plague/vault"]');
    expect(await vault.textContent()).toMatch(/Vault artefacts.*Orcish Crossbow.*Inferno/);
    expect(await main().textContent()).toMatch(/54 cards — Spawn 36 · Extra Activation 4 · Necromancer 6/);
    expect(await page.locator('[data-zombie="necromancer"]').textContent()).toMatch(/flees to a Spawn Zone/);

    const quest = page.locator('[data-quest="bp-embers"]');
    expect(await quest.locator("h3").textContent()).toBe("Embers at the Crossroads");
    const status = await page.getByTestId("bp-status").textContent();
    if (status?.startsWith("Not playable yet")) {
      expect(await quest.locator('[aria-disabled="true"]').textContent()).toBe("Not playable yet");
    } else {
      expect(await quest.getByRole("link", { name: "Start this quest" }).getAttribute("href")).toBe(
        "/new?playable=mission%3Abp-embers",
      );
    }
    await screenshot(page, "black-plague-en-1440");
    await viewShot("black-plague-en-1440-survivors", '[data-survivor="ann"]');
    await page.setViewportSize({ width: 390, height: 844 });
    // On a phone the page never scrolls sideways.
    await expect
      .poll(() => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0))
      .toBeLessThanOrEqual(390);
    await screenshot(page, "black-plague-en-390");
    await viewShot("black-plague-en-390-top", "header");
    await viewShot("black-plague-en-390-ann", '[data-survivor="ann"]');
  });

  it("speaks Portuguese", async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByLabel(/Language|Idioma/).selectOption("pt-BR");
    await expect.poll(() => main().textContent()).toMatch(/Sobreviventes/);
    const ann = dashboard("ann");
    expect(await ann.textContent()).toMatch(/\+1 Ação de Magia grátis/);
    expect(await ann.locator(".bp-slot-body").textContent()).toBe("CorpoArmadura ou Adaga");
    expect(await page.locator('[data-deck="black-plague/vault"]').textContent()).toMatch(/Besta Orc/);
    const quest = page.locator('[data-quest="bp-embers"]');
    expect(await quest.locator("h3").textContent()).toBe("Brasas na Encruzilhada");
    const status = await page.getByTestId("bp-status").textContent();
    if (status?.startsWith("Ainda não jogável"))
      expect(await quest.locator('[aria-disabled="true"]').textContent()).toBe("Ainda não jogável");
    else expect(await quest.getByRole("link", { name: "Começar esta missão" }).count()).toBe(1);
    await screenshot(page, "black-plague-pt-BR-1440");
    await viewShot("black-plague-pt-BR-1440-decks", '[data-deck="black-plague/starting"]');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "black-plague-pt-BR-390");
    await viewShot("black-plague-pt-BR-390-top", "header");
  });

  it("starts a quest on the same table once the engine plays Black Plague", async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByLabel(/Language|Idioma/).selectOption("en");
    const start = page.locator('[data-quest="bp-embers"]').getByRole("link", { name: "Start this quest" });
    // Without the engine's profile the button says so (checked above) and there is nothing to start.
    if ((await start.count()) === 0) return;
    await start.click();
    await page.getByRole("heading", { name: "New game" }).waitFor();
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL(/\/table\/g[0-9a-f]+$/);
    await boardPainted(page);
    await screenshot(page, "black-plague-table-en-1440");
  });
});
