import type { Page } from "playwright-core";
import { type NewGame, newGame } from "./table-support.ts";

/** What the new-game form and the table name the classic rules. */
export const CLASSIC = /Zombicide classic \(Season 1\)/;

/** Toxic City Mall's and VIP #2's mission with both classic cars, and the seed its browser tests play. */
export const MALL = { playable: "Clearance sale (Horda, classic)", seed: "horda-mall-1" } as const;

/**
 * The classic tests' opening: a classic mission started from /new (English pages), the form and then the table
 * naming the classic rules. Free mode, the seed, the survivors and the options as `NewGame` says.
 */
export async function startClassic(
  page: Page,
  baseUrl: string,
  o: NewGame & { playable: string },
): Promise<void> {
  await newGame(page, baseUrl, { ...o, profile: CLASSIC });
}

/** The Clearance sale game of the mall and cars tests: free mode, empty hands, Josh, Wanda, Doug and Amy. */
export async function startMall(
  page: Page,
  baseUrl: string,
  o: Pick<NewGame, "tick" | "alsoSurvivors"> = {},
): Promise<void> {
  await startClassic(page, baseUrl, {
    ...MALL,
    sandbox: true,
    noStartingDeal: true,
    alsoSurvivors: ["Wanda", "Doug", "Amy"],
    ...o,
  });
}
