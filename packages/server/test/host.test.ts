import { describe, expect, it } from "vitest";
import { useSharedServer } from "./helpers/fixture.ts";
import { latestPicture } from "./helpers/play.ts";
import { post, seatedDuel } from "./helpers/server.ts";

const shared = useSharedServer("sqlite", { botDelayMs: 5 });

const seated = () => seatedDuel(shared.url);

describe("host controls", () => {
  it("pause refuses commands until the host resumes; everyone hears of it", async () => {
    const { host, p1, p2 } = await seated();
    expect(
      (await host.request({ type: "host", id: "h1", action: { kind: "pause", paused: true } })).type,
    ).toBe("ack");
    expect(await p2.next((m) => m.type === "room" && m.paused === true)).toMatchObject({ paused: true });
    expect(await p1.request({ type: "command", seq: 0, command: { type: "end" } })).toMatchObject({
      code: "paused",
    });
    await host.request({ type: "host", action: { kind: "pause", paused: false } });
    expect(await p1.request({ type: "command", seq: 0, command: { type: "end" } })).toMatchObject({
      type: "ack",
      seq: 1,
    });
  });

  it("kick closes the seat's connection (4003), voids its token and frees the seat for a newcomer", async () => {
    const { room, host, p2 } = await seated();
    await host.request({ type: "host", action: { kind: "kick", seat: "p2" } });
    expect((await p2.closed).code).toBe(4003);
    const again = await shared.client();
    expect(await again.request({ type: "join", room: room.code, seat: "p2", token: room.p2 })).toMatchObject({
      code: "bad_token",
    });
    const newcomer = await post(`${shared.url}/api/rooms/${room.code}/join`, { name: "Cy" });
    expect(newcomer.body.seat).toBe("p2");
  });

  it("assign hands the host a fresh token for a seat and closes the old holder (4004)", async () => {
    const { room, host, p1 } = await seated();
    const issued = await host.request({
      type: "host",
      id: "a",
      action: { kind: "assign", seat: "p1", name: "Dee" },
    });
    expect(issued).toMatchObject({ type: "seat_token", id: "a", seat: "p1" });
    expect((await p1.closed).code).toBe(4004);
    const dee = await shared.client();
    expect((await dee.request({ type: "join", room: room.code, seat: "p1", token: issued.token })).seat).toBe(
      "p1",
    );
    expect(await dee.request({ type: "command", seq: 0, command: { type: "end" } })).toMatchObject({
      type: "ack",
    });
  });

  it("a seat handed to a bot plays legal commands by itself until the game ends", async () => {
    const { host, p1, p2 } = await seated();
    await host.request({ type: "host", action: { kind: "bot", seat: "p2", bot: "random" } });
    expect(await p2.request({ type: "command", seq: 0, command: { type: "end" } })).toMatchObject({
      code: "seat_is_bot",
    });
    for (let i = 0; i < 200 && latestPicture(p1).status.kind !== "finished"; i++) {
      const pic = latestPicture(p1);
      if (pic.legal.length > 0) {
        const end = pic.legal.find((c: { type: string }) => c.type === "end") ?? pic.legal[0];
        const answer = await p1.request({ type: "command", seq: pic.seq, command: end });
        if (answer.type === "ack") await p1.next((m) => m.type === "update" && m.seq === answer.seq);
      } else {
        await p1.next((m) => m.type === "update" && m.seq > pic.seq);
      }
    }
    expect(latestPicture(p1).status.kind).toBe("finished");
    const botSteps = p1.received.filter((m) => m.type === "update" && m.seat === "p2");
    expect(botSteps.length).toBeGreaterThanOrEqual(3);
  });
});
