import { describe, expect, it } from "vitest";
import { simConfig } from "../../src/zombicide/sim-config.ts";
import { content, coreMission } from "./content.ts";

const cards = (id: string) =>
  Object.keys(simConfig(coreMission(id), content, 2).zombieCatalog?.spawnCards ?? {})
    .map((c) => Number.parseInt(c, 10))
    .sort((a, b) => a - b);

describe("a simulated game's Zombie cards", () => {
  it("are those of the mission's spawn band, as the table and the server deal them", () => {
    // Last Broadcast plays the harder band: #019-#036 and the cards after #036.
    const harder = cards("last-broadcast");
    expect(harder[0]).toBe(19);
    expect(harder).toContain(36);
    expect(harder).toContain(40);
    // First Night plays the easier band: #001-#018 and the cards after #036.
    const easier = cards("first-night");
    expect(easier.filter((n) => n <= 36)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(easier).toContain(40);
    // Cold Storage plays both.
    expect(cards("cold-storage")).toHaveLength(Object.keys(content.zombieCatalog.spawnCards).length);
  });
});
