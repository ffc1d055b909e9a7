import { readFileSync } from "node:fs";
import type { TileFace } from "@horda/content";
import { choicesFor, startSession, submit } from "@horda/table";
import { compileMap, zombicide } from "@horda/zombicide";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR, readZombicideContent } from "../../../server/src/games/zombicide/content.ts";
import { buildZombicideConfig } from "../../../server/src/games/zombicide/room-options.ts";
import { USER_SURVIVORS_KEY } from "../../src/editor/survivor-editor/user-survivors.ts";
import { USER_TILES_KEY } from "../../src/editor/tile-editor/user-pack.ts";
import type { Chromium } from "./support/chromium.ts";
import { englishPage, serverAndTwoBrowsers } from "./support/online-pair.ts";
import { boardPainted, screenshot } from "./support/page-helpers.ts";
import { targets, zone, zoneOf } from "./table-support.ts";

const CLIENT = "zombicide-online-browser-test";

/** A two-player First Night played 3 steps on one screen: the record a solo save keeps. */
function soloRecord() {
  const options = {
    mission: "first-night",
    players: 2,
    survivors: [
      { id: "josh", seat: "p1" },
      { id: "wanda", seat: "p2" },
    ],
  };
  const built = buildZombicideConfig(options, readZombicideContent(DEFAULT_CONTENT_DIR));
  if (!built.ok) throw new Error(built.message);
  const started = startSession(zombicide, built.config as never, "solo");
  if (!started.ok) throw new Error(started.error.message);
  let session = started.value;
  for (let i = 0; i < 3; i++) {
    const choice = choicesFor(zombicide, session.state).find((c) => c.command.type === "move");
    if (!choice) throw new Error("no move");
    const done = submit(zombicide, session, choice.seat, choice.command);
    if (!done.ok) throw new Error(done.error.message);
    session = done.value.session;
  }
  return session.record;
}

const seqOf = async (page: Page) => Number(await page.getByTestId("online-table").getAttribute("data-seq"));

