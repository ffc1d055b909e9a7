import { RngCursor, seedRng } from "@horda/table";
import {
  moduleAims,
  moduleKeeps,
  objectiveCardsSlice,
  tokenRefused,
  type ZombicideState,
  zombicide,
} from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { senseOf, stepsBetween } from "../../src/zombicide/board-sense.ts";
import { survivorBot } from "../../src/zombicide/survivor-bot.ts";
import { targetZones } from "../../src/zombicide/targets.ts";
import { inventoryValue } from "../../src/zombicide/weapons.ts";
import { shippedMissionConfig } from "./content.ts";

function firstState(id: string, seed: string): ZombicideState {
  const set = zombicide.setup(shippedMissionConfig(id).config, seed);
  if (!set.ok) throw new Error(set.error.message);
  return set.value;
}

describe("a rule module's aim, read by the survivor bot (Fort Hendrix M1, Survivors, unite!)", () => {
  it("names the Zone where most of the split team stands until everyone is there", () => {
    const state = firstState("fh-m1", "aims:0");
    const here = state.survivors.filter((s) => !s.eliminated && !s.escaped);
    const zones = [...new Set(here.map((s) => s.zone))];
    expect(zones.length).toBeGreaterThan(1);
    const most = zones.reduce((a, b) =>
      here.filter((s) => s.zone === b).length > here.filter((s) => s.zone === a).length ? b : a,
    );
    expect(moduleAims(state)).toEqual([most]);

    // Once Penny has a Leader, the bot heads for that Zone rather than for an Objective.
    const led: ZombicideState = {
      ...state,
      survivors: state.survivors.map((s) =>
        s.companion ? { ...s, companion: { ...s.companion, leader: here[0]?.id ?? null } } : s,
      ),
    };
    const view = zombicide.view(led, "p1");
    const index = senseOf(view).board.zoneIndex;
    const team = here.map((s) => index[s.zone] as number);
    expect(targetZones(view, team)).toEqual([index[most]]);

    // Everyone in one Zone: nothing left to aim at.
    const gathered = { ...state, survivors: state.survivors.map((s) => ({ ...s, zone: most })) };
    expect(moduleAims(gathered)).toEqual([]);
  });

  it("is nothing in a mission whose modules ask for no place (First Night)", () => {
    expect(moduleAims(firstState("first-night", "aims:1"))).toEqual([]);
  });
});

/** The state with the team holding these KEYWORDS (as the Objective cards that give them would leave it). */
function holding(state: ZombicideState, keywords: readonly string[]): ZombicideState {
  return objectiveCardsSlice.update(state, (o) => ({ ...o, keywords: [...o.keywords, ...keywords] }));
}

/** The state after the broken-car module found every part: the Opala may be driven. */
function repaired(state: ZombicideState): ZombicideState {
  const fixed = {
    ...state,
    cars: (state.cars ?? []).map((c) => (c.type === "muscle" ? { ...c, drivable: true } : c)),
  };
  return {
    ...fixed,
    slices: { ...fixed.slices, "broken-car": { needs: ["CAR KEYS", "GAS"], repaired: true } },
  };
}

