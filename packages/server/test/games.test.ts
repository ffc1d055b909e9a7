import { describe, expect, it } from "vitest";
import { DEFAULT_GAMES } from "../src/games/default-games.ts";
import { createRegistry } from "../src/games/registry.ts";
import { useSharedServer } from "./helpers/fixture.ts";
import { get, post } from "./helpers/server.ts";
import { TestClient } from "./helpers/ws-client.ts";

const shared = useSharedServer("sqlite", { registry: createRegistry(DEFAULT_GAMES) });

describe("the games npm start hosts", () => {
  it("hosts Zurvivors: four players on their own devices, each with a view of their own", async () => {
    expect((await get(`${shared.url}/api/games`)).body.games).toContain("zurvivors");
    const refused = await post(`${shared.url}/api/rooms`, { game: "zurvivors", config: { players: 9 } });
    expect(refused.body).toMatchObject({ error: "bad_config" });
    const created = await post(`${shared.url}/api/rooms`, {
      game: "zurvivors",
      config: { players: 4 },
      seats: 4,
    });
    expect(created.status).toBe(201);
    const tokens: Record<string, string> = { [created.body.seat]: created.body.seatToken };
    for (let i = 0; i < 3; i++) {
      const joined = await post(`${shared.url}/api/rooms/${created.body.code}/join`, {});
      tokens[joined.body.seat] = joined.body.seatToken;
    }
    expect(Object.keys(tokens).sort()).toEqual(created.body.seats.slice().sort());
    const clients: Record<string, TestClient> = {};
    const welcomes: Record<string, { legal: unknown[]; seq: number; view: unknown }> = {};
    for (const [seat, token] of Object.entries(tokens)) {
      clients[seat] = await TestClient.open(shared.url);
      welcomes[seat] = await clients[seat].request({ type: "join", room: created.body.code, seat, token });
    }
    const views = Object.values(welcomes).map((w) => JSON.stringify(w.view));
    expect(new Set(views).size).toBe(4);
    const [seat, first] = Object.entries(welcomes).find(([, w]) => w.legal.length > 0)!;
    const ack = await clients[seat]!.request({ type: "command", seq: first.seq, command: first.legal[0] });
    expect(ack).toMatchObject({ type: "ack", seq: 1 });
    for (const c of Object.values(clients)) {
      expect(await c.next((m) => m.type === "update" && m.seq === 1)).toMatchObject({ seat });
      c.close();
    }
  });

  it("says which Zombicide mission a room plays, to whoever has its link (the join page)", async () => {
    const config = { mission: "first-night", players: 1, survivors: [{ id: "wanda", seat: "p1" }] };
    const created = await post(`${shared.url}/api/rooms`, { game: "zombicide", config });
    expect(created.status).toBe(201);
    const info = await get(`${shared.url}/api/rooms/${created.body.code}`);
    expect(info.body.about).toEqual({
      mission: "first-night",
      names: expect.objectContaining({ en: "First Night" }),
    });
    // A Zurvivors room has nothing of the kind to tell.
    const cards = await post(`${shared.url}/api/rooms`, { game: "zurvivors", config: { players: 3 } });
    expect((await get(`${shared.url}/api/rooms/${cards.body.code}`)).body.about).toBeUndefined();
  });
});
