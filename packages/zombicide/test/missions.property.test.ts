import {
  boardOf,
  type ZombicideCommand,
  type ZombicideState,
  type ZombieCatalog,
  zombicide,
} from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { equipmentCards, zombieCards } from "./support/card-places.ts";
import { expectReplaysSame } from "./support/game-checks.ts";
import {
  CORE_CONTENT,
  type GameModes,
  loadMission,
  MISSION_IDS,
  missionConfig,
  playRandomGame,
} from "./support/mission-games.ts";

// Random legal games of each core mission, up to 30 rounds (docs/missions.md). HORDA_PROPERTY_GAMES sets the
// number of games per mission (the full run: 2,000); the default keeps the file well under a minute.
const GAMES = Number(process.env.HORDA_PROPERTY_GAMES ?? 12);
const ROUNDS = 30;

function checkInvariants(state: ZombicideState, first: ZombicideState, previous: ZombicideState | null) {
  const board = boardOf(state);
  // Miniature pools per type, and every actor in exactly one zone of the board.
  const byType: Record<string, number> = {};
  for (const z of state.zombies) {
    byType[z.type] = (byType[z.type] ?? 0) + 1;
    expect(board.zoneIndex[z.zone], `zombie ${z.id} zone ${z.zone}`).toBeTypeOf("number");
  }
  for (const [type, n] of Object.entries(byType))
    expect(n, `${type}s on the board`).toBeLessThanOrEqual(state.zombieCatalog.pools[type] ?? 0);
  expect(new Set(state.zombies.map((z) => z.id)).size).toBe(state.zombies.length);
  for (const s of state.survivors) {
    expect(board.zoneIndex[s.zone], `survivor ${s.id} zone ${s.zone}`).toBeTypeOf("number");
    expect(s.wounds).toBeGreaterThanOrEqual(0);
    expect(s.wounds).toBeLessThanOrEqual(s.health);
    // Adrenaline never goes down; in the Ultrared mode the tracker goes back to 0 at Red, so the AP earned
    // (43 per time round the bar + the tracker) never go down instead, nor the times round.
    const before = previous?.survivors.find((p) => p.id === s.id);
    if (before && !state.modules.includes("ultrared"))
      expect(s.adrenaline, `${s.id}'s adrenaline`).toBeGreaterThanOrEqual(before.adrenaline);
    if (before && state.modules.includes("ultrared")) {
      expect(s.ultraredLaps ?? 0).toBeGreaterThanOrEqual(before.ultraredLaps ?? 0);
      expect(43 * (s.ultraredLaps ?? 0) + s.adrenaline).toBeGreaterThanOrEqual(
        43 * (before.ultraredLaps ?? 0) + before.adrenaline,
      );
    }
    if (!state.modules.includes("ultrared")) expect(s.ultraredLaps).toBeUndefined();
  }
  // Cars (§5): occupants in play and in the car's zone, one seat each, at most 3 Passengers, streets only.
  const seated: string[] = [];
  for (const car of state.cars ?? []) {
    expect(board.zones[board.zoneIndex[car.zone] as number]?.kind, `car ${car.id} zone`).toBe("street");
    expect(car.passengers.length).toBeLessThanOrEqual(3);
    for (const id of [...(car.driver ? [car.driver] : []), ...car.passengers]) {
      const s = state.survivors.find((x) => x.id === id);
      expect(s && !s.eliminated && !s.escaped && s.zone === car.zone, `${id} sits in car ${car.id}`).toBe(
        true,
      );
      seated.push(id);
    }
  }
  expect(new Set(seated).size, "a survivor in two seats").toBe(seated.length);
  // Companions (§12): with their Leader, no cards.
  for (const c of state.survivors) {
    if (!c.companion) continue;
    expect(c.hands).toEqual([null, null]);
    expect(c.backpack).toEqual([]);
    const leader = state.survivors.find((x) => x.id === c.companion?.leader);
    if (leader && !c.eliminated && !leader.eliminated && !leader.escaped)
      expect(c.zone, `companion ${c.id} with ${leader.id}`).toBe(leader.zone);
  }
  // Every card in exactly one place: the same multiset of uids as at setup, none twice.
  const cards = equipmentCards(state);
  expect(new Set(cards).size, "a card in two places").toBe(cards.length);
  expect(cards).toEqual(equipmentCards(first));
  expect(zombieCards(state)).toEqual(zombieCards(first));
}

/**
 * Commands no rule allows: no such command, an unknown survivor, another seat's survivor or decision, a zone
 * off the board.
 */