describe("Rio M8: the broken Opala's parts, then the Opala, then the Exit Zone", () => {
  const start = firstState("m08-road-movie", "aims:opala");
  const zoneOfToken = (id: string) => {
    const board = senseOf(zombicide.view(start, "p1")).board;
    const t = board.tokens.find((x) => x.id === id);
    return board.zones[t?.zone ?? -1]?.id;
  };
  const car = () => (start.cars ?? []).find((c) => c.type === "muscle");

  it("aims at the Objectives whose cards give a part the team lacks (Car Keys on o1, Gas on o2)", () => {
    expect(moduleAims(start)).toEqual([zoneOfToken("o1"), zoneOfToken("o2")]);
    expect(moduleAims(holding(start, ["CAR KEYS"]))).toEqual([zoneOfToken("o2")]);
  });

  it("aims at the Opala once it may be driven, at the Exit Zone once someone sits in it", () => {
    const fixed = repaired(holding(start, ["CAR KEYS", "GAS"]));
    const opala = car();
    expect(opala).toBeDefined();
    expect(moduleAims(fixed)).toEqual([opala?.zone]);
    const driven = {
      ...fixed,
      cars: (fixed.cars ?? []).map((c) => (c.id === opala?.id ? { ...c, driver: "wanda" } : c)),
    };
    const exit = senseOf(zombicide.view(start, "p1")).board.tokens.find((t) => t.kind === "exit");
    expect(moduleAims(driven)).toEqual([
      senseOf(zombicide.view(start, "p1")).board.zones[exit?.zone ?? -1]?.id,
    ]);
  });

  it("gets the survivor bot behind the wheel of the Opala it stands by", () => {
    const opala = car();
    const fixed = repaired(holding(start, ["CAR KEYS", "GAS"]));
    // Everyone stands by the Opala (its crate already taken), no zombie there: the bot's first pick is to drive it.
    const there: ZombicideState = {
      ...fixed,
      cars: (fixed.cars ?? []).map((c) => (c.id === opala?.id ? { ...c, crate: false } : c)),
      survivors: fixed.survivors.map((s) => ({ ...s, zone: opala?.zone ?? s.zone })),
      zombies: fixed.zombies.filter((z) => z.zone !== opala?.zone),
    };
    const seat = "p1";
    const legal = zombicide.legal(there, seat);
    expect(legal.some((c) => c.type === "getInCar" && c.seat === "driver")).toBe(true);
    const pick = survivorBot().choose(
      zombicide.view(there, seat),
      seat,
      legal,
      new RngCursor(seedRng("opala")),
    );
    expect(pick).toMatchObject({ type: "getInCar", seat: "driver", car: opala?.id });
  });
});

describe("the survivor bot's ways, as the game's board hooks leave them (Rio M4's Gates)", () => {
  it("counts a standing Gate as closed and the way through it once the Gate is gone", () => {
    const state = firstState("m04-time-to-rock", "aims:gates");
    const standing = state.slices?.gates as { gates: { zones: [string, string] }[] } | undefined;
    const gates = standing?.gates ?? [];
    expect(gates.length).toBeGreaterThan(0);
    const [a, b] = gates[0]?.zones ?? ["", ""];
    const sense = senseOf(zombicide.view(state, "p1"));
    const ia = sense.board.zoneIndex[a] as number;
    const ib = sense.board.zoneIndex[b] as number;
    expect(stepsBetween(sense, ia, ib)).toBeGreaterThan(1);
    const gone = { ...state, slices: { ...state.slices, gates: { ...standing, gates: [] } } };
    expect(stepsBetween(senseOf(zombicide.view(gone, "p1")), ia, ib)).toBe(1);
  });
});

describe("Rio M3: the Opala to the marked location, then set on fire from next door", () => {
  const start = firstState("m03-professor-luana", "aims:burn");
  const board = senseOf(zombicide.view(start, "p1")).board;
  const mark = board.zones[board.tokens.find((t) => t.id === "burn-spot")?.zone ?? -1]?.id as string;
  const opala = (start.cars ?? []).find((c) => c.type === "muscle");
  const withCar = (change: Partial<NonNullable<typeof opala>>): ZombicideState => ({
    ...start,
    cars: (start.cars ?? []).map((c) => (c.id === opala?.id ? { ...c, ...change } : c)),
  });
  const next = (state: ZombicideState) => {
    const sense = senseOf(zombicide.view(state, "p1"));
    const i = sense.board.zoneIndex[mark] as number;
    return (sense.routes.neighbours[i] ?? []).map((z) => sense.board.zones[z]?.id as string);
  };

  it("aims at the Opala, then the marked location while someone sits in it, then the Zones next to it", () => {
    expect(moduleAims(start)).toEqual([opala?.zone]);
    expect(moduleAims(withCar({ driver: "wanda" }))).toEqual([mark]);
    expect(moduleAims(withCar({ driver: "wanda", zone: mark }))).toEqual([mark]);
    const parked = withCar({ zone: mark });
    expect([...moduleAims(parked)].sort()).toEqual([...next(parked)].sort());
  });

  it("sets it on fire from next door (it moves a goal's counter), never with a mate inside the marked Zone", () => {
    const parked = withCar({ zone: mark });
    const beside = next(parked)[0] as string;
    const seat = "p1";
    const ready: ZombicideState = {
      ...parked,
      survivors: parked.survivors.map((s) => ({ ...s, zone: beside })),
      zombies: parked.zombies.filter((z) => z.zone !== beside && z.zone !== mark),
    };
    const rng = () => new RngCursor(seedRng("burn"));
    const legal = zombicide.legal(ready, seat);
    expect(legal.some((c) => c.type === "burnOpala")).toBe(true);
    expect(survivorBot().choose(zombicide.view(ready, seat), seat, legal, rng())).toMatchObject({
      type: "burnOpala",
    });
    // A team mate of the other seat stands by the Opala: the fire would eliminate them.
    const mate = ready.survivors.find((s) => s.seat !== seat && !s.companion)?.id;
    const risky = {
      ...ready,
      survivors: ready.survivors.map((s) => (s.id === mate ? { ...s, zone: mark } : s)),
    };
    const offered = zombicide.legal(risky, seat);
    expect(offered.some((c) => c.type === "burnOpala")).toBe(true);
    expect(survivorBot().choose(zombicide.view(risky, seat), seat, offered, rng()).type).not.toBe(
      "burnOpala",
    );
  });
});

