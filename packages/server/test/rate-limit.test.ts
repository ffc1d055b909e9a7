import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useServerFixture } from "./helpers/fixture.ts";
import { REDIS_URL } from "./helpers/pg.ts";
import { get, post, SHORT_DUEL } from "./helpers/server.ts";

describe("HTTP rate limits", () => {
  const fixture = useServerFixture();

  it("refuses the API writes over the limit with 429 rate_limited; reads and the WebSocket go on", async () => {
    const { url } = await fixture.start("sqlite", { httpRatePerMinute: 3 });
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await post(`${url}/api/rooms`, { game: "duel", config: SHORT_DUEL });
      expect(created.status).toBe(201);
      codes.push(created.body.code);
    }
    const res = await fetch(`${url}/api/rooms/${codes[0]}/join`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({
      error: "rate_limited",
      message: expect.stringContaining("3 a minute"),
    });
    expect((await get(`${url}/api/rooms/${codes[0]}`)).body).toMatchObject({ seq: 0 });
    const spectator = await fixture.client(url);
    expect(await spectator.request({ type: "join", room: codes[0] })).toMatchObject({ type: "welcome" });
  });

  it("with Redis, two processes count one client's requests together", async () => {
    const redisPrefix = `horda-rl-${randomBytes(4).toString("hex")}`;
    const shared = { httpRatePerMinute: 3, redisUrl: REDIS_URL, redisPrefix };
    const a = await fixture.start("postgres", shared);
    const b = await fixture.startOn(a.store.storage, shared);
    const create = (url: string) => post(`${url}/api/rooms`, { game: "duel", config: SHORT_DUEL });
    const answers = [await create(a.url), await create(b.url), await create(a.url), await create(b.url)];
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 429]);
  });
});
