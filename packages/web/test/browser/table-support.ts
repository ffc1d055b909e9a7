import type { Page } from "playwright-core";
import { expect } from "vitest";
import { boardPainted } from "./support/page-helpers.ts";

/** Zone ids the armed command (or the free-mode tool) can aim at, as the table lists them. */
export async function targets(page: Page): Promise<string[]> {
  const raw = await page.locator(".table-board").getAttribute("data-targets");
  return (raw ?? "").split(" ").filter(Boolean);
}

export const zone = (page: Page, id: string) => page.locator(`.zone[aria-label^="Zone ${id},"]`);
export const log = async (page: Page) => (await page.getByTestId("log").textContent()) ?? "";
/** The survivor's dashboard line: "Wounds: 0/3 · Z4 · Actions left: 3". */
export const wounds = (page: Page, id: string) => page.getByTestId(`survivor-${id}`).getByTestId("wounds");

export async function zoneOf(page: Page, id: string): Promise<string> {
  return ((await wounds(page, id).textContent()) ?? "").split("·")[1]?.trim() ?? "";
}

export interface NewGame {
  readonly sandbox?: boolean;
  readonly seed?: string;
  /** The mission or map to play, by its shown name (default: Cold Storage, the board these tests were written on). */
  readonly playable?: string;
  /** Untick the starting deal, so survivors start with empty hands. */
  readonly noStartingDeal?: boolean;
  /** Survivor ids for player 1 besides the form's default (Josh), by their shown names. */
  readonly alsoSurvivors?: readonly string[];
  /** Survivors the form gives player 1 that are left out of this game, by their shown names. */
  readonly notSurvivors?: readonly string[];
  /** Options of the form to tick, by their labels ("Resurrection: a survivor killed by the zombies..."). */
  readonly tick?: readonly RegExp[];
  /** The rules profile the form and then the table must name ("Zombicide classic (Season 1)"). */
  readonly profile?: RegExp;
}

/** Starts a game from /new (English pages) and waits for the board. */
export async function newGame(page: Page, baseUrl: string, o: NewGame = {}): Promise<void> {
  await page.addInitScript(
    () => localStorage.getItem("horda.lang") || localStorage.setItem("horda.lang", "en"),
  );
  await page.goto(`${baseUrl}/new`);
  await page.getByRole("heading", { name: "New game" }).waitFor();
  await page.getByLabel("Mission or map").selectOption({ label: o.playable ?? "Cold Storage" });
  if (o.sandbox) await page.getByLabel(/Free mode/).check();
  if (o.noStartingDeal) await page.getByLabel(/Deal the starting equipment/).uncheck();
  if (o.seed) await page.getByLabel("Seed").fill(o.seed);
  // Exact names: a classic survivor's Zombivor side is listed too ("Who plays Wanda (Zombivor)").
  const who = (name: string) => page.getByLabel(`Who plays ${name}`, { exact: true });
  for (const name of o.alsoSurvivors ?? []) await who(name).selectOption("0");
  for (const name of o.notSurvivors ?? []) await who(name).selectOption("-1");
  for (const option of o.tick ?? []) await page.getByLabel(option).check();
  const profile = o.profile;
  if (profile) await expect.poll(() => page.getByTestId("rule-profile").textContent()).toMatch(profile);
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.waitForURL(/\/table\/g[0-9a-f]+$/);
  await boardPainted(page);
  if (profile) expect(await page.getByTestId("table-rule-profile").textContent()).toMatch(profile);
}

/** Free mode: moves a piece by hand (piece tool, then a click on the zone). */
export async function putPiece(page: Page, piece: string, to: string): Promise<void> {
  await page.getByLabel("Piece to move").selectOption(piece);
  await zone(page, to).click({ force: true });
  await page.waitForFunction(
    ([p, z]) =>
      document
        .querySelector(`[data-testid="survivor-${p}"] [data-testid="wounds"]`)
        ?.textContent?.includes(`· ${z}`) ?? true,
    [piece, to],
  );
}

/** Free mode: adds `count` zombies of a type in a zone, then puts the clicks back to normal play. */
export async function addZombies(page: Page, type: string, at: string, count = 1): Promise<void> {
  await page.getByLabel("Zombie to add").selectOption(type);
  for (let i = 0; i < count; i++) await zone(page, at).click({ force: true });
  await page.getByLabel("Zombie to add").selectOption("");
}

/** Free mode: "draw a specific card" for a survivor. */
export async function giveCard(page: Page, survivor: string, card: string): Promise<void> {
  const form = page.getByTestId("draw-card");
  await form.getByLabel("Survivor who takes it").selectOption(survivor);
  await form.getByLabel("Card").selectOption(card);
  await form.getByRole("button", { name: "Give the card" }).click();
}

