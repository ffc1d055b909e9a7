import { fileURLToPath } from "node:url";
import {
  parseScenarioText,
  scenarioMap,
  survivorCatalogFromPacks,
  type ZombicideState,
  zombicide,
  zombieCatalogFromPacks,
} from "@horda/zombicide";
import { loadContentPacks } from "@horda/zombicide/node";
import { describe, expect, it } from "vitest";

// The state is plain JSON at every point, also in the middle of an attack (DESIGN.md): a game saved while a
// re-roll offer and then a Friendly Fire share wait for answers resumes exactly as if it had never been saved.
const packs = loadContentPacks(fileURLToPath(new URL("../../../content", import.meta.url)));
const parsed = parseScenarioText(
  `scenario: horda.scenario/1
name: json
rule: json
board: |
  grid:
    aabb
survivors:
  - { id: bunny-g, zone: a, hands: [shotgun, null] }
  - { id: ned, zone: b }
  - { id: doug, zone: b }
expect: {}
`,
  "inline",
);

function start(): ZombicideState {
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const s = parsed.value;
  const source = scenarioMap(s, { tiles: new Map() });
  if (!source.ok) throw new Error("board");
  const setup = zombicide.setup(
    {
      map: source.value.map,
      tiles: Object.fromEntries(source.value.tiles),
      seats: ["p1"],
      survivors: s.survivors,
      zombies: [{ type: "walker", zone: "2,0", count: 2 }],
      dice: [1, 1, 6, 1],
      survivorCatalog: survivorCatalogFromPacks(packs),
      zombieCatalog: zombieCatalogFromPacks(packs),
    },
    "json",
  );
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.value;
}

const roundTrip = (s: ZombicideState): ZombicideState => JSON.parse(JSON.stringify(s));

function play(state: ZombicideState, save: boolean): ZombicideState {
  const b = state.survivors.find((s) => s.id === "ned")?.zone as string;
  const steps = [
    { type: "ranged", survivor: "bunny-g", weapon: "shotgun", zone: b },
    { type: "reroll", source: "lucky" },
    { type: "assignFriendlyFire", hits: { ned: 1 } },
  ];
  let s = state;
  for (const raw of steps) {
    const cmd = zombicide.parseCommand(raw);
    if (!cmd.ok) throw new Error(cmd.error.message);
    const r = zombicide.apply(save ? roundTrip(s) : s, "p1", cmd.value);
    if (!r.ok) throw new Error(`${raw.type}: ${r.error.message}`);
    s = r.value.state;
  }
  return s;
}

describe("an attack in progress is plain JSON", () => {
  it("waits on a re-roll offer, then a Friendly Fire share, and resumes identically after a JSON round trip", () => {
    const s0 = start();
    const direct = play(s0, false);
    const saved = play(s0, true);
    expect(JSON.stringify(saved)).toBe(JSON.stringify(direct));
    expect(direct.combat).toBeNull();
    expect(direct.pending).toEqual([]);
    expect(direct.survivors.find((s) => s.id === "ned")?.wounds).toBe(2);
    expect(direct.zombies.length).toBe(1);
  });
});
