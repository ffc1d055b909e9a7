import type { Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { type Chromium, launchChromium } from "./support/chromium.ts";
import { screenshot } from "./support/page-helpers.ts";
import { othersHands, type SavedGame, stateAfter } from "./zurvivors-replay.ts";

const SAVED_KEY = "horda.zurvivors.game";
const CONTROLS =
  '[data-testid="zv-hand"] button, [data-testid="zv-actions"] button, [data-testid="zv-decision"] button';

interface Snapshot {
  seq: number;
  viewer: string;
  ended: boolean;
  controls: number;
  cards: string[];
  handCards: string[];
  saved: SavedGame | null;
}

/** The page's rendered state in one synchronous look: seq, every card id in the DOM, the saved game. */
function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(
    ({ key, controls }) => {
      const table = document.querySelector('[data-testid="zv-table"]');
      const ids = (sel: string) =>
        [...document.querySelectorAll(sel)].map((e) => e.getAttribute("data-card") ?? "");
      return {
        seq: Number(table?.getAttribute("data-seq") ?? "-1"),
        viewer: table?.getAttribute("data-viewer") ?? "",
        ended: document.querySelector('[data-testid="zv-end"]') !== null,
        controls: document.querySelectorAll(controls).length,
        cards: ids("[data-card]"),
        handCards: ids('[data-testid="zv-hand"] [data-card]'),
        saved: JSON.parse(sessionStorage.getItem(key) ?? "null"),
      };
    },
    { key: SAVED_KEY, controls: CONTROLS },
  );
}

/** Waits until the page has something for the person to do, or the game is over. */
async function nextTurn(page: Page): Promise<Snapshot> {
  for (let i = 0; i < 400; i++) {
    const s = await snapshot(page);
    if (s.ended || (s.controls > 0 && s.saved && s.saved.commands.length >= s.seq)) return s;
    await page.waitForTimeout(25);
  }
  throw new Error("the table neither asked the person anything nor ended");
}

type Step = "decision" | "actions" | "escape" | "place";

/** The person's simple rule: answer a dialog with its first option, escape when possible, else the first card. */
async function nextStep(page: Page): Promise<{ step: Step; act: () => Promise<void> }> {
  const dialog = page.getByTestId("zv-decision");
  if ((await dialog.count()) > 0)
    return { step: "decision", act: () => dialog.getByRole("button").first().click() };
  const actions = page.getByTestId("zv-actions");
  if ((await actions.count()) > 0)
    return { step: "actions", act: () => actions.getByRole("button").first().click() };
  const hand = page.getByTestId("zv-hand");
  const escapes = hand.getByRole("button", { name: /^Escape with combination/ });
  if ((await escapes.count()) > 0) return { step: "escape", act: () => escapes.first().click() };
  return { step: "place", act: () => hand.getByRole("button").first().click() };
}