describe("Rio M3: a Molotov kept for the Starting Spawn Zone (RuleModule.keeps)", () => {
  const start = firstState("m03-professor-luana", "keeps:molotov");
  const spawn = start.spawns.filter((s) => s.colour === "start").map((s) => s.zone);
  const molotov = start.equipmentDeck.draw.find((uid) =>
    (start.survivorCatalog.equipment[uid.split("#")[0] as string]?.attacks ?? []).some(
      (a) => a.mode === "molotov",
    ),
  ) as string;
  // A survivor of the seat to act carries it.
  const carrier = start.survivors.find(
    (s) => !s.companion && !s.eliminated && s.seat === start.turn.order[start.turn.current],
  )?.id;
  const armed: ZombicideState = {
    ...start,
    equipmentDeck: { ...start.equipmentDeck, draw: start.equipmentDeck.draw.filter((u) => u !== molotov) },
    survivors: start.survivors.map((s) => (s.id === carrier ? { ...s, backpack: [molotov] } : s)),
  };
  const destroyed: ZombicideState = { ...armed, spawns: armed.spawns.filter((s) => s.colour !== "start") };

  it("keeps Molotovs while that Spawn Zone stands, and aims at it once a survivor carries one", () => {
    expect(spawn.length).toBeGreaterThan(0);
    expect(molotov).toBeDefined();
    expect(moduleKeeps(start)).toEqual(["molotov"]);
    expect(moduleAims(start)).not.toEqual(expect.arrayContaining(spawn));
    expect(moduleAims(armed)).toEqual(expect.arrayContaining(spawn));
    expect(moduleKeeps(destroyed)).toEqual([]);
    expect(moduleAims(destroyed)).not.toEqual(expect.arrayContaining(spawn));
    // M7's Green Spawn Zone: its destruction earns Adrenaline, no goal counts it, so Molotovs stay free.
    expect(moduleKeeps(firstState("m07-mayday", "keeps:m7"))).toEqual([]);
  });

  it("values a kept Molotov above any weapon in the bot's inventory, and as a plain Molotov once it is not needed", () => {
    const kept = inventoryValue(zombicide.view(armed, "p1"), [null, null], [molotov]);
    const plain = inventoryValue(zombicide.view(destroyed, "p1"), [null, null], [molotov]);
    expect(kept - plain).toBe(5);
    expect(plain).toBeGreaterThan(0);
  });

  it("throws a kept Molotov at nothing but the Spawn Zone: zombies next door get one once the Zone is gone", () => {
    const seat = start.survivors.find((s) => s.id === carrier)?.seat as string;
    const card = molotov.split("#")[0];
    const walkers = start.zombies.filter((z) => z.type === "walker").slice(0, 4);
    // The team in one Zone, the Molotov in the carrier's hand, four Walkers in a Zone next to it.
    const sense = senseOf(zombicide.view(start, seat));
    const at = (state: ZombicideState, here: string, there: string): ZombicideState => ({
      ...state,
      survivors: state.survivors.map((s) => ({
        ...s,
        zone: here,
        ...(s.id === carrier ? { hands: [molotov, null] as const, backpack: [] } : {}),
      })),
      zombies: walkers.map((z) => ({ ...z, zone: there })),
    });
    const throwAt = (state: ZombicideState) =>
      zombicide.legal(state, seat).find((c) => c.type === "ranged" && c.weapon === card);
    let scene: { here: string; there: string } | undefined;
    for (const [i, zone] of sense.board.zones.entries()) {
      for (const n of sense.routes.neighbours[i] ?? []) {
        const there = sense.board.zones[n]?.id as string;
        if (spawn.includes(there) || spawn.includes(zone.id)) continue;
        if (throwAt(at(armed, zone.id, there))) scene = { here: zone.id, there };
        if (scene) break;
      }
      if (scene) break;
    }
    if (!scene) throw new Error("no Zone next to another from which a Molotov can be thrown");
    const rng = () => new RngCursor(seedRng("keep"));
    const keeping = at(armed, scene.here, scene.there);
    const choice = survivorBot().choose(
      zombicide.view(keeping, seat),
      seat,
      zombicide.legal(keeping, seat),
      rng(),
    );
    expect(choice).not.toMatchObject({ type: "ranged", weapon: card });
    const free = at(destroyed, scene.here, scene.there);
    expect(
      survivorBot().choose(zombicide.view(free, seat), seat, zombicide.legal(free, seat), rng()),
    ).toMatchObject({ type: "ranged", weapon: card, zone: scene.there });
  });
});

