import type { Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { type Chromium, launchChromium } from "./support/chromium.ts";
import { boardPainted, screenshot } from "./support/page-helpers.ts";
import { addZombies, newGame, putPiece, targets, zone, zoneOf, zonesWith } from "./table-support.ts";

const SEED = "horda-shell-1";

/** Whether the element's box lies inside the viewport (no scrolling needed to see it). */
async function inViewport(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).first().boundingBox();
  const size = page.viewportSize();
  return box !== null && size !== null && box.y >= 0 && box.y + box.height <= size.height && box.width > 0;
}

/** The page is no wider than the screen: nothing to scroll sideways. */
async function noSidewaysScroll(page: Page): Promise<{ scroll: number; client: number }> {
  return page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
}

describe("the table shell in Chromium: the mission in view, one screen, wounds, phones", () => {
  let browser: Chromium;
  const baseUrl = inject("baseUrl");
  afterEach(async () => {
    await browser?.close();
  });

  describe("at 1440x900", () => {
    beforeEach(async () => {
      browser = await launchChromium({ width: 1440, height: 900 });
    });

    it("shows the goals with progress; a taken objective leaves the board; the blue door's lock", async () => {
      const page = await browser.context.newPage();
      await newGame(page, baseUrl, { playable: "First Night", sandbox: true, seed: SEED });
      const goals = page.getByTestId("mission-goals");
      await expect(goals.textContent()).resolves.toContain("Take the red Objectives: 0 of 2");
      await expect(goals.textContent()).resolves.toContain("All survivors out through the Exit: 0 of 1");
      await expect(page.getByTestId("mission-lose").textContent()).resolves.toContain(
        "Any survivor is eliminated",
      );
      // The blue door is locked until the blue key is taken.
      const blue = page.locator(".door.door-blue");
      await expect(blue.first().getAttribute("aria-label")).resolves.toMatch(/, blue, locked,/);
      await expect(page.locator(".doors .door-blue .door-lock").count()).resolves.toBeGreaterThan(0);

      const reds = await zonesWith(page, /Red objective/);
      expect(reds.length).toBe(2);
      const at = reds[0] as string;
      await putPiece(page, "josh", at);
      await page.getByRole("button", { name: "Take the objective" }).click();
      await expect.poll(() => goals.textContent()).toContain("Take the red Objectives: 1 of 2");
      // The token is gone from the board: its zone no longer names it, and one red objective glyph is left.
      await expect.poll(() => zonesWith(page, /Red objective/)).toEqual(reds.slice(1));
      await expect(page.locator(".tokens .tk-objective.tk-colour-red").count()).resolves.toBe(1);
      await screenshot(page, "shell-1440-objective-taken");

      // The blue key unlocks the blue doors: the lock goes and the mission event shows by the goals.
      const [key] = await zonesWith(page, /Blue objective/);
      await putPiece(page, "josh", key as string);
      await page.getByRole("button", { name: "Take the objective" }).click();
      await expect.poll(() => blue.first().getAttribute("aria-label")).toMatch(/, blue, unlocked,/);
      await expect(page.locator(".doors .door-blue .door-lock").count()).resolves.toBe(0);
      await expect(page.getByTestId("mission-events").textContent()).resolves.toMatch(/blue/i);
      await page.close();
    });

    it("keeps the board, the acting survivor's dashboard, the actions and the latest log in one screen", async () => {
      const page = await browser.context.newPage();
      await newGame(page, baseUrl, { seed: SEED, alsoSurvivors: ["Lili"] });
      const to = (await targets(page))[0] as string;
      await zone(page, to).click({ force: true });
      await expect.poll(() => page.getByTestId("log-tail").textContent()).toContain("Move");
      for (const id of ["board", "actions-left", "log-tail", "mission-goals"])
        expect(await inViewport(page, id), `${id} in view`).toBe(true);
      await expect(
        page
          .getByRole("button", { name: /End \S+ turn/ })
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // The survivor not acting has a compact card; a click on its piece picks it.
      const lili = page.getByTestId("survivor-lili");
      await expect(lili.getAttribute("class")).resolves.toContain("compact");
      // The hovered zone's panel sits under the board, never over a zone.
      await page.getByTestId("zone-panel").waitFor();
      const [svg, panel] = await Promise.all([
        page.getByTestId("board").boundingBox(),
        page.getByTestId("zone-panel").boundingBox(),
      ]);
      expect((panel?.y ?? 0) + 1).toBeGreaterThanOrEqual((svg?.y ?? 0) + (svg?.height ?? 0));
      expect((panel?.y ?? 0) + (panel?.height ?? 0)).toBeLessThanOrEqual(900);
      await screenshot(page, "shell-1440-one-screen");
      await page.close();
    });

    it("wound assignment: wounds left, each survivor's wounds, what the next does, a confirmation", async () => {
      const page = await browser.context.newPage();
      await newGame(page, baseUrl, { sandbox: true, seed: SEED, alsoSurvivors: ["Lili"] });
      // Zombie-side choices are asked (the new-game switch that answers them is off by default).
      const joshAt = await zoneOf(page, "josh");
      await putPiece(page, "lili", joshAt);
      await addZombies(page, "walker", joshAt, 3);
      for (let i = 0; i < 4 && !(await page.getByTestId("wound-info").isVisible()); i++) {
        const end = page.getByRole("button", { name: /End \S+ turn/ }).first();
        if (await end.isVisible()) await end.click();
        if (await page.getByTestId("playback").isVisible()) await page.keyboard.press("Escape");
        await page.waitForTimeout(100);
      }
      const info = page.getByTestId("wound-info");
      await info.waitFor();
      await expect(page.getByTestId("wounds-left").textContent()).resolves.toBe("3 wounds left to assign");
      await expect(page.getByTestId("wound-survivor-josh").textContent()).resolves.toBe(
        "Josh: 0 of 3 wounds — a wound now: 1 of 3, still in the game",
      );
      await screenshot(page, "shell-1440-wounds");
      const dialog = page.getByTestId("decision");
      await dialog.getByRole("button", { name: /Josh/ }).first().click();
      await expect.poll(() => page.getByTestId("wounds-left").textContent()).toBe("2 wounds left to assign");
      await dialog.getByRole("button", { name: /Josh/ }).first().click();
      await expect
        .poll(() => page.getByTestId("wound-survivor-josh").textContent())
        .toBe("Josh: 2 of 3 wounds — a wound now eliminates Josh: the game is lost");
      // The choice that loses the game is asked again; "No" keeps the decision open.
      await dialog.getByRole("button", { name: /Josh/ }).first().click();
      await page.getByTestId("confirm-loss").waitFor();
      await screenshot(page, "shell-1440-confirm-loss");
      await page.getByRole("button", { name: "No, choose again" }).click();
      await expect(page.getByTestId("confirm-loss").count()).resolves.toBe(0);
      await expect(page.getByTestId("wounds-left").textContent()).resolves.toBe("1 wound left to assign");
      await page.close();
    });
  });

  describe("at 1440x900, free mode", () => {
    beforeEach(async () => {
      browser = await launchChromium({ width: 1440, height: 900 });
    });

    it("the free-mode panel fits the screen beside the board, the card draw included", async () => {
      const page = await browser.context.newPage();
      await newGame(page, baseUrl, { sandbox: true, seed: SEED, noStartingDeal: true });
      await page.getByTestId("draw-card").waitFor();
      const box = await page.getByTestId("sandbox").boundingBox();
      expect((box?.y ?? 0) >= 0 && (box?.y ?? 0) + (box?.height ?? 0) <= 900, "free mode on screen").toBe(
        true,
      );
      const side = await page.locator(".table-side").evaluate((e) => e.scrollTop);
      expect(side).toBe(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await screenshot(page, "shell-1440-free-mode");
      await page.close();
    });
  });

  describe("at 390x844", () => {
    beforeEach(async () => {
      browser = await launchChromium({ width: 390, height: 844 }, { hasTouch: true });
    });

    it("no page scrolls sideways; the board fills the width; the actions stay pinned in reach", async () => {
      const page = await browser.context.newPage();
      await page.addInitScript(() => localStorage.setItem("horda.lang", "en"));
      for (const path of [
        "/",
        "/new",
        "/rules",
        "/zurvivors",
        "/zurvivors/play",
        "/maps/core-3x3",
        "/editor",
        "/lab",
        "/nope",
      ]) {
        await page.goto(`${baseUrl}${path}`);
        await page.locator("main h1, main h2").first().waitFor();
        if (path.startsWith("/maps")) await boardPainted(page);
        const { scroll, client } = await noSidewaysScroll(page);
        expect(scroll, path).toBeLessThanOrEqual(client);
      }
      await newGame(page, baseUrl, { seed: SEED });
      const { scroll, client } = await noSidewaysScroll(page);
      expect(scroll, "table").toBeLessThanOrEqual(client);
      const board = await page.getByTestId("board").boundingBox();
      expect(board?.width ?? 0).toBeGreaterThan(client * 0.9);
      // The controls are pinned to the bottom of the screen while the board is in view: End turn needs no scroll.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => inViewport(page, "table-controls")).toBe(true);
      const end = page.getByRole("button", { name: /End \S+ turn/ }).first();
      const endBox = await end.boundingBox();
      expect(endBox && endBox.y >= 0 && endBox.y + endBox.height <= 844, "End turn on screen").toBe(true);
      await screenshot(page, "shell-390-table");
      // Scrolled to the board's last row, the controls sit under it, not over it.
      await page.evaluate(() => {
        const board = document.querySelector("[data-testid=board]")?.getBoundingClientRect();
        const bar = document.querySelector("[data-testid=table-controls]")?.getBoundingClientRect();
        if (board && bar) window.scrollBy(0, board.bottom - window.innerHeight + bar.height + 4);
      });
      const [boardBox, barBox] = await Promise.all([
        page.getByTestId("board").boundingBox(),
        page.getByTestId("table-controls").boundingBox(),
      ]);
      expect((barBox?.y ?? 0) + 1, "controls below the board").toBeGreaterThanOrEqual(
        (boardBox?.y ?? 0) + (boardBox?.height ?? 0),
      );
      expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeLessThanOrEqual(844 + 1);
      await page.evaluate(() => window.scrollTo(0, 0));
      // As the page opens, the whole board is seen above the pinned controls, and the hints speak of taps.
      await expect
        .poll(async () => {
          const [b, c] = await Promise.all([
            page.getByTestId("board").boundingBox(),
            page.getByTestId("table-controls").boundingBox(),
          ]);
          return (b?.y ?? 0) + (b?.height ?? 0) <= (c?.y ?? 0) && (b?.y ?? -1) >= 0;
        })
        .toBe(true);
      await expect(page.getByTestId("table-controls").textContent()).resolves.toContain(
        "Tap a highlighted zone on the board.",
      );
      for (const part of ["table-controls", "board"])
        await expect(page.getByTestId(part).textContent()).resolves.not.toMatch(/click|mouse|Tab to/i);
      // A tap on a highlighted zone moves the survivor.
      const before = await zoneOf(page, "josh");
      const to = (await targets(page))[0] as string;
      await zone(page, to).tap({ force: true });
      await expect.poll(() => zoneOf(page, "josh")).not.toBe(before);
      await page.close();
    });
  });
});