describe("Zurvivors table in Chromium", () => {
  let browser: Chromium;
  const baseUrl = inject("baseUrl");

  beforeEach(async () => {
    browser = await launchChromium({ width: 1400, height: 1000 });
  });
  afterEach(async () => {
    await browser?.close();
  });

  it("plays a 4-seat game, one person and three bots, to the end screen without showing other hands", async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.addInitScript(() => localStorage.setItem("horda.lang", "en"));
    await page.goto(`${baseUrl}/zurvivors`);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Zurvivors: set up a table");
    await expect(page.getByLabel("Number of players").inputValue()).resolves.toBe("4");
    const seat1 = page.getByRole("group", { name: "Seat 1" });
    await expect(seat1.getByLabel("A person at this screen").isChecked()).resolves.toBe(true);
    for (const n of [2, 3, 4]) {
      await expect(
        page
          .getByRole("group", { name: `Seat ${n}` })
          .getByLabel("Bot")
          .isChecked(),
      ).resolves.toBe(true);
    }
    await page.getByLabel("Seed").fill("chromium-4");
    await page.getByLabel("Bot pause (milliseconds)").fill("0");
    await screenshot(page, "zurvivors-lobby-en");
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.getByTestId("zv-table").waitFor();
    expect(new URL(page.url()).search).toBe("?players=4&humans=p1&seed=chromium-4&delay=0");

    const counts: Record<string, number> = {};
    let last: Snapshot | null = null;
    for (let turn = 0; turn < 600; turn++) {
      const s = await nextTurn(page);
      last = s;
      if (s.ended) break;
      expect(s.viewer).toBe("p1");
      const state = stateAfter(4, "chromium-4", s.saved!, s.seq);
      // The person's hand is on screen exactly, and no card of another seat's hand is anywhere in the DOM.
      expect([...s.handCards].sort()).toEqual([...state.players.p1!.hand].sort());
      const leaked = othersHands(state, "p1").filter((c) => s.cards.includes(c));
      expect(leaked).toEqual([]);
      if (turn === 0) await screenshot(page, "zurvivors-first-placement");
      const { step, act } = await nextStep(page);
      counts[step] = (counts[step] ?? 0) + 1;
      if (counts[step] === 1 && step !== "place") await screenshot(page, `zurvivors-${step}`);
      if (turn === 12) await screenshot(page, "zurvivors-mid-game");
      await act();
      await expect
        .poll(async () => (await snapshot(page)).seq !== s.seq || (await snapshot(page)).ended)
        .toBe(true);
    }
    expect(last?.ended).toBe(true);
    expect(counts.place).toBeGreaterThan(3);

    const end = page.getByTestId("zv-end");
    const headline = (await page.getByTestId("zv-end-headline").textContent()) ?? "";
    const outcome = await end.getAttribute("data-outcome");
    const saved = (await snapshot(page)).saved!;
    const final = stateAfter(4, "chromium-4", saved, saved.commands.length);
    expect(final.result?.outcome).toBe(outcome);
    if (outcome === "zombies") expect(headline).toBe("The zombies win!");
    else {
      const names = final.result!.winners.map(
        (s) => final.set.survivors.cards.find((c) => c.id === final.players[s]!.survivor)!.names.en,
      );
      for (const name of names) expect(headline).toContain(name);
      expect(headline).toMatch(/ wins!$| share the victory!$/);
    }
    await expect(page.getByRole("log").locator("li").count()).resolves.toBeGreaterThan(50);
    await screenshot(page, "zurvivors-end-en");

    await page.getByLabel("Language").selectOption("pt-BR");
    await expect
      .poll(() => page.getByTestId("zv-end-headline").textContent())
      .toMatch(/venceu!$|dividem a vitória!$|^Os zumbis venceram!$/);
    await expect(page.getByRole("heading", { name: "Fim de jogo" }).count()).resolves.toBe(1);
    await screenshot(page, "zurvivors-end-pt-BR");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("covers the table between two people on one screen and shows each hand only to its owner", async () => {
    const page = await browser.context.newPage();
    await page.addInitScript(() => localStorage.setItem("horda.lang", "pt-BR"));
    await page.goto(`${baseUrl}/zurvivors/play?players=3&humans=p1,p2&seed=hot-seat&delay=0`);
    const cover = page.getByTestId("zv-cover");
    await cover.waitFor();
    const first = await snapshot(page);
    expect(first.viewer).toBe("spectator");
    expect(first.handCards).toEqual([]);
    await expect(page.getByTestId("zv-hand").count()).resolves.toBe(0);
    const title = (await cover.getByRole("heading").textContent()) ?? "";
    expect(title).toMatch(/^Passe o aparelho para /);
    await screenshot(page, "zurvivors-pass-device");
    await cover.getByRole("button", { name: /^Sou .+: mostrar minha mão$/ }).click();
    await page.getByTestId("zv-hand").waitFor();
    const shown = await snapshot(page);
    expect(shown.viewer).toBe("p1");
    const state = stateAfter(3, "hot-seat", shown.saved!, shown.seq);
    expect([...shown.handCards].sort()).toEqual([...state.players.p1!.hand].sort());
    expect(othersHands(state, "p1").filter((c) => shown.cards.includes(c))).toEqual([]);
    await page.getByTestId("zv-hand").getByRole("button").first().click();
    // The second person is asked next, behind the cover again.
    await cover.waitFor();
    await expect(cover.getByRole("heading").textContent()).resolves.not.toBe(title);
    await expect(page.getByTestId("zv-hand").count()).resolves.toBe(0);
    await page.close();
  });
});
