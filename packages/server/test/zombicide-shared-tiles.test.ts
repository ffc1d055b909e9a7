import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_GAMES } from "../src/games/default-games.ts";
import { createRegistry } from "../src/games/registry.ts";
import { DEFAULT_CONTENT_DIR, readZombicideContent } from "../src/games/zombicide/content.ts";
import { buildZombicideConfig } from "../src/games/zombicide/room-options.ts";
import { useServerFixture } from "./helpers/fixture.ts";
import { get, post } from "./helpers/server.ts";

// Issue 18: a host's traced tiles (the browser's user pack) travel with the room options, so every seat plays on
// them; the server checks them as a pack extending core2e and refuses a malformed or oversize one, saying where.

const TRACED = readFileSync(new URL("./fixtures/traced-1R.tile", import.meta.url), "utf8");
const ANA = { "x-client-token": "ana-browser-token-0001" };
const FIRST_NIGHT = {
  mission: "first-night",
  players: 1,
  survivors: [{ id: "wanda", seat: "p1" }],
};

describe("Zombicide rooms with the host's traced tiles", () => {
  const fixture = useServerFixture();

  it("builds the mission on the traced layout of the tile it replaces, and ignores tiles the map lacks", () => {
    const content = readZombicideContent(DEFAULT_CONTENT_DIR);
    const other = TRACED.replace("tile: core2e-1R", "tile: core2e-5R").replace("core2e/1R", "core2e/5R");
    const built = buildZombicideConfig(
      { ...FIRST_NIGHT, tiles: { "core2e-1R": TRACED, "core2e-5R": other } },
      content,
    );
    if (!built.ok) throw new Error(built.message);
    const tiles = (built.config as { tiles: Record<string, { replaces?: string; grid: string[] }> }).tiles;
    expect(Object.keys(tiles).sort()).toEqual(["core2e/1R", "core2e/2R"]);
    expect(tiles["core2e/1R"]?.replaces).toBe("core2e/1R");
    expect(tiles["core2e/1R"]?.grid[0]).toBe("AAAAAbbbbb");
    expect(tiles["core2e/2R"]).toEqual(content.tiles.get("core2e/2R"));
  });

  it("opens a room on valid tiles; refuses oversize and malformed ones with where and why, creating nothing", async () => {
    const { url, store } = await fixture.start("sqlite", { registry: createRegistry(DEFAULT_GAMES) });
    const make = (tiles: unknown) =>
      post(`${url}/api/rooms`, { game: "zombicide", config: { ...FIRST_NIGHT, tiles } }, ANA);
    const mine = async () => ((await get(`${url}/api/rooms`, ANA)).body as { rooms: unknown[] }).rooms;

    const ok = await make({ "core2e-1R": TRACED });
    expect(ok.status).toBe(201);
    const room = await store.storage.loadRoom(ok.body.code as string);
    const config = room?.head.config as { tiles: Record<string, { replaces?: string }> };
    expect(config.tiles["core2e/1R"]?.replaces).toBe("core2e/1R");
    expect(await mine()).toHaveLength(1);

    const refusals = [
      // too many tiles
      [
        Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`t${i}`, TRACED])),
        "$.config.tiles",
        /at most 32 tiles/,
      ],
      // one tile far too long
      [{ big: `${TRACED}#${"x".repeat(8_000)}\n` }, "$.config.tiles.big", /8000/],
      // a tile id that cannot name a file
      [{ "../x": TRACED }, "$.config.tiles.../x", /tile id/],
      // a broken grid row: the loader's line, in the tile's file
      [
        { "core2e-1R": TRACED.replace("  AAAAAbbbbb\n", "  AAAAAbbb\n") },
        "$.config.tiles.core2e-1R",
        /core2e-1R\.tile:\d+/,
      ],
      // replacing a tile no pack has
      [
        { "core2e-1R": TRACED.replace("core2e/1R", "core2e/99R") },
        "$.config.tiles.core2e-1R",
        /no tile "99R"/,
      ],
      // replacing a tile of a pack the server does not hold
      [{ "core2e-1R": TRACED.replace("core2e/1R", "nopack/1R") }, "$.config.tiles", /nopack/],
      // not text at all
      [{ "core2e-1R": 42 }, "$.config.tiles.core2e-1R", /string/],
    ] as const;
    for (const [tiles, where, why] of refusals) {
      const refused = await make(tiles);
      expect({ where, status: refused.status, error: refused.body.error }).toEqual({
        where,
        status: 400,
        error: "bad_config",
      });
      expect(refused.body.where).toBe(where);
      expect(refused.body.message).toMatch(why);
    }
    expect(await mine()).toHaveLength(1);
  });
});
