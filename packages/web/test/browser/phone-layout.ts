import type { Page } from "playwright-core";
import { expect } from "vitest";
import { screenshot } from "./support/page-helpers.ts";

/** The desktop and the phone sizes every table screen is looked at in. */
const DESKTOP = { width: 1440, height: 900 } as const;
const PHONE = { width: 390, height: 844 } as const;

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * On a phone, the newest roll's dice are read whole: inside the pinned controls' box (not cut off by their
 * scrolling) and clear of the "Latest" panel that follows them. Measured with "Latest" scrolled into view, where
 * the controls stand in their own place under the board.
 */
export async function diceReadable(page: Page): Promise<void> {
  const dice = page.getByTestId("dice");
  if (!(await dice.isVisible())) return;
  await page.getByTestId("log-tail").scrollIntoViewIfNeeded();
  const [d, controls, latest] = await Promise.all(
    [dice, page.getByTestId("table-controls"), page.getByTestId("log-tail")].map((l) => l.boundingBox()),
  );
  if (!d || !controls || !latest)
    throw new Error("the dice, the controls or the Latest panel is not laid out");
  expect(d.y, "the dice start inside the controls").toBeGreaterThanOrEqual(controls.y - 0.5);
  expect(d.y + d.height, "the dice end inside the controls").toBeLessThanOrEqual(
    controls.y + controls.height + 0.5,
  );
  expect(overlap(d, latest), `dice ${JSON.stringify(d)} under Latest ${JSON.stringify(latest)}`).toBe(false);
}

/** On a phone the panels under the board are as wide as the controls, not only as wide as their lines. */
export async function panelsSpan(page: Page): Promise<void> {
  // "Latest" is shown once something happened.
  const width = async (css: string) => {
    const at = page.locator(css);
    return (await at.count()) > 0 ? ((await at.first().boundingBox())?.width ?? 0) : null;
  };
  const full = (await width("[data-testid='table-controls']")) ?? 0;
  for (const css of ["[data-testid='log-tail']", ".table-left"]) {
    const w = await width(css);
    if (w !== null) expect(w, css).toBeGreaterThanOrEqual(full - 1);
  }
}

/**
 * Screenshots `<name>-1440` and `<name>-390` (the whole page); at the phone's size the table never scrolls
 * sideways, the dice are read whole and the panels span the screen. The page is back at the desktop size afterwards.
 */
export async function desktopAndPhone(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize(PHONE);
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0))
    .toBeLessThanOrEqual(PHONE.width);
  await diceReadable(page);
  await panelsSpan(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
}
