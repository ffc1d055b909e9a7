import type { CDPSession, Page } from "playwright-core";
import { mainThreadWorkPerFrame } from "./frame-work.ts";

/** Zombies per type for the benchmark's horde (200 in all); the record's box pools grow by as many. */
export const HORDE: Readonly<Record<string, number>> = { walker: 130, runner: 40, brute: 30 };

/**
 * Starts a free-mode game on the default mission at `/new` (the table decides zombie splits), then writes 200
 * free-mode "add a zombie" entries into its saved record, spread over every zone, and reloads: the table
 * rebuilds the game from the record, as it does after any reload. Returns the game's URL.
 */
export async function gameWithHorde(page: Page, baseUrl: string): Promise<string> {
  await page.addInitScript(() => localStorage.setItem("horda.lang", "en"));
  await page.goto(`${baseUrl}/new`);
  await page.getByRole("heading", { name: "New game" }).waitFor();
  await page.getByLabel(/Free mode/).check();
  await page.getByLabel(/Let the table decide zombie splits/).check();
  await page.getByLabel("Seed").fill("horda-bench-playback");
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.waitForURL(/\/table\/g[0-9a-f]+$/);
  await page.locator('[data-testid="board"][data-painted="true"]').waitFor({ timeout: 30_000 });
  const id = new URL(page.url()).pathname.split("/").pop() as string;
  const zones = await page
    .locator(".zone")
    .evaluateAll((els) => els.map((e) => /^Zone (\S+),/.exec(e.getAttribute("aria-label") ?? "")?.[1] ?? ""));
  await page.evaluate(
    ({ id, zones, horde }) => {
      const key = `horda.table.game.${id}`;
      const game = JSON.parse(localStorage.getItem(key) as string);
      const record = game.record;
      // Room in the box for the horde on top of the zombies the map already places.
      const pools = record.config.zombieCatalog.pools;
      for (const [type, count] of Object.entries(horde)) pools[type] = (pools[type] ?? 0) + count;
      let n = 0;
      for (const [zombie, count] of Object.entries(horde))
        for (let i = 0; i < count; i++, n++)
          record.log.push({
            kind: "command",
            seq: record.log.length + 1,
            seat: "p1",
            command: { type: "sandboxAddZombies", zombie, zone: zones[(n * 7) % zones.length] },
          });
      localStorage.setItem(key, JSON.stringify(game));
    },
    { id, zones: zones.filter(Boolean), horde: HORDE },
  );
  await page.reload();
  await page.locator('[data-testid="board"][data-painted="true"]').waitFor({ timeout: 60_000 });
  return page.url();
}

/** Main-thread time so far (ms): Chromium's TaskDuration metric (script, style, layout, paint, GC...). */
async function mainThreadMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send("Performance.getMetrics");
  return (metrics.find((m) => m.name === "TaskDuration")?.value ?? 0) * 1000;
}

/**
 * Ends the survivor's turn and records `requestAnimationFrame` deltas while the zombies' phase plays back at
 * the fast speed, for at most `maxMs`. Returns the deltas (ms), how many playback steps were shown, and the
 * main-thread time the page spent meanwhile (ms), which the display's refresh rate does not hide.
 */
export async function recordPlayback(
  page: Page,
  maxMs: number,
): Promise<{ deltas: number[]; steps: number; busyMs: number; frameWork: number[] }> {
  // tsx keeps function names with a `__name` helper that the page does not have.
  await page.evaluate("globalThis.__name ??= (f) => f");
  await page
    .getByRole("button", { name: /End \S+ turn/ })
    .first()
    .click();
  await page.getByTestId("playback").waitFor({ timeout: 60_000 });
  await page.getByTestId("playback").getByLabel("Speed").selectOption("fast");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  const busy0 = await mainThreadMs(cdp);
  let played = { deltas: [] as number[], steps: 0 };
  const frameWork = await mainThreadWorkPerFrame(cdp, async () => {
    played = await page.evaluate(
      (maxMs) =>
        new Promise<{ deltas: number[]; steps: number }>((resolve) => {
          const deltas: number[] = [];
          const seen = new Set<string>();
          const t0 = performance.now();
          let last = t0;
          const tick = (now: number) => {
            deltas.push(now - last);
            last = now;
            const step = document.querySelector('[data-testid="playback"] .playback-step')?.textContent;
            if (step) seen.add(step);
            if (step && now - t0 < maxMs) requestAnimationFrame(tick);
            else resolve({ deltas: deltas.slice(1), steps: seen.size });
          };
          requestAnimationFrame(tick);
        }),
      maxMs,
    );
  });
  const busyMs = (await mainThreadMs(cdp)) - busy0;
  await cdp.detach();
  return { ...played, busyMs, frameWork };
}

/** The 95th percentile of a list of numbers (nearest rank). */
export function p95(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] as number;
}
