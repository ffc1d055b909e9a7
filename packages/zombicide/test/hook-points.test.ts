import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseMapText } from "@horda/content";
import {
  type RuleModule,
  rulesOf,
  type ZombicideCommand,
  type ZombicideConfig,
  type ZombicideEvent,
  type ZombicideState,
  zombicide,
} from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { installRules } from "../src/kernel/registry.ts";
import { slice } from "../src/kernel/slices.ts";
import { profile2e } from "../src/profiles/2e.ts";
import { loadCoreTiles } from "./support/core-tiles.ts";

// The hook points no shipped rule uses yet (noise, enterZone, zombiePhaseStart; kernel/hooks.ts): two test
// modules, installed only here, contribute to each. The test proves each point is called where the core says,
// with the arguments its type documents, and that the two modules' contributions combine in the profile's
// order (two test profiles list them both ways round).

/** What the test modules saw, in the order they saw it: a slice of their own, so it rides in the state. */
const seen = slice<readonly string[]>("hook-test", []);

type Log = { hook: string; module: string; args: Record<string, unknown> }[];
const calls: Log = [];

function testModule(id: "hook-a" | "hook-b", noise: (tokens: number) => number): RuleModule {
  return {
    id,
    rule: "test only",
    hooks: {
      noise: (ctx, tokens) => {
        calls.push({
          hook: "noise",
          module: id,
          args: { zone: ctx.zone, survivor: ctx.survivor, why: ctx.why, tokens },
        });
        expect(ctx.state.survivors.length).toBeGreaterThan(0);
        return noise(tokens);
      },
      enterZone: (ctx, state) => {
        const at = state.survivors.find((s) => s.id === ctx.survivor)?.zone;
        calls.push({
          hook: "enterZone",
          module: id,
          args: {
            survivor: ctx.survivor,
            from: ctx.from,
            to: ctx.to,
            at,
            told: ctx.events.map((e) => e.type),
          },
        });
        return seen.update(state, (v) => [...v, `${id} entered ${ctx.to}`]);
      },
      zombiePhaseStart: (ctx, state) => {
        calls.push({
          hook: "zombiePhaseStart",
          module: id,
          args: { told: ctx.events.map((e) => e.type), before: seen.read(state) },
        });
        return seen.update(state, (v) => [...v, `${id} saw the zombie phase start`]);
      },
    },
  };
}

// a adds one token, b doubles: a then b makes (1 + 1) × 2 = 4, b then a makes 1 × 2 + 1 = 3.
const hookA = testModule("hook-a", (t) => t + 1);
const hookB = testModule("hook-b", (t) => t * 2);
installRules(
  [hookA, hookB],
  [
    { ...profile2e, id: "hook-test-ab", optional: [...profile2e.optional, "hook-a", "hook-b"] },
    { ...profile2e, id: "hook-test-ba", optional: [...profile2e.optional, "hook-b", "hook-a"] },
  ],
);

const map = parseMapText(
  readFileSync(fileURLToPath(new URL("../scenarios/maps/core-3x3.map.json", import.meta.url)), "utf8"),
  "core-3x3.map.json",
);
if (!map.ok) throw new Error("map");

function game(profile: string): ZombicideState {
  const config: ZombicideConfig = {
    map: map.ok ? map.value : null,
    tiles: Object.fromEntries(loadCoreTiles()),
    seats: ["p1"],
    survivors: [{ id: "amy", seat: "p1" }],
    profile,
    // The config names them in the other order: the profile's order is the hooks' order.
    modules: ["hook-b", "hook-a"],
  };
  const r = zombicide.setup(config, "hooks");
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function play(state: ZombicideState, pick: (c: ZombicideCommand) => boolean) {
  const command = zombicide.legal(state, "p1").find(pick);
  if (!command) throw new Error("no such legal command");
  const r = zombicide.apply(state, "p1", command);
  if (!r.ok) throw new Error(r.error.message);
  return { command, state: r.value.state, events: r.value.events as readonly ZombicideEvent[] };
}

describe("hook points no shipped module uses yet", () => {
  it("installs the test modules in the profile's order, whatever order the game lists them in", () => {
    expect(
      rulesOf(game("hook-test-ab"))
        .modules.map((m) => m.id)
        .slice(-2),
    ).toEqual(["hook-a", "hook-b"]);
    expect(
      rulesOf(game("hook-test-ba"))
        .modules.map((m) => m.id)
        .slice(-2),
    ).toEqual(["hook-b", "hook-a"]);
  });

  it("noise: gets the zone, the survivor and why, the core's 1 coming in, and folds in profile order", () => {
    for (const [profile, tokens] of [
      ["hook-test-ab", 4],
      ["hook-test-ba", 3],
    ] as const) {
      calls.length = 0;
      const start = game(profile);
      const zone = start.survivors[0]?.zone;
      const { state, events } = play(start, (c) => c.type === "makeNoise");
      expect(state.noise[zone as string]).toBe(tokens);
      expect(events).toContainEqual(expect.objectContaining({ type: "NoiseMade", zone, tokens }));
      const first = profile === "hook-test-ab" ? "hook-a" : "hook-b";
      expect(calls.map((c) => c.module)).toEqual(
        first === "hook-a" ? ["hook-a", "hook-b"] : ["hook-b", "hook-a"],
      );
      expect(calls[0]).toEqual({
        hook: "noise",
        module: first,
        args: { zone, survivor: "amy", why: "Make Noise", tokens: 1 },
      });
    }
  });

  it("enterZone: after a Move entered the zone (the survivor there, the Move told), each module's state on to the next", () => {
    calls.length = 0;
    const start = game("hook-test-ab");
    const from = start.survivors[0]?.zone;
    const { command, state } = play(start, (c) => c.type === "move");
    const to = command.type === "move" ? command.to : "";
    expect(calls.map((c) => [c.hook, c.module])).toEqual([
      ["enterZone", "hook-a"],
      ["enterZone", "hook-b"],
    ]);
    expect(calls[0]?.args).toEqual({ survivor: "amy", from, to, at: to, told: ["SurvivorMoved"] });
    expect(seen.read(state)).toEqual([`hook-a entered ${to}`, `hook-b entered ${to}`]);
  });

  it("zombiePhaseStart: before the zombies activate, with the phase change told, folding the state", () => {
    calls.length = 0;
    const { events, state } = play(game("hook-test-ba"), (c) => c.type === "endTurn");
    const started = calls.filter((c) => c.hook === "zombiePhaseStart");
    expect(started.map((c) => c.module)).toEqual(["hook-b", "hook-a"]);
    // The phase change is the last thing told; nothing of the phase has happened yet.
    expect(started[0]?.args.told).toEqual(expect.arrayContaining(["PhaseChanged"]));
    const told = (started[0]?.args.told ?? []) as string[];
    expect(told.at(-1)).toBe("PhaseChanged");
    expect(started[0]?.args.told).not.toContain("ZombieCardDrawn");
    // The second module sees the first one's state.
    expect(started[1]?.args.before).toEqual(["hook-b saw the zombie phase start"]);
    expect(seen.read(state)).toEqual([
      "hook-b saw the zombie phase start",
      "hook-a saw the zombie phase start",
    ]);
    const phase = events.findIndex((e) => e.type === "PhaseChanged" && e.phase === "zombies");
    expect(phase).toBeGreaterThanOrEqual(0);
  });
});
