import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { stackJoshInNarrowZone, untilJoshDrawsBlinded } from "./rio-support.ts";
import { screenshot } from "./support/page-helpers.ts";
import { pageForFile } from "./table-opening.ts";
import { log, newGame, wounds } from "./table-support.ts";

// Issue 13: the Rio campaign's first mission itself (M1 Blood and Samba, whose own modules switch the Narrow
// Zones, Zombie Pull, Thin Walls and the Wound deck on). On the stand-in tile 23R, Josh stands in the Narrow
// Zone at 3,2-3,3 with a Crowbar, a Walker on the street below it and one in the alley beside it. He breaks the
// Thin Wall west of the Narrow Zone, ends his Turn, the zombies pull him out (the players choose where), and a
// Walker wounds him: the Wound deck's top card, Blinded, shows on his dashboard.
const baseUrl = inject("baseUrl");
let page: Page;
pageForFile({}, (p) => {
  page = p;
});

describe("Rio campaign M1 at the table", () => {
  it("breaks a Thin Wall, is pulled out of a Narrow Zone and draws a Wound card", async () => {
    await newGame(page, baseUrl, { playable: "M1 Blood and Samba" });
    // The saved game's config: Josh alone in the Narrow Zone, two Walkers next to it, Blinded on the Wound deck.
    await stackJoshInNarrowZone(page, ["3,4", "4,2"]);
    await expect.poll(() => page.getByTestId("thin-walls").getAttribute("d")).toMatch(/M/);
    expect(await page.getByTestId("broken-walls").getAttribute("d")).toBe("");

    await page.getByTestId("survivor-josh").getByRole("button", { name: "Josh" }).click();
    await page
      .getByRole("button", { name: /thin wall/i })
      .first()
      .click();
    await expect.poll(() => page.getByTestId("broken-walls").getAttribute("d")).toMatch(/M/);
    await expect.poll(() => log(page)).toMatch(/broke the thin wall/);

    await page.getByRole("button", { name: "End Josh's turn" }).click();
    const decision = page.getByTestId("decision");
    await expect.poll(() => decision.textContent()).toMatch(/Zombie Pull/);
    await screenshot(page, "rio-m1-pull-decision");
    await decision.getByRole("button").first().click();
    await expect.poll(() => log(page)).toMatch(/pulled Josh out of the Narrow Zone/);

    await untilJoshDrawsBlinded(page);
    await expect
      .poll(() => page.getByTestId("wound-cards-josh").textContent())
      .toContain("Wound cards: Blinded");
    expect(await wounds(page, "josh").textContent()).toBeTruthy();
    await screenshot(page, "rio-m1-wound");
    await page.close();
  });
});
