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
});
