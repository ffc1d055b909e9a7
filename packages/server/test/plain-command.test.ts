import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clientMessageSchema, plainCommand } from "../src/protocol/client-messages.ts";

// The hand check of `command` messages must accept only what the schema accepts, and give the same message.
describe("plainCommand", () => {
  const field = fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.integer({ min: -5, max: 1_000_000_005 }),
    fc.constantFrom(0, 1.5, 1_000_000_000, 1_000_000_001, -1),
    fc.string({ maxLength: 70 }),
    fc.json().map((j) => JSON.parse(j) as unknown),
  );
  const message = fc.record(
    {
      type: fc.constantFrom("command", "undo", "Command", 3),
      id: field,
      seq: field,
      command: field,
      extra: field,
    },
    { requiredKeys: [] },
  );

  it("agrees with the schema on every message it accepts", () => {
    fc.assert(
      fc.property(message, (raw) => {
        // What JSON text carries: undefined fields are absent.
        const m = JSON.parse(JSON.stringify(raw)) as unknown;
        const quick = plainCommand(m);
        const full = clientMessageSchema.safeParse(m);
        if (quick) expect(full.success && full.data).toEqual(quick);
        else if (full.success && full.data.type === "command")
          throw new Error(`refused a command the schema accepts: ${JSON.stringify(m)}`);
      }),
      { numRuns: 1000 },
    );
  });

  it("takes the messages a table sends", () => {
    const m = { type: "command", seq: 12, id: "c1", command: { type: "move", survivor: "amy", to: "z3" } };
    expect(plainCommand(m)).toEqual(m);
    expect(plainCommand({ type: "command", seq: 0, command: 0 })).toEqual({
      type: "command",
      seq: 0,
      command: 0,
    });
    expect(plainCommand({ type: "command", seq: 1, command: null })).toBeNull();
    expect(plainCommand({ type: "command", seq: 1, command: {}, more: 1 })).toBeNull();
  });
});