function illegalVariants(state: ZombicideState, cmd: ZombicideCommand, seat: string, other: string) {
  const c = cmd as unknown as Record<string, unknown>;
  const out: { seat: string; raw: Record<string, unknown> }[] = [{ seat, raw: { ...c, type: "fly" } }];
  const decision = state.pending[0];
  if (decision) {
    // Only the seat the decision waits for may answer it.
    if (other !== decision.seat) out.push({ seat: other, raw: c });
  } else if ("survivor" in c) {
    out.push({ seat, raw: { ...c, survivor: "nobody" } });
    const owner = state.survivors.find((s) => s.id === c.survivor)?.seat;
    if (other !== owner) out.push({ seat: other, raw: c });
  }
  if (c.type === "move") out.push({ seat, raw: { ...c, to: "Z999" } });
  return out;
}

// The optional modes switched on together (Dark Zones, Ultrared, Abomination Fest), survivors starting at 40 AP
// so Ultrared laps come soon; a third as many games (at least 3) per mission.
const MODES: GameModes = { modules: ["core", "dark-zones", "ultrared", "abomination-fest"], adrenaline: 40 };
// Fort Hendrix's night, Light Beams and Shooter Walkers: the Clock at 7pm (night from the start), the core Zombie
// cards with the Shooter mark where the Fort Hendrix twin has it (#041-#080 mirror #001-#040), 6 Shooter Walkers.
const SHOOTER_MARKS = [
  "001",
  "002",
  "005",
  "006",
  "009",
  "011",
  "013",
  "014",
  "015",
  "019",
  "020",
  "027",
  "029",
  "032",
];
const FH: GameModes = {
  modules: ["core", "night", "light-beams", "shooter-walkers"],
  startingHour: 19,
  zombieCatalog: shooterCatalog(CORE_CONTENT.zombieCatalog),
};
const RUNS = [
  { label: "core rules", modes: {}, games: GAMES },
  { label: "with the optional modes", modes: MODES, games: Math.max(3, Math.ceil(GAMES / 3)) },
  {
    label: "with Fort Hendrix's night, beams and Shooters",
    modes: FH,
    games: Math.max(3, Math.ceil(GAMES / 3)),
  },
] as const;

function shooterCatalog(base: ZombieCatalog): ZombieCatalog {
  const walker = base.types.walker as ZombieCatalog["types"][string];
  const spawnCards = Object.fromEntries(
    Object.entries(base.spawnCards).map(([id, c]) => [
      id,
      SHOOTER_MARKS.includes(id) && c.kind !== "extra-activation" ? { ...c, shooter: true } : c,
    ]),
  );
  return {
    ...base,
    types: { ...base.types, "shooter-walker": { ...walker, id: "shooter-walker" } },
    pools: { ...base.pools, "shooter-walker": 6 },
    spawnCards,
  };
}

describe.each(MISSION_IDS.flatMap((id) => RUNS.map((run) => ({ id, ...run }))))(
  "mission $id, $label: random legal games",
  ({ id, modes, games: GAMES }) => {
    const mission = loadMission(id);
    it(
      `${GAMES} games up to ${ROUNDS} rounds: no exception, invariants, replay byte for byte, illegal commands change nothing`,
      () => {
        const outcomes: Record<string, number> = {};
        const played = new Set<string>();
        for (let g = 0; g < GAMES; g++) {
          const config = missionConfig(mission, 1 + (g % 3), modes);
          let first: ZombicideState | null = null;
          let previous: ZombicideState | null = null;
          const tag = modes === MODES ? "modes-" : modes === FH ? "fh-" : "";
          const { session } = playRandomGame(config, `${id}-${tag}${g}`, ROUNDS, {
            onState: (state) => {
              first ??= state;
              checkInvariants(state, first, previous);
              previous = state;
            },
            beforeCommand: (state, choices, rng) => {
              if (rng.int(0, 19) !== 0) return;
              const pick = choices[rng.int(0, choices.length - 1)];
              if (!pick) return;
              const other = state.seats[rng.int(0, state.seats.length - 1)] as string;
              const before = JSON.stringify(state);
              for (const v of illegalVariants(state, pick.command, pick.seat, other)) {
                const parsed = zombicide.parseCommand(v.raw);
                if (!parsed.ok) continue;
                const r = zombicide.apply(state, v.seat, parsed.value);
                expect(r.ok, `illegal ${JSON.stringify(v.raw)} by ${v.seat} was accepted`).toBe(false);
              }
              expect(JSON.stringify(state)).toBe(before);
            },
          });
          for (const e of session.record.log) if (e.kind === "command") played.add(String(e.command.type));
          expectReplaysSame({ session });
          const st = zombicide.status(session.state);
          const key = st.kind === "ongoing" ? "ongoing" : st.outcome;
          outcomes[key] = (outcomes[key] ?? 0) + 1;
        }
        expect(Object.values(outcomes).reduce((a, b) => a + b, 0)).toBe(GAMES);
        // A mission with cars has them driven by random play (the Car Attack needs a Fast Drive into Zombies).
        if (mission.cars?.drive && modes === RUNS[0].modes)
          for (const t of ["getInCar", "drive"]) expect(played, `${t} played`).toContain(t);
      },
      60_000 + GAMES * 3_000,
    );
  },
);
