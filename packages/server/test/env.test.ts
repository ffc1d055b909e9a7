import { describe, expect, it } from "vitest";
import { readServerEnv } from "../src/env.ts";

describe("server settings from the environment", () => {
  it("reads ROOM_THREADS (default 0: the main thread runs the rooms)", () => {
    expect(readServerEnv({}).roomThreads).toBe(0);
    expect(readServerEnv({ ROOM_THREADS: "2" }).roomThreads).toBe(2);
  });

  it("refuses a ROOM_THREADS that is not a whole number, naming the setting and the value", () => {
    expect(() => readServerEnv({ ROOM_THREADS: "two" })).toThrow(
      'ROOM_THREADS must be a whole number, got "two"',
    );
    expect(() => readServerEnv({ ROOM_THREADS: "-1" })).toThrow(
      'ROOM_THREADS must be a whole number, got "-1"',
    );
    expect(() => readServerEnv({ ROOM_THREADS: "1.5" })).toThrow("ROOM_THREADS");
  });

  it("reads WS_HEARTBEAT_MS (default 30 s) and refuses one that is not a whole number", () => {
    expect(readServerEnv({}).wsHeartbeatMs).toBe(30_000);
    expect(readServerEnv({ WS_HEARTBEAT_MS: "300" }).wsHeartbeatMs).toBe(300);
    expect(() => readServerEnv({ WS_HEARTBEAT_MS: "fast" })).toThrow(
      'WS_HEARTBEAT_MS must be a whole number, got "fast"',
    );
  });
});
