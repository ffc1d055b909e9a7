import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { missionFileSchema } from "@horda/content";
import { choicesFor, RngCursor, seedRng, startSession, submit } from "@horda/table";
import {
  survivorCatalogFromPacks,
  type ZombicideConfig,
  type ZombicideState,
  zombicide,
  zombieCatalogFromPacks,
} from "@horda/zombicide";
import { loadContentPacks, loadTileLibrary } from "@horda/zombicide/node";
import { describe, expect, it } from "vitest";
import { simpleZombicideBot } from "../../src/zombicide/simple-bot.ts";

const content = fileURLToPath(new URL("../../../../content/", import.meta.url));
const mission = missionFileSchema.parse(
  JSON.parse(readFileSync(`${content}core2e/missions/first-night.mission.json`, "utf8")),
);
const packs = loadContentPacks(content);
const config: ZombicideConfig = {
  map: mission.map,
  mission,
  tiles: Object.fromEntries(loadTileLibrary(content)),
  seats: ["p1", "p2"],
  survivors: [
    { id: "wanda", seat: "p1" },
    { id: "doug", seat: "p2" },
  ],
  survivorCatalog: survivorCatalogFromPacks(packs),
  zombieCatalog: zombieCatalogFromPacks(packs),
  startingDeal: true,
};

describe("the simple Zombicide bot", () => {
  it("heads for an Objective behind a closed door rather than ending its turn", () => {
    const started = startSession(zombicide, config, "bot-1");
    if (!started.ok) throw new Error(started.error.message);
    const [choice] = choicesFor(zombicide, started.value.state);
    const legal = zombicide.legal(started.value.state, choice!.seat);
    const picked = simpleZombicideBot(started.value.state, choice!.seat, legal, new RngCursor(seedRng("x")));
    expect(picked.type).toBe("move");
    expect(legal).toContainEqual(picked);
  });

  it("plays whole rounds for every seat with legal commands only, the same way for the same seed", () => {
    const play = (seed: string) => {
      const started = startSession(zombicide, config, "bot-2");
      if (!started.ok) throw new Error(started.error.message);
      let session = started.value;
      const rng = new RngCursor(seedRng(seed));
      const types: string[] = [];
      for (let i = 0; i < 150; i++) {
        const state = session.state as ZombicideState;
        if (zombicide.status(state).kind === "finished") break;
        const seat = choicesFor(zombicide, state)[0]?.seat;
        if (!seat) break;
        const command = simpleZombicideBot(state, seat, zombicide.legal(state, seat), rng);
        const done = submit(zombicide, session, seat, command);
        if (!done.ok) throw new Error(`${JSON.stringify(command)} refused: ${done.error.message}`);
        session = done.value.session;
        types.push(command.type);
      }
      return { types, round: (session.state as ZombicideState).turn.round };
    };
    const once = play("same");
    expect(once).toEqual(play("same"));
    expect(once.types).toContain("move");
    expect(once.round).toBeGreaterThanOrEqual(2);
  });
});
