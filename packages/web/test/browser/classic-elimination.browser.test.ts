import { describe, expect, inject, it } from "vitest";
import { startClassic } from "./classic-support.ts";
import { desktopAndPhone } from "./phone-layout.ts";
import { chromiumPerTest, type SavedConfig, stackGame } from "./table-opening.ts";
import { log, zoneOf } from "./table-support.ts";

// Season 1: an eliminated survivor's Equipment is all discarded (classic §4), and the mission goes on for the
// others. Josh, with one Wounded card, a Pistol and a Crowbar, stands with a Walker; Ned is elsewhere.
describe("a classic game in Chromium: a survivor eliminated", () => {
  const chromium = chromiumPerTest({ width: 1440, height: 900 });
  const baseUrl = inject("baseUrl");

  it("says Josh's equipment is discarded, by name, and Ned plays on", async () => {
    const page = await chromium.newPage();
    await startClassic(page, baseUrl, {
      playable: "First steps (Horda, classic)",
      seed: "horda-eliminated-1",
      noStartingDeal: true,
      alsoSurvivors: ["Ned"],
    });
    const start = await zoneOf(page, "josh");
    const elsewhere = start === "Z1" ? "Z2" : "Z1";
    await stackGame(page, (config: SavedConfig) => {
      config.survivors = [
        { id: "josh", seat: "p1", zone: start, wounds: 1, hands: ["pistol", "crowbar"] },
        { id: "ned", seat: "p1", zone: elsewhere },
      ];
      config.zombies = [{ type: "walker", zone: start }];
    });
    for (const name of ["Josh", "Ned"]) {
      await page.getByRole("button", { name: `End ${name}'s turn` }).click();
    }
    await expect
      .poll(async () => {
        if (await page.getByTestId("playback").isVisible()) await page.keyboard.press("Escape");
        return log(page);
      })
      .toContain("Josh is gone: the equipment left behind is discarded (Pistol, Crowbar)");
    await expect(page.getByTestId("end-screen").isVisible()).resolves.toBe(false);
    await expect(page.getByRole("button", { name: "End Ned's turn" }).isVisible()).resolves.toBe(true);
    await desktopAndPhone(page, "classic-eliminated-equipment-discarded");
    await page.close();
  }, 180_000);
});
