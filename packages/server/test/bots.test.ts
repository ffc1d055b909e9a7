import { describe, expect, it } from "vitest";
import { DEFAULT_GAMES } from "../src/games/default-games.ts";
import { createRegistry } from "../src/games/registry.ts";
import { useSharedServer } from "./helpers/fixture.ts";
import { latestPicture } from "./helpers/play.ts";
import { post } from "./helpers/server.ts";
import type { Msg, TestClient } from "./helpers/ws-client.ts";

const shared = useSharedServer("sqlite", { registry: createRegistry(DEFAULT_GAMES), botDelayMs: 5 });

/** A room: the creator (host) plays p1 and hands every other seat to `bot`. */
async function withBot(game: string, config: unknown, bot: string) {
  const created = await post(`${shared.url}/api/rooms`, { game, config });
  expect(created.status).toBe(201);
  const human = await shared.client();
  const code = created.body.code as string;
  await human.request({
    type: "join",
    room: code,
    seat: "p1",
    token: created.body.seatToken,
    hostToken: created.body.hostToken,
  });
  const refused = await human.request({ type: "host", action: { kind: "bot", seat: "p2", bot: "nobody" } });
  expect(refused).toMatchObject({ code: "unknown_bot", message: expect.stringContaining(bot) });
  for (const seat of (created.body.seats as string[]).slice(1))
    expect(await human.request({ type: "host", action: { kind: "bot", seat, bot } })).toMatchObject({
      type: "ack",
    });
  return { code, human };
}

/** The human plays (`choose` picks among its legal commands) until the bot has made `botSteps` steps. */
async function playAlong(human: TestClient, choose: (legal: Msg[]) => Msg, botSteps: number): Promise<Msg[]> {
  const byBot = () => human.received.filter((m) => m.type === "update" && m.seat !== "p1");
  for (let i = 0; i < 300 && byBot().length < botSteps; i++) {
    const pic = latestPicture(human);
    if (pic.status.kind === "finished") break;
    if (pic.legal.length > 0) {
      const answer = await human.request({ type: "command", seq: pic.seq, command: choose(pic.legal) });
      if (answer.type === "ack") await human.next((m) => m.type === "update" && m.seq === answer.seq);
    } else {
      await human.next((m) => m.type === "update" && m.seq > pic.seq);
    }
  }
  return byBot();
}

describe("server-side bots", () => {
  it("a Zombicide seat handed to the simple bot plays its survivor's turn", async () => {
    const config = {
      mission: "first-night",
      players: 2,
      survivors: [
        { id: "wanda", seat: "p1" },
        { id: "doug", seat: "p2" },
      ],
    };
    const { human } = await withBot("zombicide", config, "simple");
    const endTurn = (legal: Msg[]) => legal.find((c) => c.type === "endTurn") ?? legal[0];
    const steps = await playAlong(human, endTurn, 3);
    expect(steps.length).toBeGreaterThanOrEqual(3);
    const types = steps.flatMap((s) => s.events.map((e: Msg) => e.type));
    expect(types.some((t) => t === "SurvivorMoved" || t === "SearchMade" || t.startsWith("Card"))).toBe(true);
  });

  it("a Zombicide seat handed to the survivor bot plays from its seat's view", async () => {
    const config = {
      mission: "first-night",
      players: 2,
      survivors: [
        { id: "wanda", seat: "p1" },
        { id: "doug", seat: "p2" },
      ],
    };
    const { human } = await withBot("zombicide", config, "survivor");
    const endTurn = (legal: Msg[]) => legal.find((c) => c.type === "endTurn") ?? legal[0];
    const steps = await playAlong(human, endTurn, 3);
    expect(steps.length).toBeGreaterThanOrEqual(3);
    const types = steps.flatMap((s) => s.events.map((e: Msg) => e.type));
    expect(types).toContain("SurvivorMoved");
  });

  it("a Zurvivors seat handed to the heuristic bot plays", async () => {
    const { human } = await withBot("zurvivors", { players: 4 }, "heuristic");
    const steps = await playAlong(human, (legal) => legal[0], 3);
    expect(steps.length).toBeGreaterThanOrEqual(3);
  });
});
