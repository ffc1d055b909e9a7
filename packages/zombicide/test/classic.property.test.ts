import { fileURLToPath } from "node:url";
import type { PackSet } from "@horda/content";
import {
  rulesOf,
  survivorCatalogFromPacks,
  type ZombicideConfig,
  type ZombicideState,
  zombieCatalogFromPacks,
} from "@horda/zombicide";
import { loadContentPacks, loadTileLibrary } from "@horda/zombicide/node";
import { describe, expect, it } from "vitest";
import { backpackSize } from "../src/game/inventory.ts";
import { playCheckedGames } from "./support/checked-games.ts";
import { timesIn } from "./support/game-checks.ts";
import { castAtTable, type GameHooks } from "./support/mission-games.ts";

// Random legal games of content/classic-s1's mission on the classic profile: Season 1 rules (2 Wounds kill,
// survivors hit first, Fatties with their escort, splits that add zombies, every room spawns, mixed Zombie
// cards). No exception, every legal command accepted, no stall before the end, cards conserved, replay byte
// for byte.
const GAMES = Number(process.env.HORDA_PROPERTY_GAMES ?? 8);
const ROUNDS = 25;
const root = fileURLToPath(new URL("../../../", import.meta.url));
const packs = loadContentPacks(`${root}content`, "classic-s1");
const pack = packs["classic-s1"];
if (!pack) throw new Error("content/classic-s1 did not load");
const mission = pack.missions.find((m) => m.id === "classic-first-steps");
if (!mission) throw new Error("mission classic-first-steps was refused");
const tiles = Object.fromEntries(loadTileLibrary(`${root}content`));
const survivorCatalog = survivorCatalogFromPacks(packs);
const zombieCatalog = zombieCatalogFromPacks(packs);
// The Season 1 survivors the engine plays (a survivor with a skill no module has yet is not offered).
const CAST = pack.survivors.map((s) => s.id);

function config(players: number): ZombicideConfig {
  return {
    map: mission?.map ?? null,
    mission,
    tiles,
    ...castAtTable(CAST, players),
    survivorCatalog,
    zombieCatalog,
    startingDeal: true,
  } as ZombicideConfig;
}

