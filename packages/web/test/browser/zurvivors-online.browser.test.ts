import type { Page, WebSocketRoute } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Chromium } from "./support/chromium.ts";
import { englishPage, serverAndTwoBrowsers } from "./support/online-pair.ts";
import { screenshot } from "./support/page-helpers.ts";
import { othersHands, roomRecord, stateAt } from "./zurvivors-online-server.ts";

const CONTROLS =
  '[data-testid="zv-hand"] button, [data-testid="zv-actions"] button, [data-testid="zv-decision"] button';

interface Snapshot {
  seq: number;
  viewer: string;
  busy: boolean;
  ended: boolean;
  outcome: string | null;
  headline: string;
  controls: number;
  cards: string[];
  handCards: string[];
}

/** The page's rendered table in one synchronous look. */
function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate((controls) => {
    const table = document.querySelector('[data-testid="zv-table"]');
    const ids = (sel: string) =>
      [...document.querySelectorAll(sel)].map((e) => e.getAttribute("data-card") ?? "");
    const end = document.querySelector('[data-testid="zv-end"]');
    return {
      seq: Number(table?.getAttribute("data-seq") ?? "-1"),
      viewer: table?.getAttribute("data-viewer") ?? "",
      busy: table?.getAttribute("data-busy") === "true",
      ended: end !== null,
      outcome: end?.getAttribute("data-outcome") ?? null,
      headline: document.querySelector('[data-testid="zv-end-headline"]')?.textContent ?? "",
      controls: table ? document.querySelectorAll(controls).length : 0,
      cards: ids("[data-card]"),
      handCards: ids('[data-testid="zv-hand"] [data-card]'),
    };
  }, CONTROLS);
}

async function nextTurn(page: Page): Promise<Snapshot> {
  for (let i = 0; i < 1200; i++) {
    const s = await snapshot(page);
    if (s.ended || (s.controls > 0 && !s.busy)) return s;
    await page.waitForTimeout(25);
  }
  throw new Error("the table neither asked the player anything nor ended");
}

/** The player's simple rule: a dialog's first option, the first action, an escape when possible, else the first card. */
async function act(page: Page): Promise<string> {
  const dialog = page.getByTestId("zv-decision");
  const actions = page.getByTestId("zv-actions");
  const hand = page.getByTestId("zv-hand");
  const escapes = hand.getByRole("button", { name: /^Escape with combination/ });
  const [step, target] =
    (await dialog.count()) > 0
      ? ["decision", dialog.getByRole("button").first()]
      : (await actions.count()) > 0
        ? ["actions", actions.getByRole("button").first()]
        : (await escapes.count()) > 0
          ? ["escape", escapes.first()]
          : ["place", hand.getByRole("button").first()];
  // The picture may move on between looking and clicking; then the next look decides again.
  await target.click({ timeout: 2000 }).catch(() => undefined);
  return step as string;
}

