import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type MissionFile, missionFileSchema, parseTileText, type TileFace } from "@horda/content";
import {
  compileMap,
  survivorCatalogFromPacks,
  type ZombicideConfig,
  type ZombicideState,
  zombieCatalogFromPacks,
} from "@horda/zombicide";
import { loadContentPacks } from "@horda/zombicide/node";
import { describe, expect, it } from "vitest";
import { playCheckedGames } from "./support/checked-games.ts";
import { logCounts } from "./support/game-checks.ts";
import { castAtTable } from "./support/mission-games.ts";

// Random legal games of Black Plague quests (content/black-plague, with Wulfsburg's Wolfz and Wolfbomination in
// the Zombie deck, its survivors every other game, its magic equipment) and of a test quest with a Vault and a
// Necromancer (the players choose the Spawn Zone its death removes): no exception, every legal command accepted,
// cards conserved, no more miniatures than the box holds, Bile tokens at most 4, every game ends (won or lost)
// or reaches the round cap, replay byte for byte.
const GAMES = Number(process.env.HORDA_PROPERTY_GAMES ?? 6);
const ROUNDS = 40;
const root = fileURLToPath(new URL("../../../", import.meta.url));
const packs = loadContentPacks(`${root}content`, "wulfsburg");
const BOXES = ["black-plague", "wulfsburg"];
const survivorCatalog = survivorCatalogFromPacks(packs, BOXES);
const zombieCatalog = zombieCatalogFromPacks(packs, BOXES);

function tilesOf(box: string): Record<string, TileFace> {
  const dir = `${root}content/${box}/tiles/`;
  const out: Record<string, TileFace> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".tile"))) {
    const parsed = parseTileText(readFileSync(dir + file, "utf8"), file);
    if (!parsed.ok) throw new Error(parsed.error.map((e) => `${file}:${e.line}: ${e.message}`).join("\n"));
    out[`${box}/${parsed.value.id}`] = parsed.value;
  }
  return out;
}

// A Vault (V) behind a purple Vault door from room B; a second building C|D; streets around.
const TEST_TILE = `tile: vault-test
name: Black Plague property board (stand-in)
status: unverified
standin: true
size: 6x6
grid:
  aabbcc
  DDeeFF
  DDeeGG
  hheeVV
  hhiiii
  hhiiii
zones:
  V: vault
edges:
  0,1 N door
  1,2 E door
  4,1 N door
  3,2 E door
  F|G open
  4,2 S door purple
`;

function testTile(): TileFace {
  const parsed = parseTileText(TEST_TILE, "vault-test.tile");
  if (!parsed.ok) throw new Error(parsed.error.map((e) => `${e.line}: ${e.message}`).join("\n"));
  return parsed.value;
}

/**
 * A test quest of both boxes on `tiles` (at rest) with `tokens`: take every red objective, then everyone to the
 * Exit. The game goes on while survivors fall, so the random games reach what the quest is for.
 */
function testQuest(
  id: string,
  name: { readonly en: string; readonly "pt-BR": string },
  briefing: { readonly en: string; readonly "pt-BR": string },
  tiles: readonly { readonly tile: string; readonly x: number; readonly y: number }[],
  tokens: readonly Record<string, unknown>[],
): MissionFile {
  return missionFileSchema.parse({
    schema: "horda.mission/1",
    id,
    names: name,
    briefing,
    difficulty: "easy",
    players: { min: 1, max: 6 },
    ruleProfile: "black-plague",
    modules: ["core"],
    decks: { boxes: BOXES },
    map: {
      schema: "horda.map/1",
      id,
      name,
      game: "zombicide",
      tiles: tiles.map((t) => ({ ...t, rotation: 0 })),
      tokens,
    },
    goals: [
      { goal: "takeObjectives", colour: "red", count: "all" },
      { goal: "reachExit", survivors: "all" },
    ],
    allowEliminations: true,
  });
}

// A Vault and its Necromancer: the random games reach the Vault and the Necromancer's end.
const TEST_QUEST = testQuest(
  "bp-property-vault",
  { en: "Vault test", "pt-BR": "Teste da Cripta" },
  { en: "Take the red markers, one in the Vault, and leave.", "pt-BR": "Peguem os marcadores e saiam." },
  [{ tile: "test/vault-test", x: 0, y: 0 }],
  [
    { kind: "start", x: 4, y: 2 },
    { kind: "exit", x: 0, y: 0 },
    { kind: "spawn", spawn: "red", x: 5, y: 0 },
    { kind: "spawn", spawn: "red", x: 0, y: 5 },
    { kind: "objective", id: "red-room", colour: "red", x: 0, y: 2 },
    { kind: "objective", id: "red-vault", colour: "red", x: 5, y: 3 },
    { kind: "zombies", zombie: "necromancer", count: 1, x: 2, y: 0 },
    // Laid by the quest: a Vault artefact, a Spawn token on its Necromancer side, a Dragon Bile token.
    { kind: "token", name: "vault-artefact", x: 4, y: 3 },
    { kind: "token", name: "necromancer-spawn", x: 5, y: 5 },
    { kind: "token", name: "dragon-bile", x: 2, y: 4 },
  ],
);

