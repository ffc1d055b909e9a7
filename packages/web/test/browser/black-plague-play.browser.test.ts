import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Chromium, launchChromium } from "./support/chromium.ts";
import { boardPainted, screenshot } from "./support/page-helpers.ts";
import { ARTIFACTS_DIR } from "./support/paths.ts";

// Issue 16 (the table): a quest started from the Black Plague page and played by clicking, in English and in
// Portuguese. Free mode stacks the table (the seed app's "draw a specific card" and its pieces by hand, each edit a
// logged table edit): Ann throws Dragon Bile on a Necromancer and two Walkers and lights it with a Torch (Dragon
// Fire kills them all; the players remove the Necromancer's Spawn Zone), casts a Fireball with the Magic Action, takes the blue
// key and opens the blue Vault door, and walks into the Vault. The dashboard says XP, never Adrenaline.
const baseUrl = inject("baseUrl");
let browser: Chromium;

beforeAll(async () => {
  browser = await launchChromium({ width: 1440, height: 900 });
});
afterAll(async () => browser.close());

/** What each language's table calls the things the test clicks. */
const WORDS = {
  en: {
    start: "Start this quest",
    newGame: "New game",
    sandbox: /Free mode/,
    seed: "Seed",
    deal: /Deal the starting equipment/,
    begin: "Start the game",
    bile: "Throw Dragon Bile",
    torch: "Light Dragon Fire with Torch",
    fireball: "Cast Fireball",
    objective: "Take the objective",
    door: /^\d? ?Open door D\d+ with Dagger$/,
    move: /^\d?\s*Move$/,
    endTurn: "End Ann's turn",
    reorganize: "Reorganize (1 Action)",
    artefact: "Take the Vault artefact: Orcish Crossbow",
    keep: "Keep this layout",
    crossbow: "Orcish Crossbow",
    logArtefact: "Ann takes the Vault artefact Orcish Crossbow in Z6",
    xp: /^XP \d+ · Danger level/,
    logBile: "Ann throws Dragon Bile into Z7",
    logFire: "Ann lights the Dragon Bile in Z7: Dragon Fire!",
    logNecro: "Ann killed a Necromancer: the Spawn Zone in Z7 is removed",
    logXp: /Ann gains \d+ XP \(3 zombies killed\)/,
    body: "Body",
    bodyCard: "Chain Mail",
    citation: /black-plague §\d+/,
    logSpell: /Ann (kills|misses|hits).*Fireball|Fireball/,
    logDoor: /Ann opens door D\d+ with Dagger/,
    vault: "vault (no sight in or out, no Search)",
    necroOnBoard: /Necromancer/,
  },
  "pt-BR": {
    start: "Começar esta missão",
    newGame: "Nova partida",
    sandbox: /Modo livre/,
    seed: "Semente",
    deal: /Distribuir o equipamento inicial/,
    begin: "Começar a partida",
    bile: "Atirar Bílis de Dragão",
    torch: "Acender Fogo de Dragão com Tocha",
    fireball: "Lançar Bola de Fogo",
    objective: "Pegar o objetivo",
    door: /^\d? ?Abrir a porta D\d+ com Adaga$/,
    move: /^\d?\s*Mover$/,
    endTurn: "Encerrar o turno de Ann",
    reorganize: "Reorganizar (1 Ação)",
    artefact: "Pegar o Artefato de Cripta: Besta Orc",
    keep: "Ficar com esta arrumação",
    crossbow: "Besta Orc",
    logArtefact: "Ann pega o Artefato de Cripta Besta Orc em Z6",
    xp: /^XP \d+ · Nível de perigo/,
    logBile: "Ann atira Bílis de Dragão em Z7",
    logFire: "Ann acende a Bílis de Dragão em Z7: Fogo de Dragão!",
    logNecro: "Ann matou um Necromante",
    logXp: /Ann ganha \d+ XP \(3 zumbis mortos\)/,
    body: "Corpo",
    bodyCard: "Cota de Malha",
    citation: /black-plague §\d+ \(/,
    logSpell: /Bola de Fogo/,
    logDoor: /Ann abre a porta D\d+ com Adaga/,
    vault: "cripta (sem visão para dentro ou fora, sem Procurar)",
    necroOnBoard: /Necromante/,
  },
} as const;
type Lang = keyof typeof WORDS;

/**
 * English words that must not show in the Portuguese log (the leaks issue 16 found, and their neighbours); ids (a
 * mission rule's "blue-key-opens-vault", in quotes or not) are not words.
 */
const ENGLISH =
  /\b(killed|kills|throws|gains|zombies?|Molotov|Action|Objective|taken|with|into|the|opens|moves|spawn|noisy|attack|table|edit|free|mode|melee|ranged|rule|mission|goal)\b/g;
const untranslated = (text: string) =>
  text
    .replace(/"[^"]*"/g, "")
    .replace(/\S*\w-\w\S*/g, "")
    .match(ENGLISH) ?? [];

const zoneEl = (page: Page, id: string) =>
  page.locator(`.zone[aria-label^="Zone ${id},"], .zone[aria-label^="Zona ${id},"]`);
const log = async (page: Page) => (await page.getByTestId("log").textContent()) ?? "";

/** Aims at a zone as a keyboard player does: focus it on the board, press Enter. */
async function pick(page: Page, id: string): Promise<void> {
  await zoneEl(page, id).focus();
  await page.keyboard.press("Enter");
}

/** Free mode: draw a named card for Ann (the only survivor). */
async function give(page: Page, card: string): Promise<void> {
  const form = page.getByTestId("draw-card");
  const before = await page.getByTestId("log").locator(":scope > li").count();
  await form.locator("select").nth(1).selectOption(card);
  await form.getByRole("button").click();
  await expect.poll(() => page.getByTestId("log").locator(":scope > li").count()).toBeGreaterThan(before);
}

/** Free mode: zombies of a type into a zone, then clicks back to normal play. */
async function add(page: Page, type: string, at: string, n = 1): Promise<void> {
  await page.locator("#sandbox-zombie").selectOption(type);
  for (let i = 0; i < n; i++) await pick(page, at);
  await page.locator("#sandbox-zombie").selectOption("");
}

/** Free mode: Ann put in a zone by hand. */
async function put(page: Page, at: string): Promise<void> {
  await page.locator("#sandbox-piece").selectOption("ann");
  await pick(page, at);
  await page.locator("#sandbox-piece").selectOption("");
  await expect.poll(() => page.getByTestId("survivor-ann").getByTestId("wounds").textContent()).toContain(at);
}

/** Lets the zombies' turn play out (the playback skipped), then chooses Ann for her next turn. */
async function zombiesPlay(page: Page, words: (typeof WORDS)[Lang]): Promise<void> {
  const ann = page.getByTestId("survivor-ann");
  for (let i = 0; i < 60; i++) {
    const skip = page.getByTestId("playback-skip");
    if (await skip.isVisible()) await skip.click();
    else if (await page.getByRole("button", { name: words.move }).isVisible()) return;
    else if (await ann.getByRole("button", { name: "Ann", exact: true }).isVisible())
      await ann.getByRole("button", { name: "Ann", exact: true }).click();
    await page.waitForTimeout(150);
  }
  await page.screenshot({ path: join(ARTIFACTS_DIR, "black-plague-play-stuck.png"), fullPage: true });
  throw new Error(`Ann never got her turn back: ${await page.locator(".table-side").last().textContent()}`);
}

/** The board's part of the screen (the shots of the whole page are too tall to read on a phone). */
async function boardShot(page: Page, name: string): Promise<void> {
  await page.getByTestId("board").scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) });
}