/** A closed neutral door between a street zone and a building zone, read from the doors' accessible names. */
export async function streetDoor(page: Page): Promise<{ door: string; street: string; building: string }> {
  const labels = await page
    .locator(".door")
    .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
  for (const label of labels) {
    const m = /^Door (\S+), closed, between zones (\S+) and (\S+)$/.exec(label);
    if (!m) continue;
    const [, door, a, b] = m as unknown as [string, string, string, string];
    const kind = async (z: string) => (await zone(page, z).getAttribute("aria-label")) ?? "";
    const [ka, kb] = [await kind(a), await kind(b)];
    if (ka.includes(", street") && kb.includes(", building")) return { door, street: a, building: b };
    if (kb.includes(", street") && ka.includes(", building")) return { door, street: b, building: a };
  }
  throw new Error(`no closed neutral street door among ${labels.length} doors`);
}

/** Plays on until the end screen: skips playbacks, answers decisions with their first answer, ends turns. */
export async function playToEnd(page: Page, maxSteps = 60): Promise<void> {
  for (let i = 0; i < maxSteps; i++) {
    if (await page.getByTestId("end-screen").isVisible()) return;
    if (await page.getByTestId("playback").isVisible()) await page.keyboard.press("Escape");
    else if (await page.getByTestId("decision").isVisible())
      await page.getByTestId("decision").getByRole("button").first().click();
    else {
      const end = page.getByRole("button", { name: /End \S+ turn/ }).first();
      if (!(await end.isVisible())) {
        const side = await page.locator(".table-side").textContent();
        throw new Error(`nothing to do and the game is not over: ${side}`);
      }
      await end.click();
    }
    await page.waitForTimeout(50);
  }
  throw new Error("the game did not end");
}

/** Zombies drawn on the board, summed from the zombie groups' accessible names ("3 Walkers in zone Z7"). */
export async function zombiesOnBoard(page: Page): Promise<number> {
  const labels = await page
    .locator(".pieces [aria-label]")
    .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
  return labels
    .filter((l) => !l.startsWith("Survivor "))
    .reduce((n, l) => n + (Number(/^(\d+) /.exec(l)?.[1]) || 1), 0);
}

/** Ids of the zones whose accessible name matches `what` ("Red objective", "Exit"). */
export async function zonesWith(page: Page, what: RegExp): Promise<string[]> {
  const labels = await page
    .locator(".zone")
    .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
  return labels.filter((l) => what.test(l)).map((l) => /^Zone (\S+),/.exec(l)?.[1] ?? "");
}

/** Ends the acting survivor's turn and plays the zombies' phase through (playback skipped, first answers). */
export async function nextRound(page: Page): Promise<void> {
  const status = page.getByTestId("table-status");
  const round = (await status.textContent())?.match(/Round (\d+)/)?.[1];
  await page
    .getByRole("button", { name: /End \S+ turn/ })
    .first()
    .click();
  for (let i = 0; i < 40; i++) {
    if (!(await status.textContent())?.includes(`Round ${round}`)) break;
    if (await page.getByTestId("playback").isVisible()) await page.keyboard.press("Escape");
    else if (await page.getByTestId("decision").isVisible())
      await page.getByTestId("decision").getByRole("button").first().click();
    await page.waitForTimeout(50);
  }
  if (await page.getByTestId("playback").isVisible()) await page.keyboard.press("Escape");
}

/**
 * Picks a survivor to act: ends the turn of another survivor who has started acting, then clicks the name button
 * on the survivor's dashboard (a survivor whose turn has not started yet just hands over).
 */
export async function act(page: Page, id: string): Promise<void> {
  const end = page.getByRole("button", { name: /End \S+ turn/ }).first();
  const now = page.locator(".survivor-card.selected [data-testid='actions-left']");
  const started = async () => !(await now.allTextContents()).join(" ").includes("turn not started");
  if (
    (await end.isVisible()) &&
    !((await end.textContent()) ?? "").toLowerCase().includes(id) &&
    (await started())
  ) {
    await end.click();
    await page.waitForTimeout(100);
  }
  const card = page.getByTestId(`survivor-${id}`);
  const name = (await card.getByRole("button").first().textContent()) ?? "";
  await card.getByRole("button", { name }).first().click();
}

/** Ends every survivor's turn and plays the zombies' phase through, until the round number changes. */
export async function endRound(page: Page): Promise<void> {
  const status = page.getByTestId("table-status");
  const round = (await status.textContent())?.match(/Round (\d+)/)?.[1];
  for (let i = 0; i < 80; i++) {
    if (!(await status.textContent())?.includes(`Round ${round}`)) break;
    if (await page.getByTestId("playback").isVisible()) await page.keyboard.press("Escape");
    else if (await page.getByTestId("decision").isVisible())
      await page.getByTestId("decision").getByRole("button").first().click();
    else {
      const end = page.getByRole("button", { name: /End \S+ turn/ }).first();
      if (await end.isVisible()) await end.click();
    }
    await page.waitForTimeout(60);
  }
  if (await page.getByTestId("playback").isVisible()) await page.keyboard.press("Escape");
}
