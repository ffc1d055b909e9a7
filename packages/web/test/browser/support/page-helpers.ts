import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { ARTIFACTS_DIR } from "./paths.ts";

/** Saves a full-page screenshot as .artifacts/web/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Waits until the board SVG says it has been painted. */
export async function boardPainted(page: Page): Promise<void> {
  await page.locator('[data-testid="board"][data-painted="true"]').waitFor({ timeout: 15_000 });
}

/** The board's current viewBox as numbers [x, y, w, h]. */
export async function viewBox(page: Page): Promise<number[]> {
  const v = await page.getAttribute('[data-testid="board"]', "viewBox");
  return (v ?? "").split(/\s+/).map(Number);
}