describe("Objectives whose cards a counter goal needs come first (Rio M7: power twice and the radio call)", () => {
  it("heads for the power and radio Objectives before the others, then for the rest", () => {
    const state = firstState("m07-mayday", "aims:power");
    const view = zombicide.view(state, "p1");
    const board = senseOf(view).board;
    const at = (id: string) => board.tokens.find((t) => t.id === id)?.zone as number;
    const team = state.survivors.filter((s) => !s.eliminated).map((s) => board.zoneIndex[s.zone] as number);
    expect([...targetZones(view, team)].sort()).toEqual([at("o1"), at("o2"), at("o3")].sort());
    // Once the three are taken: the other Objectives.
    const done: ZombicideState = {
      ...state,
      objectivesTaken: [...state.objectivesTaken, "o1", "o2", "o3"],
    };
    const rest = targetZones(zombicide.view(done, "p1"), team);
    expect(rest).toContain(at("o4"));
    expect(rest).not.toContain(at("o1"));
  });
});

describe("Objectives a module keeps the team from taking now are left for later", () => {
  it("Fort Hendrix M2: only the Guard house and Command Office cards may be taken first, and the goal's first", () => {
    const state = firstState("fh-m2", "aims:order");
    const someone = state.survivors.find((s) => !s.companion) as ZombicideState["survivors"][number];
    expect(tokenRefused(state, someone, "o3")).toBe(true);
    expect(tokenRefused(state, someone, "command-office")).toBe(false);
    // Penny already has a Leader (a lone Companion would be rallied first).
    const led: ZombicideState = {
      ...state,
      survivors: state.survivors.map((s) =>
        s.companion ? { ...s, companion: { ...s.companion, leader: someone.id } } : s,
      ),
    };
    const view = zombicide.view(led, "p1");
    const board = senseOf(view).board;
    const team = state.survivors.map((s) => board.zoneIndex[s.zone] as number);
    const office = board.tokens.find((t) => t.id === "command-office")?.zone;
    expect(targetZones(view, team)).toEqual([office]);
  });

  it("Fort Hendrix M7: the HQ card, guarded by the zombie vanguard's Spawn Zone, is not a target yet", () => {
    const state = firstState("fh-m7", "aims:vanguard");
    const someone = state.survivors.find((s) => !s.companion) as ZombicideState["survivors"][number];
    expect(tokenRefused(state, someone, "hq")).toBe(true);
    const view = zombicide.view(state, "p1");
    const board = senseOf(view).board;
    const team = state.survivors.map((s) => board.zoneIndex[s.zone] as number);
    const hq = board.tokens.find((t) => t.id === "hq")?.zone as number;
    expect(targetZones(view, team)).not.toContain(hq);
  });
});

describe("Rio M6: the shutters' Objective, then every Zombie in the Stadium", () => {
  it("aims at the Objective that gives SHUTTERS, then, the entrances blocked, at the Zones where Zombies stand", () => {
    const state = firstState("m06-backup-plan", "aims:stadium");
    const board = senseOf(zombicide.view(state, "p1")).board;
    const o3 = board.zones[board.tokens.find((t) => t.id === "o3")?.zone ?? -1]?.id;
    expect(moduleAims(state)).toEqual([o3]);
    const locked: ZombicideState = {
      ...state,
      slices: {
        ...state.slices,
        "stadium-lockdown": { keyword: "SHUTTERS", counter: "stadium-clean", locked: true, clean: false },
      },
    };
    expect([...moduleAims(locked)].sort()).toEqual([...new Set(state.zombies.map((z) => z.zone))].sort());
  });
});