describe("Zurvivors online in Chromium", () => {
  const pair = serverAndTwoBrowsers();

  it("two players and two server bots play one room to the end, each seeing only their own hand", async () => {
    const errors: string[] = [];
    const open = (c: Chromium) => englishPage(c, errors);
    const a = await open(pair.host);
    const b = await open(pair.guest);
    // The guest's socket goes through a route the test can cut, as a network drop would.
    const routes: WebSocketRoute[] = [];
    await b.routeWebSocket(/\/ws$/, (ws) => {
      ws.connectToServer();
      routes.push(ws);
    });

    await a.goto(`${pair.server.url}/zurvivors`);
    const online = a.getByTestId("zv-online");
    await online.getByLabel("Your name").fill("Ana");
    await online.getByRole("button", { name: "Create a room for 4 players" }).click();
    await a.getByTestId("zv-waiting").waitFor();
    const code = ((await a.getByTestId("zv-room-code").textContent()) ?? "").replaceAll("-", "");
    expect(code).toMatch(/^[0-9A-Z]{16}$/);
    const link = (await a.getByTestId("zv-room-link").getAttribute("href")) ?? "";
    expect(link).toBe(`${pair.server.url}/zurvivors/play?room=${code}`);
    const pass = await a.evaluate(
      (k) => JSON.parse(localStorage.getItem(k) ?? "null"),
      `horda.zurvivors.room.${code}`,
    );
    expect(pass.seat).toBe("p1");

    await b.goto(link);
    await b.getByLabel("Your name").fill("Bia");
    await b.getByRole("button", { name: "Take a seat" }).click();
    await b.getByTestId("zv-waiting").waitFor();
    await expect.poll(() => b.getByText("Waiting for the host to start the game.").count()).toBe(1);
    await expect.poll(() => a.locator('[data-seat="p2"] strong').textContent()).toBe("Bia");
    // Who is connected: Bia's seat is online; the free seats say nothing of it.
    await expect
      .poll(() => a.locator('[data-seat="p2"] [data-testid="seat-presence"]').textContent())
      .toBe("online");
    expect(await a.locator('[data-seat="p3"] [data-testid="seat-presence"]').count()).toBe(0);
    const start = a.getByRole("button", { name: "Start the game" });
    await expect(start.isDisabled()).resolves.toBe(true);
    await a.getByRole("button", { name: "Give seat 3 to a bot" }).click();
    await a.getByRole("button", { name: "Give seat 4 to a bot" }).click();
    await expect.poll(() => start.isEnabled()).toBe(true);
    await screenshot(a, "zurvivors-online-waiting");
    await start.click();
    await a.getByTestId("zv-table").waitFor();
    await b.getByTestId("zv-table").waitFor();

    const checkHand = async (page: Page, s: Snapshot, seat: string) => {
      expect(s.viewer).toBe(seat);
      const state = stateAt(await roomRecord(pair.server, code, pass.hostToken), s.seq);
      expect([...s.handCards].sort()).toEqual([...state.players[seat]!.hand].sort());
      expect(othersHands(state, seat).filter((c) => s.cards.includes(c))).toEqual([]);
      return page;
    };
    const play = async (page: Page, seat: string) => {
      const steps: string[] = [];
      for (let turn = 0; turn < 400; turn++) {
        const s = await nextTurn(page);
        if (s.ended) return { steps, end: s };
        await checkHand(page, s, seat);
        if (seat === "p2" && turn === 4) {
          // A dropped connection: the page reconnects, joins again with its last seq and plays on.
          for (const r of routes.splice(0)) await r.close({ code: 4000, reason: "test drop" });
          await expect.poll(() => routes.length).toBe(1);
          await expect.poll(() => b.getByTestId("zv-connection").count()).toBe(0);
          continue;
        }
        if (seat === "p1" && turn === 3) await screenshot(page, "zurvivors-online-table-host");
        steps.push(await act(page));
        await expect
          .poll(async () => {
            const n = await snapshot(page);
            return !n.busy && (n.seq !== s.seq || n.ended || (await page.getByRole("alert").count()) > 0);
          })
          .toBe(true);
      }
      throw new Error(`${seat} did not reach the end`);
    };
    const [endA, endB] = await Promise.all([play(a, "p1"), play(b, "p2")]);
    expect(endA.steps.filter((s) => s === "place").length).toBeGreaterThan(3);
    expect(endB.steps.filter((s) => s === "place").length).toBeGreaterThan(3);
    expect(endB.end.outcome).toBe(endA.end.outcome);
    expect(endB.end.headline).toBe(endA.end.headline);

    const record = await roomRecord(pair.server, code, pass.hostToken);
    const final = stateAt(record, record.log.length);
    expect(final.result?.outcome).toBe(endA.end.outcome);
    if (final.result?.outcome === "zombies") expect(endA.end.headline).toBe("The zombies win!");
    else
      for (const s of final.result!.winners) {
        const name = final.set.survivors.cards.find((c) => c.id === final.players[s]!.survivor)!.names.en;
        expect(endA.end.headline).toContain(name);
      }
    // The bots played their seats on the server.
    expect(new Set(record.log.map((e) => e.seat))).toEqual(new Set(["p1", "p2", "p3", "p4"]));
    await screenshot(a, "zurvivors-online-end-host");
    await screenshot(b, "zurvivors-online-end-guest");
    expect(errors).toEqual([]);
  }, 120_000);
});
