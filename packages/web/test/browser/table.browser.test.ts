import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { boardPainted, screenshot } from "./support/page-helpers.ts";
import { chromiumPerTest } from "./table-opening.ts";

/** Zone ids the armed command (Move by default) can aim at, as the table lists them. */
async function targets(page: Page): Promise<string[]> {
  const raw = await page.locator(".table-board").getAttribute("data-targets");
  return (raw ?? "").split(" ").filter(Boolean);
}

const zone = (page: Page, id: string) => page.locator(`.zone[aria-label^="Zone ${id},"]`);
const josh = (page: Page) => page.getByTestId("survivor-josh").getByTestId("wounds");

async function newGame(page: Page, baseUrl: string, sandbox = false): Promise<void> {
  await page.goto(`${baseUrl}/new`);
  await page.getByRole("heading", { name: "New game" }).waitFor();
  await page.getByLabel("Mission or map").selectOption({ label: "Cold Storage" });
  if (sandbox) await page.getByLabel(/Free mode/).check();
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.waitForURL(/\/table\/g[0-9a-f]+$/);
  await boardPainted(page);
}

describe("Zombicide table in Chromium", () => {
  const chromium = chromiumPerTest({ width: 1180, height: 820 });
  const baseUrl = inject("baseUrl");

  it("starts a game, moves by click, undoes, ends the turn through the zombie phase, resumes after reload, switches language", async () => {
    const page = await chromium.newPage();
    await page.addInitScript(
      () => localStorage.getItem("horda.lang") || localStorage.setItem("horda.lang", "en"),
    );
    await newGame(page, baseUrl);
    await expect(page.getByTestId("table-status").textContent()).resolves.toContain("Round 1");
    const start = (await josh(page).textContent())?.split("·")[1]?.trim() ?? "";
    // Hovering a zone describes it under the board: what is there and what it sees.
    await zone(page, start).hover({ force: true });
    const panel = page.getByTestId("zone-panel");
    await expect.poll(() => panel.locator("h2").textContent()).toBe(`Zone ${start}`);
    await expect(panel.getByTestId("zone-contents").textContent()).resolves.toContain("Josh");
    expect(await panel.getByTestId("zone-sees").locator("li").count()).toBeGreaterThan(0);
    const [to] = await targets(page);
    expect(to).toBeTruthy();
    await zone(page, to as string).click({ force: true });
    await expect.poll(() => josh(page).textContent()).toContain(`· ${to}`);
    await expect(page.getByTestId("log").textContent()).resolves.toContain(`from ${start} to ${to}`);
    await screenshot(page, "table-moved");

    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => josh(page).textContent()).toContain(`· ${start}`);
    await expect(page.getByTestId("log").textContent()).resolves.toContain("took back move #1");

    // End the turn with the keyboard: the zombies' phase plays back, Escape skips it.
    await page.keyboard.press("e");
    await page.getByTestId("playback").waitFor();
    // The header follows the playback's steps: it does not say whose turn it is now (the next round's).
    expect(await page.getByTestId("table-status").textContent()).not.toMatch(/to play|must decide/);
    await screenshot(page, "table-zombie-phase");
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByTestId("table-status").textContent()).toContain("Round 2");
    await expect(page.getByTestId("log").textContent()).resolves.toMatch(/Zombie card #\d+/);

    const url = page.url();
    await page.reload();
    await boardPainted(page);
    expect(page.url()).toBe(url);
    await expect(page.getByTestId("table-status").textContent()).resolves.toContain("Round 2");
    await expect(page.getByTestId("log").textContent()).resolves.toContain("took back move #1");

    await page.getByLabel("Language").selectOption("pt-BR");
    await expect.poll(() => page.getByTestId("table-status").textContent()).toContain("Rodada 2");
    await screenshot(page, "table-resumed-pt-BR");
    await page.close();
  });

  it("plays a survivor's turn with the keyboard only", async () => {
    const page = await chromium.newPage();
    await page.addInitScript(
      () => localStorage.getItem("horda.lang") || localStorage.setItem("horda.lang", "en"),
    );
    await newGame(page, baseUrl);
    const [to] = await targets(page);
    // Tab through the page until the target zone has the focus, then Enter moves there.
    for (let i = 0; i < 400; i++) {
      await page.keyboard.press("Tab");
      const label = await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
      if (label.startsWith(`Zone ${to},`)) break;
    }
    await page.keyboard.press("Enter");
    await expect.poll(() => josh(page).textContent()).toContain(`· ${to}`);
    await expect(josh(page).textContent()).resolves.toContain("Actions left: 2");
    await page.keyboard.press("e");
    await page.getByTestId("playback").waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByTestId("table-status").textContent()).toContain("Round 2");
    await page.close();
  });

  it("free mode: a focused door flips with *, logged as a table edit", async () => {
    const page = await chromium.newPage();
    await page.addInitScript(
      () => localStorage.getItem("horda.lang") || localStorage.setItem("horda.lang", "en"),
    );
    await newGame(page, baseUrl, true);
    const door = page.locator(".door").first();
    await expect(door.getAttribute("aria-pressed")).resolves.toBe("false");
    await door.focus();
    await expect.poll(() => page.getByTestId("selected-door").textContent()).toMatch(/Selected door: D\d+/);
    await page.keyboard.press("*");
    await expect.poll(() => door.getAttribute("aria-pressed")).toBe("true");
    await expect(page.getByTestId("log").textContent()).resolves.toMatch(/Table edit: door D\d+ opened/);
    await screenshot(page, "table-free-mode");
    await page.close();
  });
});
