import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { type Chromium, launchChromium } from "./support/chromium.ts";
import { boardPainted } from "./support/page-helpers.ts";

// The opening steps the table's browser test files share: one Chromium page for the whole file, and the saved
// game stacked through its config (the way the table's tests stack games; the engine plays it unchanged).

export interface FilePage {
  /** The page's size (default: a desk, 1440x900). */
  readonly viewport?: { readonly width: number; readonly height: number };
  /** The pages' language until the test picks another (default: none set here; newGame sets English). */
  readonly lang?: string;
}

/** Opens Chromium and one page before the file's tests, hands the page to `take`, and closes Chromium after them. */
export function pageForFile(o: FilePage, take: (page: Page) => void): void {
  let browser: Chromium | undefined;
  beforeAll(async () => {
    browser = await launchChromium({ width: 1440, height: 900, ...o.viewport });
    const page = await browser.context.newPage();
    if (o.lang) {
      const lang = o.lang;
      await page.addInitScript(
        (l) => localStorage.getItem("horda.lang") || localStorage.setItem("horda.lang", l),
        lang,
      );
    }
    take(page);
  });
  afterAll(async () => browser?.close());
}

/** A fresh Chromium for each test of the file (pages of `viewport`'s size), closed after the test. */
export function chromiumPerTest(viewport: { readonly width: number; readonly height: number }): {
  newPage(): Promise<Page>;
} {
  let browser: Chromium | undefined;
  beforeEach(async () => {
    browser = await launchChromium({ ...viewport });
  });
  afterEach(async () => {
    await browser?.close();
  });
  return {
    newPage: async () => {
      if (!browser) throw new Error("chromiumPerTest: no Chromium outside a test");
      return browser.context.newPage();
    },
  };
}

/** The game the table shows, from its address (/table/g…). */
export const gameIdOf = (page: Page): string => /\/table\/(g[0-9a-f]+)$/.exec(page.url())?.[1] as string;

/** A saved game's config as stored JSON: tests reach into it freely. */
// biome-ignore lint/suspicious/noExplicitAny: the saved config is open JSON to the tests that stack it
export type SavedConfig = any;

/**
 * Stacks the game on the table: `change` rewrites its saved config (in place), then the page reloads the game and
 * waits for the board. On a board that does not paint, the error carries the page's text.
 */
export async function stackGame(page: Page, change: (config: SavedConfig) => void): Promise<void> {
  const key = `horda.table.game.${gameIdOf(page)}`;
  const game = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? "null"), key);
  change(game.record.config);
  await page.evaluate(([k, saved]) => localStorage.setItem(k, saved), [key, JSON.stringify(game)] as const);
  await page.reload();
  await boardPainted(page).catch(async (e) => {
    throw new Error(`${e}\n${await page.locator("body").textContent()}`);
  });
}

/** The starting token of the map the config plays (its mission's map, else its own). */
export function startToken(config: SavedConfig): { readonly x: number; readonly y: number } {
  const map = config.mission?.map ?? config.map;
  return map.tokens.find((t: { kind: string }) => t.kind === "start");
}

/** Takes the companions' tokens (Penny's) off the map the config plays. */
export function withoutCompanions(config: SavedConfig): void {
  const map = config.mission?.map ?? config.map;
  map.tokens = map.tokens.filter((t: { kind: string }) => t.kind !== "companion");
}
