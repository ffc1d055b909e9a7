import { applyCampaign, type CampaignRecord, startCampaign } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { DEFAULT_GAMES } from "../src/games/default-games.ts";
import { createRegistry } from "../src/games/registry.ts";
import { useServerFixture } from "./helpers/fixture.ts";
import { latestPicture, playStep } from "./helpers/play.ts";
import { get, post } from "./helpers/server.ts";
import { STORE_KINDS } from "./helpers/storages.ts";
import type { Msg } from "./helpers/ws-client.ts";

// Issue 12: a campaign played online. The host's room carries the campaign (its id in the room's options); the
// server sets the mission up from the campaign's sheets and writes the result back when the game ends; each
// player sees the sheets of their own seat.
const ana = { "x-client-token": "ana-client-token-0001" };
const bo = { "x-client-token": "bo-client-token-00002" };

function campaign(): CampaignRecord {
  const s = startCampaign({
    id: "c0ffee01",
    title: "Online campaign",
    box: "fort-hendrix",
    seed: "online",
    missions: [
      {
        id: "first-night",
        names: { en: "First Night", "pt-BR": "Primeira Noite" },
        playable: "mission:first-night",
      },
      {
        id: "cold-storage",
        names: { en: "Cold Storage", "pt-BR": "Câmara Fria" },
        playable: "mission:cold-storage",
      },
    ],
    roster: ["wanda", "doug", "amy", "ned"],
    team: [
      { seat: "p1", survivor: "wanda" },
      { seat: "p2", survivor: "doug" },
    ],
  });
  if (!s.ok) throw new Error(s.error.message);
  const begun = applyCampaign(s.value, { type: "beginMission" });
  if (!begun.ok) throw new Error(begun.error.message);
  return begun.value;
}

const options = (over: Record<string, unknown> = {}) => ({
  mission: "first-night",
  players: 2,
  survivors: [
    { id: "wanda", seat: "p1" },
    { id: "doug", seat: "p2" },
  ],
  campaign: "c0ffee01",
  ...over,
});

describe.each(STORE_KINDS)("a campaign room on %s", (kind) => {
  const fixture = useServerFixture();

  async function start() {
    const started = await fixture.start(kind, { registry: createRegistry(DEFAULT_GAMES) });
    const c = campaign();
    const put = await fetch(`${started.url}/api/campaigns/${c.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", ...ana },
      body: JSON.stringify(c),
    });
    expect(put.status).toBe(200);
    return started.url;
  }

  it("refuses a campaign that is not the host's, or whose mission is not the room's", async () => {
    const url = await start();
    const notMine = await post(`${url}/api/rooms`, { game: "zombicide", config: options(), seats: 2 }, bo);
    expect(notMine.status).toBe(400);
    expect(notMine.body).toMatchObject({ error: "bad_config", where: "$.config.campaign" });
    const other = await post(
      `${url}/api/rooms`,
      { game: "zombicide", config: options({ mission: "cold-storage" }), seats: 2 },
      ana,
    );
    expect(other.body).toMatchObject({ error: "bad_config", where: "$.config.mission" });
    expect(other.body.message).toContain("mission:first-night");
  });

  it("plays the campaign's mission with its sheets, shows each seat its own, and writes the result back", async () => {
    const url = await start();
    const created = await post(`${url}/api/rooms`, { game: "zombicide", config: options(), seats: 2 }, ana);
    expect(created.status).toBe(201);
    const code = created.body.code as string;
    const joined = await post(`${url}/api/rooms/${code}/join`, { name: "Bo" }, bo);
    const [p1, p2] = [await fixture.client(url), await fixture.client(url)];
    await p1.request({ type: "join", room: code, seat: "p1", token: created.body.seatToken });
    await p2.request({ type: "join", room: code, seat: "p2", token: joined.body.seatToken });
    const view = latestPicture(p1).view;
    expect(view.modules).toEqual(expect.arrayContaining(["knock-out", "all-out", "campaign-play"]));
    expect(view.slices?.["campaign-play"]?.campaign).toBe("c0ffee01");

    // Each player sees the sheets of their own seat.
    const mine = await get(`${url}/api/rooms/${code}/campaign`, { "x-seat-token": joined.body.seatToken });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: "c0ffee01", seat: "p2", phase: "playing" });
    expect((mine.body as { sheets: { survivor: string }[] }).sheets.map((s) => s.survivor)).toEqual(["doug"]);
    const host = await get(`${url}/api/rooms/${code}/campaign`, { "x-seat-token": created.body.seatToken });
    expect((host.body as { sheets: { survivor: string }[] }).sheets.map((s) => s.survivor)).toEqual([
      "wanda",
    ]);
    expect((await get(`${url}/api/rooms/${code}/campaign`, { "x-seat-token": "nope" })).status).toBe(403);

    // The team only ends its turns: KOed, not taken, dead; with nobody left the mission is lost.
    const endTurns = (_n: number, legal: readonly Msg[]) => {
      const i = legal.findIndex((c) => c.type === "endTurn");
      return i >= 0 ? i : 0;
    };
    let finished = false;
    for (let step = 0; step < 400 && !finished; step++) {
      const next = await playStep({ p1, p2 }, [p1, p2], endTurns);
      finished = next === null || latestPicture(p1).status.kind === "finished";
    }
    expect(latestPicture(p1).status.kind).toBe("finished");
    const events = p1.received.flatMap((m: Msg) => (m.type === "update" ? m.events : []));
    expect(events.some((e: Msg) => e.type === "SurvivorKnockedOut")).toBe(true);

    // The campaign on the server now holds the mission's end: its history, with the game's record.
    await expect
      .poll(
        async () =>
          ((await get(`${url}/api/campaigns/c0ffee01`, ana)).body as { record: CampaignRecord }).record
            .history.length,
      )
      .toBe(1);
    const after = ((await get(`${url}/api/campaigns/c0ffee01`, ana)).body as { record: CampaignRecord })
      .record;
    expect(after.history[0]).toMatchObject({ missionId: "first-night", outcome: "lost" });
    expect((after.history[0]?.game as { log?: unknown[] } | undefined)?.log?.length).toBeGreaterThan(0);
    expect(after.phase).toBe("lost");
    // The host's browser, still holding the campaign from before the room, cannot overwrite the result.
    const stale = await fetch(`${url}/api/campaigns/c0ffee01`, {
      method: "PUT",
      headers: { "content-type": "application/json", ...ana },
      body: JSON.stringify(campaign()),
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: string }).error).toBe("stale_campaign");
  }, 120_000);
});
