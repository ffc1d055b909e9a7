import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { boardPainted, screenshot } from "./support/page-helpers.ts";
import { chromiumPerTest } from "./table-opening.ts";
import { log, newGame, targets, wounds, zone, zoneOf, zonesWith } from "./table-support.ts";

// Issue 20: a decision in the middle of an action resumes it. The game is started from the form, then its
// saved record (localStorage, replayed on load) gets the pieces, Adrenaline and dice the situation needs.
const SEED = "horda-resume-1";

interface SurvivorSetup {
  readonly id: string;
  readonly seat: string;
  readonly zone?: string;
  readonly adrenaline?: number;
  readonly hands?: readonly (string | null)[];
}

interface Arrangement {
  readonly survivors: SurvivorSetup[];
  readonly zombies?: { type: string; zone: string }[];
  readonly dice?: number[];
  /** Player names, one seat each (p1, p2...); default: the game's. */
  readonly players?: string[];
}

/** Rewrites the saved game's config (nothing played yet) and reloads the table, which rebuilds it from it. */
async function arrange(page: Page, change: Arrangement) {
  const id = /\/table\/(g[0-9a-f]+)$/.exec(page.url())?.[1] as string;
  await page.evaluate(
    ([key, c]) => {
      const game = JSON.parse(localStorage.getItem(key) ?? "null");
      const { players, ...config } = c;
      game.record.config = { ...game.record.config, ...config, startingDeal: false };
      if (players) {
        game.record.config.seats = players.map((_, i) => `p${i + 1}`);
        game.options.players = players;
        game.options.survivors = Object.fromEntries(
          c.survivors.map((s) => [s.id, Number(s.seat.slice(1)) - 1]),
        );
      }
      localStorage.setItem(key, JSON.stringify(game));
    },
    [`horda.table.game.${id}`, change] as const,
  );
  await page.reload();
  await boardPainted(page);
}

/** Ends the named survivor's turn and skips the zombies' phase playback until the round number changes. */
async function endRound(page: Page, name: string): Promise<void> {
  const status = page.getByTestId("table-status");
  const round = (await status.textContent())?.match(/Round (\d+)/)?.[1];
  await page.getByRole("button", { name: `End ${name}'s turn` }).click();
  for (let i = 0; i < 60; i++) {
    if (!(await status.textContent())?.includes(`Round ${round}`)) break;
    if (await page.getByTestId("playback").isVisible()) await page.keyboard.press("Escape");
    await page.waitForTimeout(50);
  }
  if (await page.getByTestId("playback").isVisible()) await page.keyboard.press("Escape");
  await expect(status.textContent()).resolves.toContain(`Round ${Number(round) + 1}`);
}

describe("Zombicide table in Chromium: a decision in the middle of an action", () => {
  const chromium = chromiumPerTest({ width: 1180, height: 820 });
  const baseUrl = inject("baseUrl");

  it("a shot whose kill reaches Orange: the skill is chosen in the dialog, then the miss hits Ned and the Action is paid", async () => {
    const page = await chromium.newPage();
    await newGame(page, baseUrl, { seed: SEED, noStartingDeal: true, alsoSurvivors: ["Ned"] });
    // A street zone one Move from the start is at Range 1 in sight: Ned and a Walker stand there.
    const start = await zoneOf(page, "josh");
    await page.getByTestId("survivor-josh").getByRole("button", { name: "Josh" }).click();
    const near: string[] = [];
    for (const z of await targets(page))
      if ((await zone(page, z).getAttribute("aria-label"))?.includes(", street")) near.push(z);
    const t = near[0] as string;
    expect(t).toBeTruthy();
    // Josh at 18 AP (Yellow: 4 Actions) with a Sawed-Off; the dice roll 2 and 6 (one hit, one miss).
    await arrange(page, {
      survivors: [
        { id: "josh", seat: "p1", zone: start, adrenaline: 18, hands: ["sawed-off", null] },
        { id: "ned", seat: "p1", zone: t },
      ],
      zombies: [{ type: "walker", zone: t }],
      dice: [2, 6],
    });
    await page.getByTestId("survivor-josh").getByRole("button", { name: "Josh" }).click();
    await page.getByRole("button", { name: "Shoot with Sawed-Off" }).click();
    await zone(page, t).click({ force: true });

    const dialog = page.getByRole("dialog", { name: "Decision: new skill" });
    await dialog.waitFor();
    await expect.poll(() => log(page)).toMatch(new RegExp(`Josh kills a Walker in ${t}`));
    // The rest of the shot waits for the answer: no Friendly Fire yet.
    await expect(log(page)).resolves.not.toContain("missed shots hit");
    await screenshot(page, "table-resume-skill-choice");
    const answers = dialog.getByRole("button", { name: /Take / });
    await expect(answers.count()).resolves.toBe(2);
    await answers.last().click();

    await expect.poll(() => log(page)).toContain("Josh's missed shots hit Ned: 1 wound");
    await expect(page.getByRole("dialog", { name: /^Decision/ }).count()).resolves.toBe(0);
    await expect(wounds(page, "ned").textContent()).resolves.toMatch(/^Wounds 1 of 3/);
    await expect(wounds(page, "josh").textContent()).resolves.toContain("Actions left: 3");
    await expect(page.getByRole("button", { name: "End Josh's turn" }).isVisible()).resolves.toBe(true);
    await screenshot(page, "table-resume-after-choice");
    await page.close();
  }, 180_000);

  it("the first player's only survivor escapes: when the First Player token comes back to that player, the game goes on", async () => {
    const page = await chromium.newPage();
    await newGame(page, baseUrl, { playable: "First Night", seed: SEED, noStartingDeal: true });
    const [exit] = await zonesWith(page, /\bExit\b/);
    expect(exit).toBeTruthy();
    // Player 1 plays Josh, on the Exit Zone; player 2 plays Ned, in a room behind closed doors (out of reach).
    await arrange(page, {
      players: ["Ana", "Bia"],
      survivors: [
        { id: "josh", seat: "p1", zone: exit as string },
        { id: "ned", seat: "p2", zone: "Z10" },
      ],
    });
    await page.getByTestId("survivor-josh").getByRole("button", { name: "Josh" }).click();
    await page.getByRole("button", { name: "Escape through the exit" }).click();
    await expect.poll(() => log(page)).toMatch(/Josh escapes from /);
    await endRound(page, "Ned"); // round 1: Josh escaped, Ned plays
    await endRound(page, "Ned"); // round 2: player 2 goes first
    // Round 3: the First Player token is back with player 1, who has nobody left: player 2 plays on.
    await expect(page.getByRole("button", { name: "End Ned's turn" }).isVisible()).resolves.toBe(true);
    await endRound(page, "Ned");
    await expect(page.getByTestId("table-status").textContent()).resolves.toContain("Round 4");
    await expect(page.getByTestId("end-screen").isVisible()).resolves.toBe(false);
    await screenshot(page, "table-resume-first-player-escaped");
    await page.close();
  }, 180_000);
});
