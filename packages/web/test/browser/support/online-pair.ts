import type { Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { startServer, type TestServer } from "../zurvivors-online-server.ts";
import { type Chromium, launchChromium } from "./chromium.ts";

export interface OnlinePair {
  server: TestServer;
  host: Chromium;
  guest: Chromium;
}

/** A real Horda server and two separate browsers (host and guest), started before the suite, stopped after. */
export function serverAndTwoBrowsers(): OnlinePair {
  const pair = {} as OnlinePair;
  beforeAll(async () => {
    pair.server = await startServer();
    pair.host = await launchChromium({ width: 1400, height: 1000 });
    pair.guest = await launchChromium({ width: 1400, height: 1000 });
  });
  afterAll(async () => {
    await pair.host?.close();
    await pair.guest?.close();
    await pair.server?.stop();
  });
  return pair;
}

/** A new English page in that browser whose uncaught errors land in `errors`. */
export async function englishPage(browser: Chromium, errors: string[]): Promise<Page> {
  const page = await browser.context.newPage();
  page.on("pageerror", (e) => errors.push(e.message));
  await page.addInitScript(() => localStorage.setItem("horda.lang", "en"));
  return page;
}
