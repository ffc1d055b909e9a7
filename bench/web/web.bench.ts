import { buildApp } from "../../packages/web/test/browser/support/build-app.ts";
import { launchChromium } from "../../packages/web/test/browser/support/chromium.ts";
import { DIST_DIR } from "../../packages/web/test/browser/support/paths.ts";
import { serveStatic } from "../../packages/web/test/browser/support/static-server.ts";
import { report } from "../median.ts";
import { initialJsKbGz } from "./initial-js.ts";

// The web app in headless Debian Chromium: time from navigation to the board painted (9-tile core map with a
// seeded horde of 200 zombies), and the gzip size of the JavaScript the first page load needs.
// web.playback_p95_frame_ms needs the rules engine's zombie phase and is not measured yet.
const RUNS = 9;
const WARMUP = 2;
const URL_PATH = "/maps/core-3x3?zombies=200&survivors=6";

await buildApp();
report("web.initial_js_kb_gz", initialJsKbGz(DIST_DIR).kb, "KiB");

const server = await serveStatic(DIST_DIR);
const browser = await launchChromium();
try {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const page = await browser.context.newPage();
    await page.goto(`${server.url}${URL_PATH}`);
    await page.locator('[data-testid="board"][data-painted="true"]').waitFor({ timeout: 30_000 });
    const ms = await page.evaluate(
      () => performance.getEntriesByName("horda:board-painted")[0]?.startTime ?? -1,
    );
    const zombies = await page.locator(".pieces [aria-label]").count();
    if (ms < 0 || zombies === 0) throw new Error("the board did not report its paint");
    if (i >= WARMUP) times.push(ms);
    await page.close();
  }
  times.sort((a, b) => a - b);
  report("web.board_painted_ms", times[Math.floor(times.length / 2)] as number, "ms");
} finally {
  await browser.close();
  await server.close();
}