async function playTheSealedVault(lang: Lang): Promise<Page> {
  const w = WORDS[lang];
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript((l) => localStorage.setItem("horda.lang", l), lang);
  await page.goto(`${baseUrl}/black-plague`);
  await page.locator('[data-quest="bp-sealed-vault"]').getByRole("link", { name: w.start }).click();
  await page.getByRole("heading", { name: w.newGame }).waitFor();
  await page.getByLabel(w.sandbox).check();
  await page.getByLabel(w.seed).fill("black-plague-play");
  await page.getByLabel(w.deal).uncheck();
  await page.getByRole("button", { name: w.begin }).click();
  await page.waitForURL(/\/table\/g[0-9a-f]+$/);
  await boardPainted(page);
  const ann = page.getByTestId("survivor-ann");
  await expect.poll(() => ann.getByTestId("danger").textContent()).toMatch(w.xp);

  // Dragon Bile on a Necromancer and two Walkers next door, lit by a Torch: Dragon Fire.
  await give(page, "dragon-bile");
  await give(page, "torch");
  await add(page, "walker", "Z7", 2);
  await add(page, "necromancer", "Z7");
  expect(await zoneEl(page, "Z7").getAttribute("aria-label")).toMatch(w.necroOnBoard);
  await expect.poll(() => page.locator(".pieces .zombie-necromancer").count()).toBe(1);
  const spawnsBefore = await page.locator(".tk-spawn, .token [class*='spawn']").count();
  await page.getByRole("button", { name: w.bile }).click();
  await pick(page, "Z7");
  await expect.poll(() => log(page)).toContain(w.logBile);
  await expect.poll(() => page.locator(".tk-dragon-bile").count()).toBe(1);
  await boardShot(page, `black-plague-play-${lang}-1440-bile`);
  await page.getByRole("button", { name: w.torch }).click();
  await pick(page, "Z7");
  await expect.poll(() => log(page)).toContain(w.logFire);
  // The dead Necromancer takes a Spawn Zone away: the players choose which (its own, in Z7).
  const decision = page.getByTestId("decision");
  await decision.waitFor();
  await boardShot(page, `black-plague-play-${lang}-1440-necromancer-dead`);
  await decision.getByRole("button", { name: /Z7/ }).first().click();
  await expect.poll(() => log(page)).toContain(w.logNecro);
  expect(await log(page)).toContain(w.logNecro);
  expect(await log(page)).toMatch(w.logXp);
  // The fire burns on the board for this move; the Bile token and the Necromancer's Spawn Zone are gone.
  await expect.poll(() => page.locator(".tk-dragon-fire").count()).toBe(1);
  expect(await page.locator(".tk-dragon-bile").count()).toBe(0);
  expect(await page.locator(".pieces .zombie-necromancer").count()).toBe(0);
  expect(await page.locator(".tk-spawn, .token [class*='spawn']").count()).toBeLessThan(spawnsBefore);
  await boardShot(page, `black-plague-play-${lang}-1440-fire`);

  // A Fireball at three Walkers in sight: the Magic Action.
  await give(page, "fireball");
  await add(page, "walker", "Z7", 3);
  await expect.poll(() => ann.locator(".slot-spell").count()).toBe(1);
  await page.getByRole("button", { name: w.fireball }).click();
  await pick(page, "Z7");
  await expect.poll(() => log(page)).toMatch(w.logSpell);
  await screenshot(page, `black-plague-play-${lang}-1440-spell`);
  await zombiesPlay(page, w);

  // The blue key opens the Vault's blue door; Ann walks into the Vault.
  await give(page, "dagger");
  await put(page, "Z1");
  await page.getByRole("button", { name: w.objective }).click();
  await put(page, "Z5");
  await page.getByRole("button", { name: w.door }).first().click();
  await expect.poll(() => log(page)).toMatch(w.logDoor);
  expect(await zoneEl(page, "Z6").getAttribute("aria-label")).toContain(w.vault);
  await page.getByRole("button", { name: w.move }).click();
  await pick(page, "Z6");
  await expect.poll(() => ann.getByTestId("wounds").textContent()).toContain("Z6");
  await expect.poll(() => ann.getByTestId("danger").textContent()).toMatch(w.xp);
  await boardShot(page, `black-plague-play-${lang}-1440-vault`);

  // Next round, Ann wears Chain Mail: the dashboard shows the Body slot between the Hands and the Backpack.
  await page.getByRole("button", { name: w.endTurn }).click();
  await zombiesPlay(page, w);
  const body = ann.getByTestId("body-slot");
  await expect.poll(() => body.textContent()).toMatch(new RegExp(`${w.body}|vazio|empty`));
  await give(page, "chain-mail");
  await ann.locator('[data-slot^="ann:"]').filter({ hasText: w.bodyCard }).first().locator("button").click();
  await ann.locator('[data-slot="ann:body:0"] button').click();
  await ann.getByRole("button", { name: w.reorganize }).click();
  await expect.poll(() => body.textContent()).toContain(w.bodyCard);
  expect(await ann.getByRole("heading", { name: w.body }).count()).toBe(1);

  // A Vault artefact the quest laid in the Vault: taken with 1 Action, kept in the Backpack.
  const artefacts = await page.locator(".tk-vault-artefact").count();
  expect(artefacts).toBe(2);
  await page.getByRole("button", { name: w.artefact }).click();
  const keep = page.locator(".keep-layout");
  await keep.waitFor();
  await keep.locator('[data-slot="#found:backpack:0"] button').click();
  await keep.locator('[data-slot="ann:backpack:0"] button').click();
  await keep.getByRole("button", { name: w.keep }).click();
  await expect.poll(() => log(page)).toContain(w.logArtefact);
  await expect.poll(() => ann.textContent()).toContain(w.crossbow);
  await expect.poll(() => page.locator(".tk-vault-artefact").count()).toBe(artefacts - 1);
  await screenshot(page, `black-plague-play-${lang}-1440`);

  // The log cites the Black Plague book, never the 2E one, and (in Portuguese) says nothing in English.
  const text = await log(page);
  expect(text).toMatch(w.citation);
  expect(text).not.toContain("core-2e");
  if (lang === "pt-BR") {
    expect(untranslated(text)).toEqual([]);
    expect(untranslated((await ann.textContent()) ?? "")).toEqual([]);
  }
  // The same table on a phone: never wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0))
    .toBeLessThanOrEqual(390);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(ARTIFACTS_DIR, `black-plague-play-${lang}-390.png`) });
  await boardShot(page, `black-plague-play-${lang}-390-board`);
  await ann.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(ARTIFACTS_DIR, `black-plague-play-${lang}-390-ann.png`) });
  return page;
}

describe("a Black Plague quest played at the table", () => {
  it("in Portuguese: Dragon Fire, a Necromancer killed, a spell cast, the Vault opened", async () => {
    const page = await playTheSealedVault("pt-BR");
    await page.close();
  }, 180_000);

  it("in English: the same quest, the same steps", async () => {
    const page = await playTheSealedVault("en");
    await page.close();
  }, 180_000);
});
