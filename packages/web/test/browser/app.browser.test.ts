import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { type Chromium, launchChromium } from "./support/chromium.ts";
import { boardPainted, screenshot } from "./support/page-helpers.ts";

describe("app shell in Chromium", () => {
  let browser: Chromium;
  const baseUrl = inject("baseUrl");

  // A fresh browser profile per test: the language choice is kept in the profile's storage.
  beforeEach(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    await browser?.close();
  });

  it("lists the maps, switches language, remembers it, and opens the viewer from the home page", async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByLabel(/Language|Idioma/).selectOption("en");
    await expect.poll(() => page.locator("main h2").nth(1).textContent()).toBe("Maps");
    await expect(page.locator(".map-card h3").first().textContent()).resolves.toBe("Core tiles 3x3");
    await screenshot(page, "home-en");

    await page.getByLabel("Language").selectOption("pt-BR");
    await expect.poll(() => page.locator("main h2").nth(1).textContent()).toBe("Mapas");
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("pt-BR");
    await page.reload();
    await expect.poll(() => page.locator("main h2").nth(1).textContent()).toBe("Mapas");
    await expect(page.locator(".map-card h3").first().textContent()).resolves.toBe("Peças básicas 3x3");
    await expect(page.locator(".map-card .badge-unverified").first().textContent()).resolves.toBe(
      "não verificado",
    );
    await screenshot(page, "home-pt-BR");

    await page.getByRole("link", { name: "Ver o tabuleiro" }).first().click();
    await boardPainted(page);
    expect(new URL(page.url()).pathname).toBe("/maps/core-3x3");
    await expect(page.locator("h1").textContent()).resolves.toBe("Tabuleiro: Peças básicas 3x3");
    const door = await page.locator(".door").first().getAttribute("aria-label");
    expect(door).toMatch(/^Porta D1, fechada, entre as zonas Z\d+ e Z\d+$/);
    await expect(page.locator(".zone").first().getAttribute("aria-label")).resolves.toMatch(/^Zona Z1, rua/);
    await screenshot(page, "viewer-pt-BR");
    await page.close();
  });

  it("shows the table placeholder honestly, the rules in both languages, the editor notice and a 404", async () => {
    const page = await browser.context.newPage();
    await page.addInitScript(
      () => localStorage.getItem("horda.lang") || localStorage.setItem("horda.lang", "en"),
    );
    // A map id at /table/ is not a game yet: the table offers a new game on that map.
    await page.goto(`${baseUrl}/table/core-3x3`);
    await page.waitForURL(/\/new\?playable=map%3Acore-3x3$/);
    await expect(page.locator("h1").textContent()).resolves.toBe("New game");

    await page.goto(`${baseUrl}/rules`);
    await page.locator(".rules section h2").first().waitFor();
    const titles = await page.locator(".rules section h2").allTextContents();
    expect(titles).toEqual(["Who sees what", "Moving"]);
    await page.getByLabel("Language").selectOption("pt-BR");
    await expect
      .poll(() => page.locator(".rules section h2").allTextContents())
      .toEqual(["Quem vê o quê", "Movimento"]);
    await screenshot(page, "rules-pt-BR");

    await page.goto(`${baseUrl}/editor`);
    await expect(page.locator("h1").textContent()).resolves.toBe("Criador de mapas");
    await page.goto(`${baseUrl}/maps/no-such-map`);
    await expect(page.locator("h1").textContent()).resolves.toContain("no-such-map");
    await page.goto(`${baseUrl}/nowhere`);
    await expect(page.locator("h1").textContent()).resolves.toBe("Página não encontrada");
    await page.close();
  });
});