// Wulfsburg's tower tile above a Black Plague tile: from the tower yard the survivors see over the building south
// of it into the street of the tile below (the towers module's `over`).
const TOWER_QUEST = testQuest(
  "bp-property-tower",
  { en: "Tower test", "pt-BR": "Teste da Torre" },
  { en: "Take the red markers and leave.", "pt-BR": "Peguem os marcadores e saiam." },
  [
    { tile: "wulfsburg/10R", x: 0, y: 0 },
    { tile: "black-plague/1R", x: 0, y: 10 },
  ],
  [
    { kind: "start", x: 5, y: 1 },
    { kind: "exit", x: 0, y: 14 },
    { kind: "spawn", spawn: "red", x: 9, y: 0 },
    { kind: "spawn", spawn: "red", x: 9, y: 15 },
    { kind: "objective", id: "red-tower", colour: "red", x: 4, y: 4 },
    { kind: "objective", id: "red-street", colour: "red", x: 5, y: 11 },
  ],
);

function loadQuests(pack: string): MissionFile[] {
  const dir = `${root}content/${pack}/missions`;
  return readdirSync(dir)
    .filter((f) => f.endsWith(".mission.json"))
    .map((f) => missionFileSchema.parse(JSON.parse(readFileSync(`${dir}/${f}`, "utf8"))));
}

// The shipped quests of both boxes (Wulfsburg's tower quest among them), and the test quests.
const QUESTS: readonly MissionFile[] = [
  ...loadQuests("black-plague"),
  ...loadQuests("wulfsburg"),
  TEST_QUEST,
  TOWER_QUEST,
];

const TILES = { ...tilesOf("black-plague"), ...tilesOf("wulfsburg"), "test/vault-test": testTile() };
const TOWER_BOARD = compileMap(TOWER_QUEST.map, new Map(Object.entries(TILES)));
if (!TOWER_BOARD.ok) throw new Error(JSON.stringify(TOWER_BOARD.error));
/** The tower yard's zone id on the tower board. */
const TOWER_ZONE = TOWER_BOARD.value.zones.find((z) => z.flags.includes("tower"))?.id;
const TEST_BOARD = compileMap(TEST_QUEST.map, new Map(Object.entries(TILES)));
if (!TEST_BOARD.ok) throw new Error(JSON.stringify(TEST_BOARD.error));
/** The Vault's zone id on the test board. */
const VAULT_ZONE = TEST_BOARD.value.zones.find((z) => z.flags.includes("vault"))?.id;
const CAST = ["ann", "baldric", "clovis", "nelly", "samson", "silas"];
// Every other game: Wulfsburg's survivors with the core's spellcaster and Samson.
const WULFSBURG_CAST = ["baldric", "karl", "morrigan", "theo", "ariane", "samson"];
// Dragon Bile, a Torch, spells, enchantments, Armour and Wulfsburg's blades from the start, so the games light
// Dragon Fire, cast, hide, push Zombies away and roll Armour (a Shield re-rolling worn Armour).
const HANDS: Readonly<Record<string, readonly (string | null)[]>> = {
  ann: ["dragon-bile", "torch"],
  baldric: ["fireball", "invisibility"],
  clovis: ["sword", "shield"],
  karl: ["chain-lightning", "repulse"],
  theo: ["dragon-bile", "flaming-great-sword"],
  samson: ["shield", "healing"],
};
const BODY: Readonly<Record<string, string>> = { clovis: "chain-mail", samson: "plate-armour" };
/** The §15 skills no survivor of the boxes holds, given at Blue so random play uses them too. */
const BLUE_EXTRA: Readonly<Record<string, readonly string[]>> = {
  ann: ["rotten", "lock-it-down"],
  baldric: ["frenzy:combat", "collector:walker"],
  clovis: ["search-plus-1-card", "zombie-link"],
  theo: ["trick-shot"],
  ariane: ["rotten", "zombie-link"],
  karl: ["frenzy:melee", "search-plus-1-card"],
};
/** Theo starts at Orange, so Wulfsburg's level-locked weapons are used too. */
const ADRENALINE: Readonly<Record<string, number>> = { theo: 19 };

