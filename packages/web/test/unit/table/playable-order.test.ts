import { describe, expect, it } from "vitest";
import { bundledPacks } from "../../../src/table/content/packs.ts";
import { playables } from "../../../src/table/content/playable.ts";
import { gentlestFirst } from "../../../src/table/setup/gentlest-first.ts";

describe("the new-game list", () => {
  const packs = bundledPacks();
  if (!packs.ok) throw new Error(packs.errors.join("\n"));
  const list = gentlestFirst(playables(packs.packs));

  it("offers the tutorial first, so a first visit's default is First Night", () => {
    expect(list[0]?.key).toBe("mission:first-night");
  });

  it("lists missions from the gentlest to the hardest, then the bare maps", () => {
    const order = ["tutorial", "easy", "medium", "hard", "very-hard"];
    const ranks = list.map((p) => (p.mission ? order.indexOf(p.mission.difficulty) : order.length));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(list.length).toBe(playables(packs.packs).length);
  });

  it("numbers missions of one level as the boxes do: Fort Hendrix M8, M9, then M10", () => {
    const hardest = list.filter(
      (p) => p.key.startsWith("mission:fh-m") && p.mission?.difficulty === "very-hard",
    );
    expect(hardest.map((p) => p.key)).toEqual(["mission:fh-m8", "mission:fh-m9", "mission:fh-m10"]);
  });
});
