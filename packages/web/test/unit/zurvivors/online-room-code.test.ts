import { describe, expect, it } from "vitest";
import { parseServerMessage } from "../../../src/online-room/messages.ts";
import { formatRoomCode, normalizeRoomCode, roomPath } from "../../../src/online-room/room-code.ts";
import { socketUrl } from "../../../src/online-room/room-socket.ts";

describe("room codes and addresses", () => {
  it("reads a code typed with dashes, spaces or lower case, or pasted as the join link", () => {
    expect(normalizeRoomCode("ys7k-zb0t je0a-7rpt")).toBe("YS7KZB0TJE0A7RPT");
    expect(normalizeRoomCode("https://horda.example/zurvivors/play?room=YS7KZB0TJE0A7RPT")).toBe(
      "YS7KZB0TJE0A7RPT",
    );
    expect(formatRoomCode("YS7KZB0TJE0A7RPT")).toBe("YS7K-ZB0T-JE0A-7RPT");
    expect(roomPath("YS7KZB0TJE0A7RPT")).toBe("/zurvivors/play?room=YS7KZB0TJE0A7RPT");
  });

  it("refuses codes of the wrong length or with letters the server never uses", () => {
    expect(normalizeRoomCode("YS7K-ZB0T")).toBeNull();
    expect(normalizeRoomCode("ILOU-ZB0T-JE0A-7RPT")).toBeNull();
    expect(normalizeRoomCode("")).toBeNull();
  });

  it("opens the WebSocket on the page's own host, secure under https", () => {
    expect(socketUrl({ protocol: "http:", host: "127.0.0.1:8080" })).toBe("ws://127.0.0.1:8080/ws");
    expect(socketUrl({ protocol: "https:", host: "horda.example" })).toBe("wss://horda.example/ws");
  });

  it("says what is wrong with a frame the table cannot use", () => {
    expect(parseServerMessage("{")).toEqual({
      ok: false,
      problem: "The server sent something that is not JSON.",
    });
    expect(parseServerMessage('{"type":"surprise"}')).toEqual({
      ok: false,
      problem: 'The server sent an unknown message type "surprise".',
    });
    expect(parseServerMessage('{"type":"update","seq":3}')).toEqual({
      ok: false,
      problem: 'The server\'s "update" message has no seq, view or legal list.',
    });
    expect(parseServerMessage('{"type":"ack","id":"c1","seq":4}')).toEqual({
      ok: true,
      message: { type: "ack", id: "c1", seq: 4 },
    });
  });
});
