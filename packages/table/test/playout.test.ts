import { describe, expect, it } from "vitest";
import {
  choicesFor,
  err,
  type GameDefinition,
  randomPlayout,
  ruleError,
  seededPick,
  startSession,
} from "../src/index.ts";
import { DUEL_CONFIG, duel } from "./fixtures/duel.ts";
import type { DuelCommand, DuelConfig, DuelEvent, DuelState, DuelView } from "./fixtures/duel-types.ts";
import { must, refused } from "./fixtures/must.ts";

describe("randomPlayout", () => {
  it("plays a game to its end with a seeded picker, the same way every time", () => {
    const a = must(randomPlayout(duel, DUEL_CONFIG, "play", 500, seededPick("x")));
    const b = must(randomPlayout(duel, DUEL_CONFIG, "play", 500, seededPick("x")));
    expect(a.stopped).toBe("finished");
    expect(duel.status(a.session.state).kind).toBe("finished");
    expect(a.events).toHaveLength(a.session.record.log.length);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it("stops at the step limit", () => {
    const p = must(randomPlayout(duel, DUEL_CONFIG, "play", 3, () => 0));
    expect(p.stopped).toBe("step_limit");
    expect(p.session.record.log).toHaveLength(3);
  });

  it("takes any integer from the picker modulo the number of choices", () => {
    const choices = choicesFor(duel, must(startSession(duel, DUEL_CONFIG, "play")).state);
    const p = must(randomPlayout(duel, DUEL_CONFIG, "play", 1, () => -1));
    expect(p.session.record.log[0]).toMatchObject(choices[choices.length - 1] ?? {});
  });

  it("reports a game whose apply refuses a command its legal listed", () => {
    const broken: GameDefinition<DuelState, DuelCommand, DuelEvent, DuelView, DuelConfig> = {
      ...duel,
      apply: (state, seat, command) =>
        command.type === "end"
          ? err(ruleError("nope", "broken", "end refused"))
          : duel.apply(state, seat, command),
    };
    const end = (choices: readonly { command: DuelCommand }[]) =>
      choices.findIndex((c) => c.command.type === "end");
    const e = refused(randomPlayout(broken, DUEL_CONFIG, "play", 5, end));
    expect(e.code).toBe("legal_refused");
    expect(e.message).toContain('{"type":"end"}');
  });
});
