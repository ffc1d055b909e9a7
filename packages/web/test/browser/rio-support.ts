import type { Page } from "playwright-core";
import { expect } from "vitest";
import { type SavedConfig, stackGame } from "./table-opening.ts";
import { log } from "./table-support.ts";

/**
 * The Rio tests' opening: the form's first survivor played as Josh of the core box (his card is in the catalogue
 * of every game), alone in the Narrow Zone at 3,2 with a Crowbar, a Walker in each of `walkers`, Blinded on top of
 * the Wound deck, the players answering the zombies' choices. `more` changes the rest of the config first.
 */
export async function stackJoshInNarrowZone(
  page: Page,
  walkers: readonly string[],
  more: (config: SavedConfig) => void = () => {},
): Promise<void> {
  await stackGame(page, (config) => {
    more(config);
    config.startingDeal = false;
    config.autoZombieChoices = false;
    config.modeOptions = { ...(config.modeOptions ?? {}), woundsOnTop: ["blinded"] };
    config.zombies = walkers.map((zone) => ({ type: "walker", zone }));
    const first = config.survivors[0];
    config.survivors = [
      { seat: first.seat, id: "josh", card: "josh", zone: "3,2", hands: ["crowbar", null], backpack: [] },
    ];
  });
}

/** Answers whatever the zombies ask (their wound goes to Josh) until Josh draws Blinded from the Wound deck. */
export async function untilJoshDrawsBlinded(page: Page): Promise<void> {
  const decision = page.getByTestId("decision");
  for (let i = 0; i < 6 && !/drew the Wound card .*blinded/i.test(await log(page)); i++) {
    // The log follows a playback: skipped to its end, the whole step is told.
    if (await page.getByTestId("playback").isVisible()) await page.keyboard.press("Escape");
    if (await decision.isVisible()) await decision.getByRole("button").first().click();
    await page.waitForTimeout(100);
  }
  await expect.poll(() => log(page)).toMatch(/Josh drew the Wound card .*blinded/i);
}
