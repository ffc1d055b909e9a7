import { boardOf, type ZombicideCommand, zombicide } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { bundledTiles } from "../../../src/content/tile-library.ts";
import { routeClick, routeTargets } from "../../../src/table/actions/drive-route.ts";
import { groupCommands } from "../../../src/table/actions/group-commands.ts";
import { boardWithCars } from "../../../src/table/board/cars-on-board.ts";
import { piecesOf } from "../../../src/table/board/pieces-of.ts";
import { bundledPacks } from "../../../src/table/content/packs.ts";
import { playables } from "../../../src/table/content/playable.ts";
import { survivorLevel } from "../../../src/table/dashboard/danger.ts";
import { playbackFrames } from "../../../src/table/playback/playback-frames.ts";
import { rebuild, sendCommand, type ZSession } from "../../../src/table/session/table-session.ts";
import { buildConfig } from "../../../src/table/setup/build-config.ts";
import { keepOffered } from "../../../src/table/setup/offered.ts";
import type { NewGameOptions } from "../../../src/table/setup/options.ts";

const packs = bundledPacks();
if (!packs.ok) throw new Error(packs.errors.join("\n"));
const all = playables(packs.packs);
const joyride = all.find((p) => p.key === "mission:joyride");

const options = (o: Partial<NewGameOptions> = {}): NewGameOptions => ({
  playable: "mission:joyride",
  players: ["Ana"],
  survivors: { josh: 0 },
  boxes: ["core2e"],
  band: "easier",
  startingDeal: true,
  autoZombieChoices: true,
  sandbox: false,
  seed: "cars",
  ...o,
});

function start(o: Partial<NewGameOptions> = {}): ZSession {
  if (!joyride) throw new Error("no joyride mission");
  const config = buildConfig(options(o), joyride, packs.ok ? packs.packs : {}, bundledTiles().library);
  const started = rebuild({ format: 1, game: "zombicide", config, seed: "cars", log: [] });
  if (!started.ok) throw new Error(started.error.message);
  return started.value.session;
}

describe("Joyride at the table: cars and a Companion", () => {
  it("starts from the new-game options with both cars and a lone Companion", () => {
    const s = start();
    expect(s.state.cars?.map((c) => c.type).sort()).toEqual(["muscle", "police"]);
    expect(s.state.survivors.some((x) => x.companion?.leader === null)).toBe(true);
  });

  it("passes the optional modes and the undo house rule to the engine", () => {
    const s = start({ modes: ["dark-zones", "ultrared"], undoAnything: true });
    expect(s.state.modules).toEqual(expect.arrayContaining(["core", "dark-zones", "ultrared"]));
    expect(s.state.houseRules?.undoAnything).toBe(true);
  });

  it("draws the cars from the state, in their zone, named with who drives", () => {
    const s = start();
    const board = boardOf(s.state);
    const car = { ...(s.state.cars?.[0] as NonNullable<typeof s.state.cars>[number]), driver: "josh" };
    const shown = boardWithCars(board, [car], {
      detail: (c) => `${c.driver} drives`,
      seats: (c) => `${c.driver}`,
    });
    const tokens = shown.tokens.filter((t) => t.kind === "car");
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.zone).toBe(board.zoneIndex[car.zone]);
    expect(tokens[0]?.props.detail).toBe("josh drives");
    expect(tokens[0]?.props.seats).toBe("josh");
    expect(shown.tokens.some((t) => t.kind === "companion")).toBe(false);
  });

  it("picks a Drive zone by zone: first zone, then stop there or go on", () => {
    const drive = (...path: string[]): ZombicideCommand => ({ type: "drive", survivor: "josh", path });
    const cmds = [drive("A"), drive("A", "B"), drive("A", "C"), drive("D")];
    expect(groupCommands(cmds).map((g) => g.control)).toEqual(["path"]);
    expect(routeTargets(cmds, []).sort()).toEqual(["A", "D"]);
    expect(routeClick(cmds, [], "D")).toEqual({ kind: "send", command: drive("D") });
    expect(routeClick(cmds, [], "A")).toEqual({ kind: "extend", route: ["A"] });
    expect(routeTargets(cmds, ["A"]).sort()).toEqual(["A", "B", "C"]);
    expect(routeClick(cmds, ["A"], "A")).toEqual({ kind: "send", command: drive("A") });
    expect(routeClick(cmds, ["A"], "C")).toEqual({ kind: "send", command: drive("A", "C") });
    expect(routeClick(cmds, ["A"], "D")).toEqual({ kind: "none" });
  });

  it("gets in, drives, and the car and its driver move together (frames too)", () => {
    let s = start();
    const legal = () => zombicide.legal(s.state, "p1");
    // Josh walks to the Muscle Car's zone, if he does not start there.
    const muscle = s.state.cars?.find((c) => c.type === "muscle");
    for (let i = 0; i < 6 && s.state.survivors[0]?.zone !== muscle?.zone; i++) {
      const move =
        legal().find((c) => c.type === "move" && c.to === muscle?.zone) ??
        legal().find((c) => c.type === "move");
      if (!move) break;
      const r = sendCommand(s, "p1", move);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.session;
      if (!legal().some((c) => c.type === "move")) break;
    }
    const getIn = legal().find((c) => c.type === "getInCar" && c.seat === "driver");
    expect(getIn).toBeDefined();
    if (!getIn) return;
    let r = sendCommand(s, "p1", getIn);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.session;
    const drive = legal().find((c) => c.type === "drive");
    expect(drive).toBeDefined();
    const before = s.state;
    r = sendCommand(s, "p1", drive as ZombicideCommand);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.session;
    const car = s.state.cars?.find((c) => c.driver === "josh");
    const path = (drive?.path ?? []) as string[];
    expect(car?.zone).toBe(path[path.length - 1]);
    const events = r.value.item.events;
    const frames = playbackFrames(before, events);
    expect(frames.at(-1)?.cars?.find((c) => c.id === car?.id)?.zone).toBe(car?.zone);
    expect(frames.at(-1)?.survivors.find((x) => x.id === "josh")?.zone).toBe(car?.zone);
  });
});

describe("Companions, offers and the Ultrared danger level", () => {
  it("draws a Companion right after its Leader, with a note", () => {
    const src = {
      seats: ["p1"],
      survivors: [
        {
          id: "ned",
          seat: "p1",
          zone: "Z1",
          eliminated: false,
          escaped: false,
          companion: { leader: "josh", skill: "medic" },
        },
        { id: "lili", seat: "p1", zone: "Z1", eliminated: false, escaped: false },
        { id: "josh", seat: "p1", zone: "Z1", eliminated: false, escaped: false },
      ],
      zombies: [],
    };
    const board = { zoneIndex: { Z1: 0 } } as never;
    const pieces = piecesOf(
      board,
      src,
      (id) => id,
      (c) => c,
      (s) => (s.companion ? `Companion of ${s.companion.leader}` : undefined),
    );
    expect(pieces.survivors.map((p) => p.id)).toEqual(["lili", "josh", "ned"]);
    expect(pieces.survivors[2]).toMatchObject({ companion: true, note: "Companion of josh" });
  });

  it("keeps only the survivors a mission offers", () => {
    expect(keepOffered({ josh: 0, wanda: 1 }, ["wanda"])).toEqual({ wanda: 1 });
    expect(keepOffered({ josh: 0 }, null)).toEqual({ josh: 0 });
  });

  it("stays at Red on every Ultrared lap", () => {
    expect(survivorLevel({ adrenaline: 3 })).toBe("blue");
    expect(survivorLevel({ adrenaline: 3, ultraredLaps: 2 })).toBe("red");
  });
});
