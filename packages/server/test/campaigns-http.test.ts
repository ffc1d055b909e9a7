import { applyCampaign, type CampaignRecord, startCampaign } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { useSharedServer } from "./helpers/fixture.ts";
import { get } from "./helpers/server.ts";

const shared = useSharedServer("sqlite", { webDist: "/nonexistent/dist" });
const ana = { "x-client-token": "ana-client-token-0001" };
const bo = { "x-client-token": "bo-client-token-00002" };

const send = async (method: string, path: string, body: unknown, headers: Record<string, string>) => {
  const res = await fetch(`${shared.url}${path}`, {
    method,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
};

function campaign(): CampaignRecord {
  const s = startCampaign({
    id: "c0ffee",
    title: "Server campaign",
    box: "rio",
    seed: "x",
    missions: [{ id: "m1", names: { en: "One", "pt-BR": "Um" }, playable: "mission:first-night" }],
    roster: ["amy", "doug"],
    team: [{ seat: "p1", survivor: "amy" }],
  });
  if (!s.ok) throw new Error(s.error.message);
  const begun = applyCampaign(s.value, { type: "beginMission" });
  if (!begun.ok) throw new Error(begun.error.message);
  return begun.value;
}

describe("campaigns on the server", () => {
  it("keeps a player's campaign, lists it, gives it back, and refuses others", async () => {
    const c = campaign();
    expect(await send("PUT", `/api/campaigns/${c.id}`, c, ana)).toEqual({
      status: 200,
      body: { id: c.id, phase: "playing" },
    });
    const list = await get(`${shared.url}/api/campaigns`, ana);
    expect(list.body).toMatchObject({
      campaigns: [{ id: c.id, title: "Server campaign", box: "rio", phase: "playing" }],
    });
    const one = await get(`${shared.url}/api/campaigns/${c.id}`, ana);
    expect((one.body as { record: unknown }).record).toEqual(JSON.parse(JSON.stringify(c)));
    expect((await get(`${shared.url}/api/campaigns/${c.id}`, bo)).status).toBe(404);
    expect((await send("PUT", `/api/campaigns/${c.id}`, c, bo)).status).toBe(403);
    expect((await send("DELETE", `/api/campaigns/${c.id}`, undefined, bo)).status).toBe(404);
    expect((await send("DELETE", `/api/campaigns/${c.id}`, undefined, ana)).status).toBe(204);
    expect((await get(`${shared.url}/api/campaigns/${c.id}`, ana)).status).toBe(404);
  });

  it("refuses a malformed or hand-edited record, naming where", async () => {
    const c = campaign();
    const bad = await send("PUT", `/api/campaigns/${c.id}`, { ...c, sheets: [{ survivor: 3 }] }, ana);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("$.sheets[0]");
    const edited = await send("PUT", `/api/campaigns/${c.id}`, { ...c, phase: "won" }, ana);
    expect(edited.body.message).toContain("$.phase does not follow from the campaign's log");
    expect((await send("PUT", "/api/campaigns/other", c, ana)).body.error).toBe("id_mismatch");
    expect((await get(`${shared.url}/api/campaigns`, {})).status).toBe(401);
  });
});