describe("random legal games of a classic mission", () => {
  it("plays the classic-s1 pack's survivors and its 42-card Zombie deck", () => {
    expect(CAST.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(zombieCatalog.spawnCards)).toHaveLength(42);
    expect(zombieCatalog.types.fatty?.escort).toEqual({ zombie: "walker", count: 2 });
  });

  it(
    `${GAMES} games up to ${ROUNDS} rounds`,
    () => {
      const seen = { escorts: 0, splitsAdded: 0, survivorsHit: 0, ended: 0 };
      let told: string[] = [];
      const games = playCheckedGames(
        GAMES,
        ROUNDS,
        (g) => {
          told = [];
          return {
            config: config(1 + (g % 3)),
            seed: `classic-${g}`,
            hooks: {
              onState: (state) => {
                expect(state.profile).toBe("classic");
                for (const s of state.survivors) {
                  expect(s.health).toBe(2);
                  expect(s.wounds).toBeLessThanOrEqual(2);
                  expect(s.eliminated).toBe(s.wounds >= 2);
                  // A Wounded card fills a reserve slot: the reserve never holds more than its slots left.
                  if (!s.eliminated && state.pending.length === 0)
                    expect(s.backpack.length).toBeLessThanOrEqual(backpackSize(s, state));
                }
                expect(state.zombies.filter((z) => z.type === "abomination").length).toBeLessThanOrEqual(1);
              },
              onEvents: (events) => {
                for (const e of events) if ("rule" in e && typeof e.rule === "string") told.push(e.rule);
              },
            },
          };
        },
        (session) => {
          expect(rulesOf(session.state).profile.id).toBe("classic");
          const log = told.join("\n");
          seen.escorts += timesIn(log, /classic §5a Fatties/g);
          seen.splitsAdded += timesIn(log, /classic §5b Splitting \(zombies are added/g);
          seen.survivorsHit += timesIn(log, /classic §5d Targeting/g);
        },
      );
      // No stall: each game ended, or it was still going when the rounds ran out.
      expect(games.stalled).toBe(0);
      seen.ended = games.ended;
      console.log(`classic property games: ${JSON.stringify(seen)}`);
      // The classic spawn rules were exercised, not only switched on.
      expect(seen.escorts).toBeGreaterThan(0);
    },
    60_000 + GAMES * 3_000,
  );
});

// The same with Canine Companions on: dog-companions' mission gives each survivor a dog. Dogs keep one Wound,
// always follow the holder of their card, and the Trainers' Instructions are played among the legal commands.
const dogPacks = loadContentPacks(`${root}content`, "dog-companions");
const goodDogs = dogPacks["dog-companions"]?.missions.find((m) => m.id === "classic-good-dogs");
if (!goodDogs) throw new Error("mission classic-good-dogs was refused");
const DOGS = (dogPacks["dog-companions"]?.equipment ?? []).filter((c) => c.dog).map((c) => c.id);

function dogConfig(players: number): ZombicideConfig {
  return {
    map: goodDogs?.map ?? null,
    mission: goodDogs,
    modules: goodDogs?.modules,
    tiles,
    ...castAtTable(CAST.slice(0, 3), players),
    survivorCatalog: survivorCatalogFromPacks(dogPacks),
    zombieCatalog: zombieCatalogFromPacks(dogPacks),
    startingDeal: true,
  } as ZombicideConfig;
}

describe("random legal games of a classic mission with dogs", () => {
  it(
    `${Math.max(2, GAMES / 2)} games up to 20 rounds`,
    () => {
      const seen = { instructions: 0, dogKills: 0, dogsLost: 0, trainersChanged: 0 };
      const hooks: GameHooks = {
        onState: (state) => {
          const dogs = state.survivors.filter((s) => DOGS.includes(s.id));
          expect(dogs.length).toBeGreaterThan(0);
          for (const d of dogs) {
            expect(d.health).toBe(1);
            expect(d.companion?.roams).toBe(true);
            expect(d.backpack).toEqual([]);
            if (d.eliminated || d.escaped) continue;
            expect(d.wounds).toBe(0);
            const trainer = state.survivors.find((s) => s.id === d.companion?.leader);
            if (state.pending.length > 0 || state.zombieWork.length > 0) continue;
            // Between commands, a dog in play has a Trainer in play holding its card, on the same seat.
            expect(trainer?.eliminated).toBe(false);
            expect(
              [...(trainer?.hands ?? []), ...(trainer?.backpack ?? [])].some((u) =>
                u?.startsWith(`${d.id}#`),
              ),
            ).toBe(true);
            expect(d.seat).toBe(trainer?.seat);
          }
          for (const s of state.survivors)
            if (!DOGS.includes(s.id)) expect(s.companion?.roams).toBeUndefined();
        },
        onEvents: (events) => {
          for (const e of events) {
            if (e.type === "DogLost") seen.dogsLost++;
            if (e.type === "DogTrainerChanged") seen.trainersChanged++;
            if (e.type === "ZombieKilled" && DOGS.includes(e.by)) seen.dogKills++;
            if (e.type === "SurvivorMoved" && DOGS.includes(e.survivor) && e.cost > 0) seen.instructions++;
          }
        },
      };
      playCheckedGames(Math.max(2, GAMES / 2), 20, (g) => ({
        config: dogConfig(1 + (g % 2)),
        seed: `classic-dogs-${g}`,
        hooks,
      }));
      console.log(`classic dog games: ${JSON.stringify(seen)}`);
      expect(seen.instructions).toBeGreaterThan(0);
    },
    60_000 + GAMES * 3_000,
  );
});

// Random legal games of content/toxic-city-mall's mission with the VIP #2 box: toxic zombies (Blood Spray, the
// Toxic Abomination), VIP Walkers (trophies, the Pimpweapon trade) and a barricade site, on top of the Season 1
// rules. Building barricades and trading VIPs are picked first when legal, so random play reaches them.
const mallPacks: PackSet = Object.assign(
  {},
  ...["classic-s1", "toxic-city-mall", "vip-2"].map((id) => loadContentPacks(`${root}content`, id)),
);
const mall = mallPacks["toxic-city-mall"]?.missions.find((m) => m.id === "classic-mall-sale");
if (!mall) throw new Error("mission classic-mall-sale was refused");
const MALL_CAST = ["wanda", "doug", "josh", "derek", "elsa", "neema"];
const PREFERRED = new Set([
  "buildBarricade",
  "tradeVipTrophies",
  "choosePimpweapon",
  "searchCar",
  "hideInCar",
]);

/**
 * Trophies Wanda keeps at the start of some games (as kills of an earlier game would leave them): one VIP of each
 * model lets her trade at once, four of them need the fifth model killed in play. Random play seldom has one
 * survivor kill five different VIPs, so without them the trade would never be reached.
 */
const VIP_MODELS = ["santa", "policeman", "sailor", "worker", "punk"];
const trophiesAtStart = (g: number): string[] | undefined =>
  g % 4 === 1 ? VIP_MODELS : g % 4 === 3 ? VIP_MODELS.slice(0, 4) : undefined;

/** A survivor's Wounds never pass its Health, and it is eliminated exactly when they reach it. */
function checkWounds(state: ZombicideState) {
  for (const s of state.survivors) {
    expect(s.wounds).toBeLessThanOrEqual(s.health);
    expect(s.eliminated).toBe(s.wounds >= s.health);
  }
}

function mallConfig(players: number, trophies?: readonly string[]): ZombicideConfig {
  return {
    ...(trophies ? { slices: { "vip-walkers": { models: {}, trophies: { wanda: [...trophies] } } } } : {}),
    map: mall?.map ?? null,
    mission: mall,
    tiles,
    modules: mall?.modules,
    ...castAtTable(MALL_CAST, players),
    survivorCatalog: survivorCatalogFromPacks(mallPacks, mall?.decks.boxes),
    zombieCatalog: zombieCatalogFromPacks(mallPacks, mall?.decks.boxes),
    startingDeal: true,
  } as ZombicideConfig;
}

describe("random legal games of a Toxic City Mall mission with VIPs and a barricade", () => {
  it(
    `${GAMES} games up to ${ROUNDS} rounds`,
    () => {
      const seen = {
        sprays: 0,
        turned: 0,
        trophies: 0,
        barricades: 0,
        held: 0,
        pimpweapons: 0,
        runOver: 0,
        carSearches: 0,
        hidden: 0,
        ended: 0,
      };
      const hooks: GameHooks = {
        prefer: (c) => PREFERRED.has(c.type),
        onState: (state) => {
          checkWounds(state);
          for (const s of state.survivors)
            if (!s.eliminated && state.pending.length === 0)
              expect(s.backpack.length).toBeLessThanOrEqual(backpackSize(s, state));
          for (const type of ["abomination", "toxic-abomination"])
            expect(state.zombies.filter((z) => z.type === type).length).toBeLessThanOrEqual(1);
          // Miniatures: what is on the board and what is kept as trophies never exceed the box.
          const v = (state.slices?.["vip-walkers"] ?? { trophies: {} }) as {
            trophies: Record<string, string[]>;
          };
          const kept = Object.values(v.trophies).flat().length;
          const onBoard = state.zombies.filter((z) => z.type === "vip-walker").length;
          expect(kept + onBoard).toBeLessThanOrEqual(state.zombieCatalog.pools["vip-walker"] ?? 0);
          for (const [type, pool] of Object.entries(state.zombieCatalog.pools))
            expect(state.zombies.filter((z) => z.type === type).length).toBeLessThanOrEqual(pool);
          const b = (state.slices?.barricades ?? { sites: [] }) as {
            sites: { needs: number; tokens: unknown[] }[];
          };
          for (const site of b.sites) expect(site.tokens.length).toBeLessThanOrEqual(site.needs);
          // Classic cars: whoever sits or rides in a car is in play in its Zone; a Pimpmobile searched stays so.
          for (const car of state.cars ?? [])
            for (const id of [car.driver, ...car.passengers, ...(car.riders ?? [])]) {
              if (id === null) continue;
              const s = state.survivors.find((x) => x.id === id);
              expect(s?.zone).toBe(car.zone);
              expect(s?.eliminated).toBe(false);
            }
        },
        onEvents: (events) => {
          for (const e of events) {
            if (e.type === "ToxicBloodSprayed") seen.sprays++;
            if (e.type === "ZombiesTurnedToxic") seen.turned++;
            if (e.type === "VipTrophyTaken") seen.trophies++;
            if (e.type === "BarricadeCompleted") seen.barricades++;
            if (e.type === "ZombiesStoppedByBarricade") seen.held++;
            if (e.type === "VipPimpweaponEarned") seen.pimpweapons++;
            if (e.type === "CarRanOver") seen.runOver++;
            if (e.type === "CarSearched" || e.type === "PimpmobileSearched") seen.carSearches++;
            if (e.type === "CardsHiddenInCar") seen.hidden++;
          }
        },
      };
      const games = playCheckedGames(GAMES, ROUNDS, (g) => ({
        config: mallConfig(1 + (g % 3), trophiesAtStart(g)),
        seed: `mall-${g}`,
        hooks,
      }));
      expect(games.stalled).toBe(0);
      seen.ended = games.ended;
      console.log(`mall property games: ${JSON.stringify(seen)}`);
      // The expansions' rules were exercised, not only switched on.
      expect(seen.sprays + seen.trophies + seen.barricades).toBeGreaterThan(0);
      // The Pimpweapon trade (five different VIPs at once) was played, its card dealt from the Pimpweapons deck.
      expect(seen.pimpweapons).toBeGreaterThan(0);
    },
    60_000 + GAMES * 4_000,
  );
});

// The same mall games with the Season 1 and Toxic City Mall-era skills the profile plays given to the cast at
// Blue: Trick shot and Ninja, Loud and Lock it down, Rotten and Hold your nose, Collector. Their commands are
// picked first when legal, so random play reaches them; the same invariants hold, and replay byte for byte.
const SKILLED: Readonly<Record<string, readonly string[]>> = {
  wanda: ["trick-shot", "ninja"],
  doug: ["loud", "lock-it-down"],
  josh: ["rotten", "classic-hold-your-nose"],
  derek: ["collector:walker", "gunslinger"],
};
const SKILL_COMMANDS = new Set(["trickShot", "loud", "lockItDown", "search"]);

describe("random legal games with the Season 1 skills", () => {
  it(
    `${Math.max(2, GAMES / 2)} games up to ${ROUNDS} rounds`,
    () => {
      const seen = { trickShots: 0, loud: 0, locked: 0, rotten: 0, holdYourNose: 0, collected: 0 };
      const hooks: GameHooks = {
        prefer: (c) => SKILL_COMMANDS.has(c.type),
        onState: (state) => {
          checkWounds(state);
          // Only Rotten survivors ever hold the token.
          const r = (state.slices?.rotten ?? { tokens: [] }) as { tokens: string[] };
          for (const id of r.tokens) expect(SKILLED[id]).toContain("rotten");
        },
        onEvents: (events) => {
          for (const e of events) {
            if (e.type === "SkillUsed" && e.skill === "trick-shot") seen.trickShots++;
            if (e.type === "ZoneMadeLoudest") seen.loud++;
            if (e.type === "DoorLocked") seen.locked++;
            if (e.type === "RottenTokenTaken") seen.rotten++;
            if (e.type === "SkillUsed" && e.skill === "classic-hold-your-nose") seen.holdYourNose++;
            if (e.type === "SkillUsed" && e.skill.startsWith("collector:")) seen.collected++;
          }
        },
      };
      const games = playCheckedGames(Math.max(2, GAMES / 2), ROUNDS, (g) => {
        const base = mallConfig(1 + (g % 2));
        const config = {
          ...base,
          survivors: base.survivors.map((s) => ({
            ...s,
            blueExtra: SKILLED[s.id] ?? [],
            // Two Pistols (Dual) for the Trick shot.
            ...(s.id === "wanda" ? { hands: ["pistol", "pistol"] } : {}),
          })),
        } as ZombicideConfig;
        return { config, seed: `skills-${g}`, hooks };
      });
      expect(games.stalled).toBe(0);
      console.log(`classic skill games: ${JSON.stringify(seen)}`);
      expect(seen.loud + seen.rotten).toBeGreaterThan(0);
    },
    60_000 + GAMES * 4_000,
  );
});
