import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { simulateZombicide } from "../../src/zombicide/simulate.ts";
import { botPicks } from "./bot-picks.ts";
import { shippedMissionSim } from "./content.ts";

/** Ranged commands the survivor bot picks in `games` games of a mission, with whether a friend stood in the target zone. */
function rangedShots(id: string, games: number): { friend: boolean }[] {
  return botPicks(id, games, "shots")
    .filter(({ command }) => command.type === "ranged")
    .map(({ state, command }) => ({
      friend: state.survivors.some(
        (o) => o.id !== command.survivor && o.zone === command.zone && !o.eliminated && !o.escaped,
      ),
    }));
}

describe("the survivor bot on the classic rules", () => {
  it("never shoots into a zone where a friend stands: Season 1 sends the hits to the survivors there first", () => {
    const shots = rangedShots("classic-first-steps", 12);
    expect(shots.length).toBeGreaterThan(20);
    expect(shots.filter((s) => s.friend)).toEqual([]);
  });

  it("plays 200 games of First steps to their end (a split short of miniatures once made a Zombie Phase endless)", async () => {
    const { mission, content } = shippedMissionSim("classic-first-steps");
    const { report } = await simulateZombicide({
      mission,
      content,
      players: 2,
      games: 200,
      seed: "horda-table",
      workers: availableParallelism(),
    });
    expect(report.games).toBe(200);
    expect(report.commandsPerGame).toBeGreaterThan(30);
  }, 240_000);
});
