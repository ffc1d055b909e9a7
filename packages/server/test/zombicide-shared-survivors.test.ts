import type { Survivor } from "@horda/content";
import { describe, expect, it } from "vitest";
import { DEFAULT_GAMES } from "../src/games/default-games.ts";
import { createRegistry } from "../src/games/registry.ts";
import { DEFAULT_CONTENT_DIR, readZombicideContent } from "../src/games/zombicide/content.ts";
import { buildZombicideConfig } from "../src/games/zombicide/room-options.ts";
import { useServerFixture } from "./helpers/fixture.ts";
import { get, post } from "./helpers/server.ts";

// Issue 13: the ID cards a host entered in the survivor editor (a Rio survivor's skills no source gives, say) are
// played in online rooms too: they travel with the room options and the server checks them as the user pack's
// survivors.json before they take their survivors' places for every seat.

const ANA = { "x-client-token": "ana-browser-token-0002" };
const content = readZombicideContent(DEFAULT_CONTENT_DIR);
const wanda = content.packs.core2e?.survivors.find((s) => s.id === "wanda") as Survivor;
/** Wanda as her owner entered her: health 4 and Tough at Blue, as the survivor editor saves it. */
const MINE: Survivor = {
  ...wanda,
  id: "my-core2e-wanda",
  replaces: "core2e/wanda",
  health: 4,
  skills: { ...wanda.skills, blue: ["tough"] },
};
const FIRST_NIGHT = { mission: "first-night", players: 1, survivors: [{ id: "wanda", seat: "p1" }] };
type Catalog = { survivorCatalog: { survivors: Record<string, Survivor> } };

describe("Zombicide rooms with the host's entered survivor cards", () => {
  const fixture = useServerFixture();

  it("plays the entered card in its survivor's place, under the survivor's own id", () => {
    const built = buildZombicideConfig({ ...FIRST_NIGHT, survivorCards: [MINE] }, content);
    if (!built.ok) throw new Error(built.message);
    const played = (built.config as unknown as Catalog).survivorCatalog.survivors.wanda;
    expect(played?.health).toBe(4);
    expect(played?.skills.blue).toEqual(["tough"]);
    expect(played?.id).toBe("wanda");
    const plain = buildZombicideConfig(FIRST_NIGHT, content);
    if (!plain.ok) throw new Error(plain.message);
    expect((plain.config as unknown as Catalog).survivorCatalog.survivors.wanda?.health).toBe(wanda.health);
  });

  it("opens a room with the card; refuses broken cards saying where and why, creating nothing", async () => {
    const { url, store } = await fixture.start("sqlite", { registry: createRegistry(DEFAULT_GAMES) });
    const make = (survivorCards: unknown) =>
      post(`${url}/api/rooms`, { game: "zombicide", config: { ...FIRST_NIGHT, survivorCards } }, ANA);
    const mine = async () => ((await get(`${url}/api/rooms`, ANA)).body as { rooms: unknown[] }).rooms;

    const ok = await make([MINE]);
    expect(ok.status).toBe(201);
    const room = await store.storage.loadRoom(ok.body.code as string);
    if (!room) throw new Error("the room was not stored");
    expect((room.head.config as unknown as Catalog).survivorCatalog.survivors.wanda?.health).toBe(4);

    const refusals = [
      [[{ ...MINE, replaces: "core2e/nobody" }], "$.config.survivorCards[0]", /no survivor "nobody"/],
      [
        [MINE, { ...MINE, skills: { ...MINE.skills, blue: ["flying"] } }],
        "$.config.survivorCards[1]",
        /flying/,
      ],
      [[{ ...MINE, replaces: undefined }], "$.config.survivorCards[0].replaces", /replaces/],
      [[{ ...MINE, health: "lots" }], "$.config.survivorCards[0].health", /number/],
      [Array.from({ length: 13 }, () => MINE), "$.config.survivorCards", /12/],
    ] as const;
    for (const [cards, where, why] of refusals) {
      const refused = await make(cards);
      expect({ where, status: refused.status, error: refused.body.error }).toEqual({
        where,
        status: 400,
        error: "bad_config",
      });
      expect(refused.body.message).toMatch(why);
    }
    expect(await mine()).toHaveLength(1);
  });
});
