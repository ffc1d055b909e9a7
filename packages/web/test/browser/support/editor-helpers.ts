import { readFile } from "node:fs/promises";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { type Chromium, launchChromium } from "./chromium.ts";

const CANVAS = '[data-testid="editor-canvas"]';

/** The client point of a map cell position (cell units) on the editor canvas, as the canvas maps it now. */
export async function cellPoint(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  return page.evaluate(
    ([sel, cx, cy]) => {
      const svg = document.querySelector(sel as string) as SVGSVGElement;
      const ctm = svg.getScreenCTM() as DOMMatrix;
      const p = new DOMPoint((cx as number) * 40, (cy as number) * 40).matrixTransform(ctm);
      return { x: p.x, y: p.y };
    },
    [CANVAS, x, y] as const,
  );
}

/** Presses on a library tile and drags it onto the canvas, dropping it centred on a cell position. */
export async function dragTile(page: Page, tile: string, x: number, y: number): Promise<void> {
  // The library lists every box's tiles: the one wanted may sit below its panel's fold.
  const source = page.locator(`[data-tile="${tile}"]`);
  await source.scrollIntoViewIfNeeded();
  const box = await source.boundingBox();
  if (!box) throw new Error(`no library tile ${tile}`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const to = await cellPoint(page, x, y);
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

/** Picks a palette piece and clicks a cell position (doors: near the side wanted). */
export async function placePiece(page: Page, piece: string, x: number, y: number): Promise<void> {
  await page.locator(`[data-piece="${piece}"]`).click();
  const p = await cellPoint(page, x, y);
  await page.mouse.click(p.x, p.y);
}

/**
 * The editor tests' Chromium, launched before the describe block's tests and closed after them. `open` gives
 * a new page on /editor with a new document (and an optional `#fragment`), in English unless the page already
 * chose a language.
 */
export function editorChromium(): {
  readonly context: () => BrowserContext;
  open(fragment?: string): Promise<Page>;
} {
  let browser: Chromium | undefined;
  const baseUrl = inject("baseUrl");
  beforeAll(async () => {
    browser = await launchChromium({ width: 1500, height: 1000 });
  });
  afterAll(async () => {
    await browser?.close();
  });
  const context = () => (browser as Chromium).context;
  return {
    context,
    async open(fragment = "") {
      const page = await context().newPage();
      await page.addInitScript(
        () => localStorage.getItem("horda.lang") || localStorage.setItem("horda.lang", "en"),
      );
      // `?new`: every test starts on a blank document (the creator otherwise reopens the last one).
      await page.goto(`${baseUrl}/editor?new${fragment ? `#${fragment}` : ""}`);
      return page;
    },
  };
}

/** Clicks Export and reads the mission file it downloads. */
export async function exportText(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export").click()]);
  return readFile(await download.path(), "utf8");
}

/** Clicks Test play and gives the table's tab it opens (the creator's tab stays as it is). */
export async function testPlayTab(page: Page): Promise<Page> {
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByTestId("test-play").click(),
  ]);
  await tab.waitForURL(/\/new\?playable=editor:test-play$/);
  return tab;
}

/** Whether the playable summary says the mission plays (its text then starts with "Playable"). */
export async function isPlayable(page: Page): Promise<boolean> {
  return (await page.getByTestId("playable").getAttribute("data-playable")) === "true";
}
