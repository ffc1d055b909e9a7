import { parseTileText } from "@horda/content";
import type { ZombicideConfig, ZombicideState } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { playCheckedGames } from "./support/checked-games.ts";
import { timesIn } from "./support/game-checks.ts";
import { CORE_CONTENT, castAtTable, type GameHooks } from "./support/mission-games.ts";

// Random legal games on a small favela board with Rio's rules on (Narrow Zones, Zombie Pull, Thin Walls, the
// Wound deck, Surprise Spawns, a Park, All-Out, two of Rio's skills): no exception, every legal command accepted, cards conserved (the 30
// Wound cards too), Spots never overfilled, no Abomination in a Narrow Zone, one broken Thin Wall per tile,
// replay byte for byte.
const GAMES = Number(process.env.HORDA_PROPERTY_GAMES ?? 8);
const ROUNDS = 15;

// e: a Narrow Zone of 2 Spots, f: of 1 Spot; h: a Park; thin walls A|B, C|e, D|g; doors into A, B, C, D.
const TILE = `tile: rio-test
name: Rio property board (stand-in)
status: unverified
standin: true
size: 6x6
grid:
  AABBcc
  AABBcc
  ddeffg
  CCeDDg
  CCeDDg
  hhhhhh
zones:
  e: narrow
  f: narrow
  h: park dark
edges:
  A|B thin
  1,3 E thin
  4,3 E thin
  0,1 S door
  3,0 E door
  0,2 S door
  3,4 S door
spots:
  narrow 2,2
  narrow 2,3
  narrow 3,2
`;

function tile() {
  const parsed = parseTileText(TILE, "rio-test.tile");
  if (!parsed.ok) throw new Error(parsed.error.map((e) => `${e.line}: ${e.message}`).join("\n"));
  return parsed.value;
}

const MAP = {
  schema: "horda.map/1",
  id: "rio-test",
  name: { en: "Rio test", "pt-BR": "Teste Rio" },
  game: "zombicide",
  tiles: [{ tile: "rio/test", x: 0, y: 0, rotation: 0 }],
  tokens: [
    { kind: "spawn", spawn: "start", x: 5, y: 0, active: true },
    { kind: "spawn", spawn: "red", x: 0, y: 5, active: true },
    { kind: "start", x: 0, y: 2 },
    { kind: "token", name: "surprise-spawn", x: 5, y: 3 },
    { kind: "token", name: "surprise-spawn", x: 3, y: 5 },
    { kind: "crate", x: 3, y: 3 },
  ],
};

const RIO = [
  "narrow-zones",
  "zombie-pull",
  "thin-walls",
  "wound-deck",
  "surprise-spawns",
  "rio-tiles",
  "all-out",
];
// Rio's new skills on two of the cast, besides their own.
const SKILLS: Readonly<Record<string, readonly string[]>> = {
  wanda: ["double-strike"],
  doug: ["capoeira-fighter"],
};
const CAST = ["wanda", "doug", "amy", "ned", "josh", "elle"];

function config(players: number): ZombicideConfig {
  const { seats, survivors } = castAtTable(CAST, players);
  const equipment = Object.fromEntries(
    Object.entries(CORE_CONTENT.survivorCatalog.equipment).map(([id, card]) => [
      id,
      // Surprise Spawn icons on a few cards, as Rio's cards carry them.
      ["katana", "chainsaw", "shotgun", "sniper-rifle", "golden-kukri"].includes(id)
        ? { ...card, surpriseSpawn: { value: id === "golden-kukri" ? 2 : 1 }, allOut: { value: 1 } }
        : card,
    ]),
  );
  return {
    map: MAP,
    tiles: { "rio/test": tile() },
    seats,
    modules: RIO,
    survivors: survivors.map((s) => ({
      ...s,
      health: 6,
      ...(SKILLS[s.id] ? { skills: SKILLS[s.id] } : {}),
    })),
    survivorCatalog: { ...CORE_CONTENT.survivorCatalog, equipment },
    zombieCatalog: CORE_CONTENT.zombieCatalog,
    startingDeal: true,
  } as ZombicideConfig;
}

interface WoundSlice {
  readonly deck: { readonly draw: readonly string[]; readonly discard: readonly string[] };
  readonly held: readonly { readonly card: string }[];
}

function checkRio(state: ZombicideState) {
  const w = state.slices?.["wound-deck"] as unknown as WoundSlice | null | undefined;
  if (w) expect(w.deck.draw.length + w.deck.discard.length + w.held.length).toBe(30);
  const thin = state.slices?.["thin-walls"] as unknown as { broken: string[] } | undefined;
  expect((thin?.broken ?? []).length).toBeLessThanOrEqual(1);
  for (const [zone, spots] of [
    ["Z5", 2],
    ["Z6", 1],
  ] as const) {
    const actors =
      state.survivors.filter((s) => !s.eliminated && !s.escaped && s.zone === zone).length +
      state.zombies.filter((z) => z.zone === zone).length;
    expect(actors, `actors in the Narrow Zone ${zone}`).toBeLessThanOrEqual(spots);
    expect(state.zombies.some((z) => z.zone === zone && z.type.includes("abomination"))).toBe(false);
  }
  for (const s of state.survivors) expect(s.wounds).toBeLessThanOrEqual(s.health);
}

describe("random legal games with Rio's rules on", () => {
  it(
    `${GAMES} games up to ${ROUNDS} rounds`,
    () => {
      const seen = { woundCards: 0, inNarrow: 0, pulledOut: 0, brokenWalls: 0, decisions: 0 };
      let narrowBefore = new Set<string>();
      const hooks: GameHooks = {
        onState: (state) => {
          checkRio(state);
          const w = state.slices?.["wound-deck"] as unknown as WoundSlice | null | undefined;
          seen.woundCards = Math.max(seen.woundCards, w?.held.length ?? 0);
          const narrow = new Set(
            state.survivors.filter((x) => x.zone === "Z5" || x.zone === "Z6").map((x) => x.id),
          );
          seen.inNarrow += narrow.size;
          // Out of a Narrow Zone while the zombies play: a Zombie Pull.
          if (state.turn.phase !== "players")
            for (const id of narrowBefore) if (!narrow.has(id)) seen.pulledOut++;
          narrowBefore = narrow;
        },
      };
      playCheckedGames(
        GAMES,
        ROUNDS,
        (g) => {
          narrowBefore = new Set<string>();
          return { config: config(1 + (g % 3)), seed: `rio-${g}`, hooks };
        },
        (session) => {
          const log = JSON.stringify(session.record.log);
          seen.decisions += timesIn(log, /"type":"(zombiePull|biteOnThis|woundAttack)"/g);
          if ((session.state.slices?.["thin-walls"] as { broken?: string[] } | undefined)?.broken?.length)
            seen.brokenWalls++;
        },
      );
      // The rules were exercised, not only switched on.
      console.log(`rio property games: ${JSON.stringify(seen)}`);
      expect(seen.woundCards).toBeGreaterThan(0);
      expect(seen.inNarrow).toBeGreaterThan(0);
    },
    60_000 + GAMES * 1_000,
  );
});
