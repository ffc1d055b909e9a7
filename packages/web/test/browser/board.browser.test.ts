import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Chromium, launchChromium } from "./support/chromium.ts";
import { compileRepoMap, expectedSightAndMoves } from "./support/core-board.ts";
import { boardPainted, screenshot, viewBox } from "./support/page-helpers.ts";

const board = compileRepoMap("core-3x3.map.json");

/** The largest rectangular building zone: its centre is inside it whatever is drawn there. */
function rectangularBuilding() {
  const rect = board.zones.filter(
    (z) => z.kind === "building" && (z.box.x1 - z.box.x0 + 1) * (z.box.y1 - z.box.y0 + 1) === z.cells.length,
  );
  return rect.sort((a, b) => b.cells.length - a.cells.length)[0]!;
}

async function panelList(page: Page, testId: string): Promise<string[]> {
  const items = await page.locator(`[data-testid="${testId}"] li`).allTextContents();
  return items.map((s) => s.replace(/\s*\(.*\)$/, "")).sort();
}

describe("board viewer in Chromium", () => {
  let browser: Chromium;
  const baseUrl = inject("baseUrl");

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function openViewer(query = "", map = "core-3x3"): Promise<Page> {
    const page = await browser.context.newPage();
    await page.addInitScript(
      () => localStorage.getItem("horda.lang") || localStorage.setItem("horda.lang", "en"),
    );
    await page.goto(`${baseUrl}/maps/${map}${query}`);
    await boardPainted(page);
    return page;
  }

  it("draws every zone and door of the 3x3 core map with an accessible name, and marks unverified tiles", async () => {
    const page = await openViewer();
    expect(await page.locator(".zone[role=button]").count()).toBe(board.zones.length);
    expect(await page.locator(".door[role=button]").count()).toBe(board.doors.length);
    const first = await page.locator(".zone").first().getAttribute("aria-label");
    expect(first).toMatch(/^Zone Z1, street/);
    await expect(page.getByTestId("unverified").textContent()).resolves.toContain("1R");
    await screenshot(page, "viewer-3x3");
    await page.close();
  });

  it("shows what a hovered zone holds and the zones it sees", async () => {
    const page = await openViewer();
    const zone = rectangularBuilding();
    await page.locator(`.zone[data-zone="${zone.index}"]`).hover({ force: true });
    const panel = page.getByTestId("zone-panel");
    await expect(panel.locator("h2").textContent()).resolves.toBe(`Zone ${zone.id}`);
    const expected = expectedSightAndMoves(board, zone.index);
    expect(await panelList(page, "zone-sees")).toEqual(expected.sees);
    const moves = (await page.getByTestId("zone-moves").textContent()) ?? "";
    expect(moves.split(", ").filter((m) => m.startsWith("Z"))).toEqual(expected.moves);
    expect(await page.locator(".zone-seen").count()).toBe(expected.sees.length);
    await screenshot(page, "viewer-hover");
    await page.close();
  });

  it("lists zombies by type in the panel and names groups for assistive technology", async () => {
    const page = await openViewer("?zombies=200&survivors=4");
    const groups = page.locator(".pieces [role=img]");
    const labels = await groups.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
    const total = labels
      .filter((l) => /Walker|Runner|Brute|Abomination/.test(l))
      .reduce((n, l) => n + Number(/^(\d+)/.exec(l)?.[1] ?? 0), 0);
    expect(total).toBe(200);
    expect(labels.filter((l) => l.startsWith("Survivor "))).toHaveLength(4);
    const abomination = page.locator(".pieces [aria-label^='1 Abomination in zone']");
    const zoneId = /in zone (Z\d+)/.exec((await abomination.getAttribute("aria-label")) ?? "")?.[1];
    await abomination.hover();
    await expect(page.getByTestId("zone-panel").locator("h2").textContent()).resolves.toBe(`Zone ${zoneId}`);
    await expect(page.getByTestId("zone-contents").textContent()).resolves.toContain("1 Abomination");
    await screenshot(page, "viewer-crowd");
    await page.close();
  });

  it("pans and zooms with the buttons, the wheel, dragging and the keyboard", async () => {
    const page = await openViewer();
    const fit = await viewBox(page);
    await page.getByRole("button", { name: "Zoom in" }).click();
    const zoomed = await viewBox(page);
    expect(zoomed[2]).toBeCloseTo(fit[2]! / 1.25, 1);
    await expect(page.getByTestId("zoom-level").textContent()).resolves.toBe("125%");

    const box = (await page.getByTestId("board").boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -300);
    await expect.poll(async () => (await viewBox(page))[2]).toBeLessThan(zoomed[2]!);
    const wheeled = await viewBox(page);

    await page.mouse.move(box.x + 300, box.y + 300);
    await page.mouse.down();
    await page.mouse.move(box.x + 200, box.y + 250, { steps: 5 });
    await page.mouse.up();
    const dragged = await viewBox(page);
    expect(dragged[0]).toBeGreaterThan(wheeled[0]!);
    expect(dragged[1]).toBeGreaterThan(wheeled[1]!);
    expect(dragged[2]).toBeCloseTo(wheeled[2]!, 5);
    await screenshot(page, "viewer-zoomed");

    await page.getByTestId("board").focus();
    await page.keyboard.press("ArrowLeft");
    expect((await viewBox(page))[0]).toBeLessThan(dragged[0]!);
    await page.keyboard.press("0");
    expect(await viewBox(page)).toEqual(fit);
    await page.keyboard.press("+");
    expect((await viewBox(page))[2]).toBeLessThan(fit[2]!);
    await page.keyboard.press("-");
    expect((await viewBox(page))[2]).toBeCloseTo(fit[2]!, 5);
    await page.close();
  });

  it("reaches a door with Tab, reads its name and opens it with Enter", async () => {
    const page = await openViewer();
    await page.getByTestId("board").focus();
    let label = "";
    for (let i = 0; i < 400 && !label.startsWith("Door "); i++) {
      await page.keyboard.press("Tab");
      label = await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
    }
    expect(label).toMatch(/^Door D1, closed, between zones Z\d+ and Z\d+$/);
    const door = board.doors[0]!;
    const [a, b] = door.zones.map((z) => board.zones[z]!.id);
    expect(label).toBe(`Door D1, closed, between zones ${a} and ${b}`);
    await screenshot(page, "viewer-door-focus");

    await page.keyboard.press("Enter");
    const focused = page.locator(".door:focus");
    await expect(focused.getAttribute("aria-pressed")).resolves.toBe("true");
    await expect(focused.getAttribute("aria-label")).resolves.toBe(
      `Door D1, open, between zones ${a} and ${b}`,
    );

    // With the door open, its first zone reaches the second in one move; the panel says so.
    await page.locator(`.zone[data-zone="${door.zones[0]}"]`).focus();
    const moves = (await page.getByTestId("zone-moves").textContent()) ?? "";
    expect(moves.split(", ")).toContain(b);
    expect(expectedSightAndMoves(board, door.zones[0], new Set([0])).moves).toContain(b);
    expect(expectedSightAndMoves(board, door.zones[0]).moves).not.toContain(b);
    await page.close();
  });

  it("draws every kind of token and door state with its name (showcase map)", async () => {
    const page = await openViewer("?survivors=2", "token-showcase");
    const tokens = await page
      .locator(".tokens [role=img]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    expect(tokens).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Start spawn in zone Z\d+$/),
        expect.stringMatching(/^Blue spawn \(inactive\) in zone Z\d+$/),
        expect.stringMatching(/^Red objective in zone/),
        expect.stringMatching(/^Epic weapon crate in zone/),
        expect.stringMatching(/^Police car in zone/),
        expect.stringMatching(/^Noise ×3 in zone/),
        expect.stringMatching(/^Exit in zone/),
        expect.stringMatching(/^Token: Generator in zone/),
      ]),
    );
    expect(await page.locator(".tk-inactive").count()).toBe(1);
    const doors = await page
      .locator(".doors .door")
      .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    expect(doors).toEqual(expect.arrayContaining([expect.stringMatching(/^Door D\d+, open, blue, between/)]));
    expect(await page.locator(".doors .door-open").count()).toBe(2);
    await expect(page.locator(".pieces [aria-label^='2 Runners']").count()).resolves.toBe(1);
    await screenshot(page, "viewer-showcase");
    await page.getByRole("button", { name: "Zoom in" }).click();
    await page.getByRole("button", { name: "Zoom in" }).click();
    await screenshot(page, "viewer-showcase-zoomed");
    await page.close();
  });
});