describe("Zombicide online in Chromium", () => {
  const pair = serverAndTwoBrowsers();

  it("two browsers sit at one mission room; one moves, the other sees it", async () => {
    const errors: string[] = [];
    const open = (c: Chromium) => englishPage(c, errors);
    const a = await open(pair.host);
    const b = await open(pair.guest);

    await a.goto(`${pair.server.url}/new`);
    await a.getByLabel(/Play online/).check();
    await a.getByLabel("Mission or map").selectOption({ label: "First Night" });
    await a.getByLabel("Players (seats)").selectOption("2");
    await a.getByLabel("Your name").fill("Ana");
    // Online, the other seats are taken with the room's link: no name or bot is asked for them here.
    expect(await a.getByTestId("online-guest-seat").textContent()).toBe(
      "Player 2: joins with the room's link",
    );
    await a.getByLabel("Who plays Wanda").selectOption("1");
    await a.getByRole("button", { name: "Start the game" }).click();
    await a.waitForURL(/\/table\/online\/[0-9A-Z]{16}$/);
    const code = a.url().split("/").pop() as string;
    await a.getByTestId("online-table").waitFor();
    await boardPainted(a);
    expect(await a.getByTestId("online-table").getAttribute("data-seat")).toBe("p1");

    await b.goto(`${pair.server.url}/table/online/${code}`);
    // The join page says who already sits where.
    await expect.poll(() => b.getByTestId("join-seats").textContent()).toBe("Player 1: AnaPlayer 2: free");
    expect(await b.getByTestId("join-mission").textContent()).toBe("Mission: First Night");
    await b.getByLabel("Your name").fill("Bo");
    await b.getByRole("button", { name: "Take a seat" }).click();
    await b.getByTestId("online-table").waitFor();
    await boardPainted(b);
    expect(await b.getByTestId("online-table").getAttribute("data-seat")).toBe("p2");
    expect(await seqOf(a)).toBe(0);

    // Whoever holds the first turn (the Fire Axe holder) moves; the other sees it.
    await expect.poll(async () => (await targets(a)).length + (await targets(b)).length).toBeGreaterThan(0);
    const [mover, watcher] = (await targets(a)).length > 0 ? [a, b] : [b, a];
    expect(await targets(watcher)).toEqual([]);
    // Each browser says whose turn it is, the round and phase, and the mission's name.
    const moverName = mover === a ? "Ana" : "Bo";
    await expect(mover.getByTestId("online-turn").textContent()).resolves.toBe("Your turn");
    await expect(watcher.getByTestId("online-turn").textContent()).resolves.toBe(`Waiting for ${moverName}`);
    await expect(watcher.getByTestId("table-status").textContent()).resolves.toMatch(
      /^Round 1 · Players' phase/,
    );
    await expect(watcher.locator("h1").textContent()).resolves.toBe("Mission: First Night");
    const survivors = ["wanda", "josh"];
    const before = await Promise.all(survivors.map((s) => zoneOf(watcher, s)));
    const to = (await targets(mover))[0] as string;
    await zone(mover, to).click({ force: true });
    await expect.poll(() => seqOf(watcher)).toBe(1);
    // The other browser's log names the command, not only its events.
    await expect
      .poll(() => watcher.getByTestId("log").textContent())
      .toContain(`#1 ${moverName}: Move to ${to}`);
    await expect.poll(() => seqOf(mover)).toBe(1);
    const after = await Promise.all(survivors.map((s) => zoneOf(watcher, s)));
    expect(after.filter((z, i) => z !== before[i])).toEqual([to]);
    expect(await watcher.getByTestId("log").textContent()).toMatch(/moved|Moved|move/);
    await screenshot(watcher, "zombicide-online-watcher");

    // The mover takes the move back: both screens show the survivor where it was, and the log says so.
    expect(await watcher.getByRole("button", { name: "Undo my last command" }).count()).toBe(0);
    await mover.getByRole("button", { name: "Undo my last command" }).click();
    await expect.poll(() => seqOf(watcher)).toBe(2);
    expect(await Promise.all(survivors.map((s) => zoneOf(watcher, s)))).toEqual(before);
    await expect.poll(() => watcher.getByTestId("log").textContent()).toMatch(/took back move #1/);

    // Both survivors end their turns: the zombie phase plays back on both screens.
    await mover
      .getByRole("button", { name: /End \S+ turn/ })
      .first()
      .click();
    await expect.poll(() => seqOf(watcher)).toBe(3);
    await watcher
      .getByRole("button", { name: /End \S+ turn/ })
      .first()
      .click();
    await Promise.all([a, b].map((p) => p.getByTestId("playback").waitFor()));
    await screenshot(watcher, "zombicide-online-zombie-phase");

    // The host pauses the game (both see it), resumes it, then frees the guest's seat.
    const seats = (p: Page) => p.getByTestId("online-seats");
    await seats(a).getByRole("button", { name: "Pause the game" }).click();
    await Promise.all([a, b].map((p) => p.getByTestId("online-paused").waitFor()));
    // Paused: both headers say so and neither table offers a move (the server would refuse it).
    for (const p of [a, b]) {
      // Escape skips the playback online too.
      if (await p.getByTestId("playback").isVisible()) await p.keyboard.press("Escape");
      await expect.poll(() => p.getByTestId("playback").count()).toBe(0);
      await expect.poll(() => p.getByTestId("online-turn").textContent()).toBe("Paused by the host");
      expect(await p.getByRole("button", { name: /End \S+ turn/ }).count()).toBe(0);
    }
    await seats(a).getByRole("button", { name: "Resume the game" }).click();
    await expect.poll(() => b.getByTestId("online-paused").count()).toBe(0);
    const ends = (p: Page) => p.getByRole("button", { name: /End \S+ turn/ }).count();
    await expect.poll(async () => (await ends(a)) + (await ends(b))).toBeGreaterThan(0);
    await expect(a.getByTestId("online-connection").textContent()).resolves.toBe("Connection: connected");
    // Who is connected: the guest leaves the table (the host sees the seat offline, still Bo's) and comes back.
    const presence = (seat: string) =>
      seats(a).locator(`[data-seat="${seat}"] [data-testid="seat-presence"]`).textContent();
    await expect.poll(() => presence("p2")).toBe("online");
    expect(await presence("p1")).toBe("online");
    const tableUrl = b.url();
    await b.goto(`${pair.server.url}/`);
    await expect.poll(() => presence("p2")).toBe("offline");
    expect(await seats(a).locator('[data-seat="p2"]').textContent()).toContain("Bo");
    await screenshot(a, "zombicide-online-seat-offline");
    // While Bo is away the host lets the server's bot play his seat; back at the table, Bo is told so and is
    // offered no move until the host gives the seat back.
    await seats(a).getByRole("button", { name: "Give p2 to the bot" }).click();
    await expect
      .poll(() => seats(a).locator('[data-seat="p2"]').textContent())
      .toContain("Bo: played by the server's bot");
    await b.goto(tableUrl);
    await b.getByTestId("online-table").waitFor();
    await expect
      .poll(() => b.getByTestId("online-seats").locator('[data-seat="p2"]').textContent())
      .toContain("played by the server's bot");
    expect(await b.getByRole("button", { name: /End \S+ turn/ }).count()).toBe(0);
    await expect
      .poll(() => b.locator(".online-me").textContent())
      .toContain("The server's bot plays your seat until the host gives it back");
    await seats(a).getByRole("button", { name: "Take p2 back from the bot" }).click();
    await expect.poll(() => presence("p2")).toBe("online");
    await seats(a).getByRole("button", { name: "Free p2 (kick)" }).click();
    await expect.poll(() => seats(a).locator('[data-seat="p2"]').textContent()).toContain("free");
    // The guest is told, and finds the way back in: now, and after a reload with the pass that no longer opens p2.
    const lost = b.getByTestId("seat-lost");
    await expect.poll(() => lost.textContent()).toContain("The host freed your seat.");
    await b.reload();
    await expect.poll(() => lost.textContent()).toMatch(/no longer opens its seat/);
    await screenshot(b, "zombicide-online-seat-lost");
    await lost.getByRole("button", { name: /Join again/ }).click();
    await b.getByLabel("Your name").fill("Bo");
    await b.getByRole("button", { name: "Take a seat" }).click();
    await b.getByTestId("online-table").waitFor();
    expect(await b.getByTestId("online-table").getAttribute("data-seat")).toBe("p2");
    expect(errors).toEqual([]);
  });

  it("the host hands the other seat to the server's bot, which plays its survivor's turns", async () => {
    const a = await pair.host.context.newPage();
    await a.addInitScript(() => localStorage.setItem("horda.lang", "en"));
    await a.goto(`${pair.server.url}/new`);
    await a.getByLabel(/Play online/).check();
    await a.getByLabel("Mission or map").selectOption({ label: "First Night" });
    await a.getByLabel("Players (seats)").selectOption("2");
    await a.getByLabel("Who plays Wanda").selectOption("1");
    await a.getByRole("button", { name: "Start the game" }).click();
    await a.getByTestId("online-table").waitFor();
    await a.getByRole("button", { name: "Give p2 to the bot" }).click();
    await expect
      .poll(() => a.locator('[data-testid="online-seats"] [data-seat="p2"]').textContent())
      .toContain("played by the server's bot");
    const log = a.getByTestId("log");
    for (let i = 0; i < 40 && !/#\d+ Player 2 \(bot\):/.test((await log.textContent()) ?? ""); i++) {
      const end = a.getByRole("button", { name: "End Josh's turn" });
      if ((await end.count()) > 0) await end.click({ timeout: 2000 }).catch(() => undefined);
      await a.waitForTimeout(250);
    }
    expect(await log.textContent()).toMatch(/#\d+ Player 2 \(bot\):/);

    // Someone else opens the link and only watches: the same table, no seat, nothing to play.
    const w = await pair.guest.context.newPage();
    await w.addInitScript(() => localStorage.setItem("horda.lang", "en"));
    await w.goto(a.url());
    await w.getByRole("button", { name: "Only watch" }).click();
    await w.getByTestId("online-table").waitFor();
    await expect.poll(() => w.getByText("You are watching").count()).toBe(1);
    expect(await w.getByTestId("online-table").getAttribute("data-seat")).toBe("");
    await expect
      .poll(async () => Number(await w.getByTestId("online-table").getAttribute("data-seq")))
      .toBeGreaterThan(0);
    expect(await w.getByRole("button", { name: /End \S+ turn/ }).count()).toBe(0);
  });

  it("a game saved on the server is continued online, from where it stopped", async () => {
    const saved = await fetch(`${pair.server.url}/api/saves`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-client-token": CLIENT },
      body: JSON.stringify({ name: "First Night, 3 moves", record: soloRecord() }),
    });
    expect(saved.status).toBe(201);
    const a = await pair.host.context.newPage();
    await a.addInitScript((token) => {
      localStorage.setItem("horda.lang", "en");
      localStorage.setItem("horda.clientToken", token);
    }, CLIENT);
    await a.goto(`${pair.server.url}/new`);
    await a.getByRole("button", { name: "Continue online with others: First Night, 3 moves" }).click();
    await a.waitForURL(/\/table\/online\/[0-9A-Z]{16}$/);
    await a.getByTestId("online-table").waitFor();
    expect(await seqOf(a)).toBe(3);
    const b = await pair.guest.context.newPage();
    await b.addInitScript(() => localStorage.setItem("horda.lang", "en"));
    await b.goto(a.url());
    await b.getByLabel("Your name").fill("Bo");
    await b.getByRole("button", { name: "Take a seat" }).click();
    await b.getByTestId("online-table").waitFor();
    expect(await seqOf(b)).toBe(3);
    expect(await zoneOf(b, "josh")).toBe(await zoneOf(a, "josh"));
  });

  it("a host with a traced tile opens a room; the guest's board is drawn on the traced layout", async () => {
    const traced = readFileSync(
      new URL("../../../server/test/fixtures/traced-1R.tile", import.meta.url),
      "utf8",
    );
    const zonesWith = (tiles?: Record<string, string>) => {
      const content = readZombicideContent(DEFAULT_CONTENT_DIR);
      const options = { mission: "first-night", players: 1, survivors: [{ id: "wanda", seat: "p1" }], tiles };
      const built = buildZombicideConfig(options as never, content);
      if (!built.ok) throw new Error(built.message);
      const { map, tiles: faces } = built.config as unknown as {
        map: never;
        tiles: Record<string, TileFace>;
      };
      const board = compileMap(map, new Map(Object.entries(faces)));
      if (!board.ok) throw new Error("the map does not compile");
      return board.value.zones.length;
    };
    const [shipped, onTraced] = [zonesWith(), zonesWith({ "core2e-1R": traced })];
    expect(onTraced).toBeLessThan(shipped);

    const errors: string[] = [];
    const a = await englishPage(pair.host, errors);
    await a.addInitScript(
      ([key, text]) => localStorage.setItem(key as string, JSON.stringify({ "core2e-1R": text })),
      [USER_TILES_KEY, traced],
    );
    await a.goto(`${pair.server.url}/new`);
    await a.getByLabel(/Play online/).check();
    // The host is asked before the layouts go: the option names the traced tile and is on.
    const share = a.getByTestId("share-traced-tiles");
    expect(await share.textContent()).toContain("core2e/1R");
    expect(await share.getByRole("checkbox").isChecked()).toBe(true);
    await a.getByLabel("Mission or map").selectOption({ label: "First Night" });
    await a.getByLabel("Players (seats)").selectOption("2");
    await a.getByLabel("Your name").fill("Ana");
    await a.getByLabel("Who plays Wanda").selectOption("1");
    await a.getByRole("button", { name: "Start the game" }).click();
    await a.waitForURL(/\/table\/online\/[0-9A-Z]{16}$/);
    await boardPainted(a);

    // The guest's browser has no user pack: it draws the room's board, which is the traced one.
    const b = await englishPage(pair.guest, errors);
    await b.goto(a.url());
    expect(await b.evaluate((key) => localStorage.getItem(key), USER_TILES_KEY)).toBeNull();
    await b.getByLabel("Your name").fill("Bo");
    await b.getByRole("button", { name: "Take a seat" }).click();
    await b.getByTestId("online-table").waitFor();
    await boardPainted(b);
    for (const page of [a, b]) expect(await page.locator(".table-board path.zone").count()).toBe(onTraced);
    await screenshot(b, "zombicide-online-traced-tile");
    expect(errors).toEqual([]);
    await a.evaluate((key) => localStorage.removeItem(key), USER_TILES_KEY);
  });

  it("a host's entered ID card (Wanda with 4 health) is the one every seat plays online", async () => {
    const content = readZombicideContent(DEFAULT_CONTENT_DIR);
    const wanda = content.packs.core2e?.survivors.find((s) => s.id === "wanda");
    const mine = { ...wanda, id: "my-core2e-wanda", replaces: "core2e/wanda", health: 4 };
    const errors: string[] = [];
    const a = await englishPage(pair.host, errors);
    await a.addInitScript(
      ([key, cards]) => localStorage.setItem(key as string, cards as string),
      [USER_SURVIVORS_KEY, JSON.stringify([mine])],
    );
    await a.goto(`${pair.server.url}/new`);
    await a.getByLabel(/Play online/).check();
    const share = a.getByTestId("share-survivor-cards");
    expect(await share.textContent()).toContain("Wanda");
    expect(await share.getByRole("checkbox").isChecked()).toBe(true);
    await a.getByLabel("Mission or map").selectOption({ label: "First Night" });
    await a.getByLabel("Players (seats)").selectOption("2");
    await a.getByLabel("Your name").fill("Ana");
    await a.getByLabel("Who plays Wanda").selectOption("1");
    await screenshot(a, "new-online-share-survivor-cards-1440");
    const desktop = a.viewportSize();
    await a.setViewportSize({ width: 390, height: 844 });
    await screenshot(a, "new-online-share-survivor-cards-390");
    if (desktop) await a.setViewportSize(desktop);
    await a.getByRole("button", { name: "Start the game" }).click();
    await a.waitForURL(/\/table\/online\/[0-9A-Z]{16}$/);
    await boardPainted(a);

    // The guest's browser has no entered cards: Wanda's 4 health comes from the room.
    const b = await englishPage(pair.guest, errors);
    await b.goto(a.url());
    expect(await b.evaluate((key) => localStorage.getItem(key), USER_SURVIVORS_KEY)).toBeNull();
    await b.getByLabel("Your name").fill("Bo");
    await b.getByRole("button", { name: "Take a seat" }).click();
    await b.getByTestId("online-table").waitFor();
    await boardPainted(b);
    const wounds = b.getByTestId("survivor-wanda").getByTestId("wounds");
    await expect.poll(() => wounds.textContent()).toMatch(/0 of 4/);
    expect(errors).toEqual([]);
    await a.evaluate((key) => localStorage.removeItem(key), USER_SURVIVORS_KEY);
  });
});
