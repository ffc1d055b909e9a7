import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { stackJoshInNarrowZone, untilJoshDrawsBlinded } from "./rio-support.ts";
import { screenshot } from "./support/page-helpers.ts";
import { pageForFile } from "./table-opening.ts";
import { log, newGame, wounds } from "./table-support.ts";

// Issue 13 (the table part): the Rio warm-up on the stand-in favela tile 22R, with the Rio rules switched on
// through the saved game's config (the way the campaign test stacks its mission): Josh stands in the Narrow
// Zone at 3,1-3,3 with a Crowbar, a Walker on each street at its ends. He breaks the Thin Wall east of the
// Narrow Zone, ends his Turn, the zombies pull him out (the players choose which street), and the Walker there
// wounds him: the Wound deck's top card, Blinded, shows on his dashboard with its lasting effect.
const baseUrl = inject("baseUrl");
let page: Page;
pageForFile({}, (p) => {
  page = p;
});

async function arrangeRio() {
  await stackJoshInNarrowZone(page, ["3,0", "3,4"], (config) => {
    const rio = ["narrow-zones", "zombie-pull", "thin-walls", "wound-deck"];
    config.modules = [...(config.modules ?? []), ...rio];
    if (config.mission) config.mission = { ...config.mission, modules: [...config.mission.modules, ...rio] };
  });
}

describe("Rio at the table", () => {
  it("pulls a survivor out of a Narrow Zone, breaks a Thin Wall and draws a Wound card", async () => {
    await newGame(page, baseUrl, { playable: "Rio warm-up (Horda)" });
    await arrangeRio();
    // The stand-in tile says on the board what a stand-in is and how an owner replaces it (its hover text).
    await expect
      .poll(() => page.locator(".tile-standin title").first().textContent())
      .toMatch(/^A stand-in: Horda's own drawing.*Trace it from a photo/);
    const narrow = page.locator('[data-testid^="spots-"]').first();
    // Josh takes one of the Narrow Zone's two Spots.
    await expect.poll(() => narrow.textContent()).toMatch(/1\/2 free$/);
    await expect.poll(() => page.getByTestId("thin-walls").getAttribute("d")).toMatch(/M/);
    expect(await page.getByTestId("broken-walls").getAttribute("d")).toBe("");

    await page.getByTestId("survivor-josh").getByRole("button", { name: "Josh" }).click();
    const breakWall = page.getByRole("button", { name: /thin wall|breakWall/i }).first();
    await breakWall.click();
    await expect.poll(() => page.getByTestId("broken-walls").getAttribute("d")).toMatch(/M/);
    await expect.poll(() => log(page)).toMatch(/broke the thin wall/);
    await screenshot(page, "rio-wall-broken");

    await page.getByRole("button", { name: "End Josh's turn" }).click();
    // Walkers on both streets: the players choose where Josh is pulled.
    const decision = page.getByTestId("decision");
    await expect.poll(() => decision.textContent()).toMatch(/Zombie Pull/);
    await expect.poll(() => decision.textContent()).toMatch(/The zombies pull: Josh into \S+ or \S+/);
    await screenshot(page, "rio-pull-decision");
    await decision.getByRole("button").first().click();
    await expect.poll(() => log(page)).toMatch(/pulled Josh out of the Narrow Zone/);
    // Out of the Narrow Zone (the other Walker may step into the Spot he left).
    await expect.poll(() => wounds(page, "josh").textContent()).not.toMatch(/· Z4\b/);

    await untilJoshDrawsBlinded(page);
    const cards = page.getByTestId("wound-cards-josh");
    await expect.poll(() => cards.textContent()).toContain("Wound cards: Blinded");
    await expect
      .poll(() => page.getByTestId("lasting-josh").textContent())
      .toMatch(/Lasting: Blinded — no Ranged attacks \(until the end of the next Turn\)/);
    await screenshot(page, "rio-wound-1440");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "rio-wound-390");
    await page.close();
  });
});
