import { describe, expect, inject, it } from "vitest";
import { screenshot } from "./support/page-helpers.ts";
import { chromiumPerTest } from "./table-opening.ts";
import {
  addZombies,
  giveCard,
  log,
  newGame,
  nextRound,
  playToEnd,
  putPiece,
  streetDoor,
  targets,
  wounds,
  zombiesOnBoard,
  zone,
  zoneOf,
  zonesWith,
} from "./table-support.ts";

// A deterministic game: a fixed seed, free mode to arrange pieces and cards (each edit is a logged table edit),
// then real actions from `legal`: search, open a door (building spawn), melee kill, shoot into survivors
// (friendly-fire dialog), and the zombies finishing off a survivor (loss screen).
const SEED = "horda-browser-1";

describe("Zombicide table in Chromium: the core actions", () => {
  const chromium = chromiumPerTest({ width: 1180, height: 820 });
  const baseUrl = inject("baseUrl");

  it("searches, opens a door and sees the spawn, kills in melee, answers friendly fire, loses", async () => {
    const page = await chromium.newPage();
    await newGame(page, baseUrl, {
      sandbox: true,
      seed: SEED,
      noStartingDeal: true,
      alsoSurvivors: ["Lili", "Doug"],
    });
    await giveCard(page, "josh", "chainsaw");
    await giveCard(page, "lili", "sub-mg");
    await expect.poll(() => log(page)).toContain("Josh took Chainsaw from the Equipment deck into a Hand");
    await expect(page.getByTestId("survivor-lili").textContent()).resolves.toContain("Sub-MG");

    // Doug searches in the building behind a closed door.
    const { door, street, building } = await streetDoor(page);
    await page.getByTestId("survivor-doug").getByRole("button", { name: "Doug" }).click();
    await putPiece(page, "doug", building);
    await page.keyboard.press("s");
    await expect.poll(() => log(page)).toMatch(/Doug draws /);
    if (await page.getByTestId("decision").isVisible())
      await page.getByTestId("decision").getByRole("button").first().click();
    await screenshot(page, "table-searched");
    await page.getByRole("button", { name: "End Doug's turn" }).click();

    // Josh opens the door from the street: the building spawns, in the log and on the board.
    await page.getByTestId("survivor-josh").getByRole("button", { name: "Josh" }).click();
    await putPiece(page, "josh", street);
    const zombiesBefore = await zombiesOnBoard(page);
    await page.locator(`.door[aria-label^="Door ${door},"]`).click({ force: true });
    await expect.poll(() => log(page)).toContain(`Josh opens door ${door} with Chainsaw`);
    // The rush plays back step by step (the log following it); Escape skips to the board after it.
    if (await page.getByTestId("playback").isVisible()) await page.keyboard.press("Escape");
    await expect.poll(() => log(page)).toContain("A building opens");
    await expect(log(page)).resolves.toMatch(/appears? in /);
    await expect.poll(() => zombiesOnBoard(page)).toBeGreaterThan(zombiesBefore);
    await expect(
      page.locator(`.door[aria-label^="Door ${door},"]`).getAttribute("aria-pressed"),
    ).resolves.toBe("true");
    await screenshot(page, "table-door-spawn");

    // Josh kills a Walker in melee with the Chainsaw.
    const joshAt = await zoneOf(page, "josh");
    await addZombies(page, "walker", joshAt);
    await page.getByRole("button", { name: "Melee with Chainsaw" }).click();
    await expect.poll(() => log(page)).toMatch(new RegExp(`Josh kills a Walker in ${joshAt} with Chainsaw`));
    await screenshot(page, "table-melee-kill");
    await page.getByRole("button", { name: "End Josh's turn" }).click();

    // Lili shoots into a zone where Josh and Doug stand: the missed dice are shared in a dialog.
    await page.getByTestId("survivor-lili").getByRole("button", { name: "Lili" }).click();
    // A street zone next to Lili's (a Move target) is at Range 1 in sight.
    const from = await zoneOf(page, "lili");
    const near: string[] = [];
    for (const z of await targets(page))
      if ((await zone(page, z).getAttribute("aria-label"))?.includes(", street")) near.push(z);
    expect(near.length).toBeGreaterThan(0);
    const t = near[0] as string;
    await putPiece(page, "josh", t);
    await putPiece(page, "doug", t);
    await addZombies(page, "walker", t);
    await page.getByRole("button", { name: "Shoot with Sub-MG" }).click();
    expect(await targets(page)).toContain(t);
    await zone(page, t).click({ force: true });
    const dialog = page.getByRole("dialog", { name: "Decision: friendly fire" });
    await dialog.waitFor();
    await screenshot(page, "table-friendly-fire");
    await dialog.getByRole("button").first().click();
    await expect.poll(() => log(page)).toMatch(/Lili's missed shots hit (Josh|Doug)/);

    // Doug steps away; a horde in Josh's zone ends the game at the zombies' phase.
    await putPiece(page, "doug", from);
    await addZombies(page, "walker", t, 4);
    await playToEnd(page);
    const end = page.getByTestId("end-screen");
    await expect(end.getByRole("heading").textContent()).resolves.toBe("The survivors lose");
    await expect(end.textContent()).resolves.toMatch(/Why: .*eliminated/);
    await expect(wounds(page, "josh").textContent()).resolves.toMatch(/eliminated/i);
    await screenshot(page, "table-loss");
    await page.close();
  }, 180_000);

  it("wins First Night: the red objectives taken and the survivor out through the exit", async () => {
    const page = await chromium.newPage();
    await newGame(page, baseUrl, { playable: "First Night", sandbox: true, seed: SEED });
    const objectives = await zonesWith(page, /Red objective/);
    const [exit] = await zonesWith(page, /\bExit\b/);
    expect(objectives.length).toBeGreaterThan(0);
    expect(exit).toBeTruthy();
    for (const [i, at] of objectives.entries()) {
      if (i > 0 && i % 3 === 0) await nextRound(page);
      await putPiece(page, "josh", at);
      await page.getByRole("button", { name: "Take the objective" }).click();
      await expect.poll(() => log(page)).toMatch(new RegExp(`Josh takes .*${at}|objective`, "i"));
    }
    if (objectives.length % 3 === 0) await nextRound(page);
    await putPiece(page, "josh", exit as string);
    await page.getByRole("button", { name: "Escape through the exit" }).click();
    // The escape ends the round: the zombies' phase plays back first, then the end screen.
    await page.getByTestId("playback").waitFor();
    await page.keyboard.press("Escape");
    const end = page.getByTestId("end-screen");
    await end.waitFor();
    await expect(end.getByRole("heading").textContent()).resolves.toBe("The survivors win");
    await screenshot(page, "table-win");
    await page.close();
  }, 120_000);
});