function config(mission: MissionFile, players: number, game: number): ZombicideConfig {
  const { seats, survivors } = castAtTable(game % 2 === 0 ? CAST : WULFSBURG_CAST, players);
  return {
    map: mission.map,
    mission,
    tiles: TILES,
    seats,
    survivors: survivors.map(({ id, seat }) => ({
      id,
      seat,
      ...(HANDS[id] ? { hands: HANDS[id] } : {}),
      ...(BODY[id] ? { body: BODY[id] } : {}),
      ...(ADRENALINE[id] ? { adrenaline: ADRENALINE[id] } : {}),
      ...(BLUE_EXTRA[id] ? { blueExtra: BLUE_EXTRA[id] } : {}),
    })),
    survivorCatalog,
    zombieCatalog,
    startingDeal: true,
  } as ZombicideConfig;
}

function checkBlackPlague(state: ZombicideState) {
  const bile = state.slices?.["dragon-bile"] as { zones?: string[] } | undefined;
  expect((bile?.zones ?? []).length).toBeLessThanOrEqual(4);
  const onBoard: Record<string, number> = {};
  for (const z of state.zombies) onBoard[z.type] = (onBoard[z.type] ?? 0) + 1;
  for (const [type, n] of Object.entries(onBoard))
    expect(n, `${type} on the board`).toBeLessThanOrEqual(state.zombieCatalog.pools[type] ?? 0);
  for (const s of state.survivors) expect(s.wounds).toBeLessThanOrEqual(s.health);
}

/** What the games' logs are searched for, each counted: the rules were played, not only switched on. */
const COUNTED = {
  bile: /"type":"throwBile"/g,
  dragonFire: /"card":"torch/g,
  magic: /"type":"magic"/g,
  enchant: /"type":"enchant"/g,
  spawnZoneChosen: /"type":"removeSpawnZone"/g,
  bileTokenChosen: /"type":"moveBileToken"/g,
  bladeFire: /"type":"dragonFire"/g,
  artefacts: /"type":"takeArtefact"/g,
};

describe("random legal Black Plague games", () => {
  it(
    `${GAMES} games per quest up to ${ROUNDS} rounds`,
    () => {
      const seen = {
        ended: 0,
        capped: 0,
        necromancerStates: 0,
        necromancerTokens: 0,
        inVault: 0,
        wolfz: 0,
        hidden: 0,
        armourWorn: 0,
        inTower: 0,
      };
      const played = logCounts(COUNTED);
      const onState = (quest: MissionFile) => (state: ZombicideState) => {
        expect(state.profile).toBe("black-plague");
        checkBlackPlague(state);
        if (state.zombies.some((z) => z.type === "necromancer")) seen.necromancerStates++;
        if (state.spawns.some((sp) => sp.colour === "necromancer")) seen.necromancerTokens++;
        if (state.zombies.some((z) => z.type === "wolfz")) seen.wolfz++;
        if (quest === TEST_QUEST && state.survivors.some((x) => x.zone === VAULT_ZONE)) seen.inVault++;
        const hiding = state.slices?.enchantments as { survivors?: string[] } | undefined;
        if ((hiding?.survivors ?? []).length > 0) seen.hidden++;
        if (quest === TOWER_QUEST && state.survivors.some((x) => x.zone === TOWER_ZONE)) seen.inTower++;
        if (state.survivors.some((x) => x.body)) seen.armourWorn++;
      };
      for (const quest of QUESTS) {
        const games = playCheckedGames(
          GAMES,
          ROUNDS,
          (g) => ({
            config: config(quest, 1 + (g % 3), g),
            seed: `bp-${quest.id}-${g}`,
            hooks: {
              onState: onState(quest),
              // A Vault artefact is taken whenever a survivor stands by one (random play seldom chooses it).
              prefer: (c) => c.type === "takeArtefact",
            },
          }),
          (session) => played.add(JSON.stringify(session.record.log)),
        );
        seen.ended += games.ended;
        seen.capped += games.capped + games.stalled;
      }
      console.log(`black-plague property games: ${JSON.stringify({ ...seen, ...played.counts })}`);
      // The rules were exercised, not only switched on.
      expect(seen.ended).toBeGreaterThan(0);
      expect(played.counts.magic).toBeGreaterThan(0);
      expect(played.counts.bile).toBeGreaterThan(0);
      expect(seen.necromancerStates).toBeGreaterThan(0);
      expect(seen.armourWorn).toBeGreaterThan(0);
      expect(seen.hidden).toBeGreaterThan(0);
      expect(VAULT_ZONE).toBeDefined();
      expect(seen.inVault).toBeGreaterThan(0);
      expect(played.counts.artefacts).toBeGreaterThan(0);
      expect(TOWER_ZONE).toBeDefined();
      expect(seen.inTower).toBeGreaterThan(0);
    },
    120_000 + GAMES * 10_000,
  );
});
