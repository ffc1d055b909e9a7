import { describe, expect, it } from "vitest";
import { playZombicide } from "../../src/zombicide/play.ts";
import { zombicideBot } from "../../src/zombicide/survivor-bot.ts";
import { shippedMissionConfig } from "./content.ts";

describe("a team split on parts of the map no way joins (Rio M10's split start)", () => {
  it("goes for the Objectives of both parts instead of making noise where it stands", () => {
    // The two Starting Zones lie on parts no door joins yet: o1 and o2 are the north group's, o3-o9 the south's.
    // The bot used to count the unreachable half of the team as 18 Moves away from every Zone, so no Move
    // scored above making noise, and in 60 rounds no Objective was taken.
    const north = ["o1", "o2"];
    const south = ["o3", "o4", "o5", "o6", "o7", "o8", "o9"];
    for (let g = 0; g < 3; g++) {
      const { config } = shippedMissionConfig("m10-leave-no-one-behind");
      const { state } = playZombicide(config, `split:${g}`, [zombicideBot("survivor")], { maxRounds: 6 });
      expect(
        state.objectivesTaken.some((id) => north.includes(id)),
        `game ${g}`,
      ).toBe(true);
      expect(
        state.objectivesTaken.some((id) => south.includes(id)),
        `game ${g}`,
      ).toBe(true);
    }
  });
});
