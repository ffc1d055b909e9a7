import { replay } from "@horda/table";
import { zombicide } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { bundledTiles } from "../../../src/content/tile-library.ts";
import { bundledPacks } from "../../../src/table/content/packs.ts";
import { playables } from "../../../src/table/content/playable.ts";
import { hasZombiePhase, playbackFrames } from "../../../src/table/playback/playback-frames.ts";
import { actingSeat } from "../../../src/table/session/acting-seat.ts";
import { rebuild, sendCommand, takeBack, type ZSession } from "../../../src/table/session/table-session.ts";
import { buildConfig } from "../../../src/table/setup/build-config.ts";
import type { NewGameOptions } from "../../../src/table/setup/options.ts";

const packs = bundledPacks();
if (!packs.ok) throw new Error(packs.errors.join("\n"));
const firstNight = playables(packs.packs).find((p) => p.key === "mission:first-night");

function start(sandbox = false): ZSession {
  if (!firstNight) throw new Error("no first-night mission");
  const options: NewGameOptions = {
    playable: firstNight.key,
    players: ["Ana"],
    survivors: { josh: 0 },
    boxes: ["core2e"],
    band: "easier",
    startingDeal: true,
    autoZombieChoices: true,
    sandbox,
    seed: "unit",
  };
  const config = buildConfig(options, firstNight, packs.ok ? packs.packs : {}, bundledTiles().library);
  const started = rebuild({ format: 1, game: "zombicide", config, seed: "unit", log: [] });
  if (!started.ok) throw new Error(started.error.message);
  return started.value.session;
}

describe("the table's session", () => {
  it("lists the core mission with an inline map and builds a config the engine accepts", () => {
    const s = start();
    expect(s.state.survivors.map((x) => x.id)).toEqual(["josh"]);
    expect(
      Object.keys(s.state.zombieCatalog.spawnCards).every((c) => Number(c) <= 18 || Number(c) > 36),
    ).toBe(true);
  });

  it("moves, undoes, ends the turn and rebuilds the same state from the record (as replay does)", () => {
    let s = start();
    const acting = actingSeat(s.state);
    expect(acting.seat).toBe("p1");
    const move = acting.commands.find((c) => c.type === "move");
    if (!move) throw new Error("no move offered");
    const moved = sendCommand(s, "p1", move);
    if (!moved.ok) throw new Error(moved.error.message);
    expect(moved.value.item.events[0]?.type).toBe("SurvivorMoved");
    const back = takeBack(moved.value.session);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value.item).toMatchObject({ kind: "undo", undoes: 1 });
    s = back.value.session;
    const before = s.state;
    const ended = sendCommand(s, "p1", { type: "endTurn", survivor: "josh" });
    if (!ended.ok) throw new Error(ended.error.message);
    expect(hasZombiePhase(ended.value.item.events)).toBe(true);
    const frames = playbackFrames(before, ended.value.item.events);
    const last = frames[frames.length - 1];
    const zonesOf = (zs: readonly { id: string; zone: string }[]) =>
      zs.map((z) => `${z.id}@${z.zone}`).sort();
    expect(zonesOf(last?.zombies ?? [])).toEqual(zonesOf(ended.value.session.state.zombies));

    const record = ended.value.session.record;
    const rebuilt = rebuild(record);
    const replayed = replay(zombicide, record);
    if (!rebuilt.ok || !replayed.ok) throw new Error("rebuild failed");
    expect(JSON.stringify(rebuilt.value.session.state)).toBe(JSON.stringify(ended.value.session.state));
    expect(JSON.stringify(replayed.value.state)).toBe(JSON.stringify(rebuilt.value.session.state));
    expect(rebuilt.value.items.map((i) => i.kind)).toEqual(["command", "undo", "command"]);
  });

  it("offers table edits only in free mode, and a flipped door is logged", () => {
    expect(actingSeat(start(false).state).commands.some((c) => c.type.startsWith("sandbox"))).toBe(false);
    const s = start(true);
    const flip = actingSeat(s.state).commands.find((c) => c.type === "sandboxFlipDoor");
    if (!flip) throw new Error("no flip offered");
    const done = sendCommand(s, "p1", flip);
    if (!done.ok) throw new Error(done.error.message);
    expect(done.value.session.state.openDoors).toContain(flip.door);
    expect(done.value.item.events).toEqual([
      expect.objectContaining({ type: "SandboxDoorFlipped", open: true }),
    ]);
  });
});
