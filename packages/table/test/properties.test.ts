import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Choice,
  choicesFor,
  findSecrets,
  randomPlayout,
  replay,
  type Session,
  SPECTATOR,
  startSession,
  submit,
  undo,
} from "../src/index.ts";
import { DUEL_CONFIG, duel } from "./fixtures/duel.ts";
import {
  DUEL_CARDS,
  DUEL_SEATS,
  type DuelCommand,
  type DuelConfig,
  type DuelState,
} from "./fixtures/duel-types.ts";
import { must } from "./fixtures/must.ts";

type DuelSession = Session<DuelState, DuelCommand, DuelConfig>;

const seed = fc.string({ maxLength: 12 });
const picks = fc.array(fc.integer(), { minLength: 1, maxLength: 60 });

/**
 * A step of a random session: a legal command chosen by index, a quiet command (ending the turn or
 * answering a decision, which reveal nothing and so can be undone), or an undo attempt by some seat.
 */
type Step =
  | { readonly kind: "play"; readonly index: number }
  | { readonly kind: "quiet" }
  | { readonly kind: "undo"; readonly seat: string };
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("play" as const), index: fc.nat() }) },
  { weight: 2, arbitrary: fc.constant({ kind: "quiet" as const }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("undo" as const), seat: fc.constantFrom(...DUEL_SEATS) }),
  },
);

function pickStep(session: DuelSession, s: Exclude<Step, { kind: "undo" }>): Choice<DuelCommand> | undefined {
  const choices = choicesFor(duel, session.state);
  if (s.kind === "quiet") return choices.find((c) => c.command.type === "end" || c.command.type === "choose");
  return choices[s.index % Math.max(choices.length, 1)];
}

/**
 * Runs the steps and returns every session passed through. Checks on the way that each accepted undo
 * brings back exactly the state from before the command it took back.
 */
function runSteps(seedText: string, steps: readonly Step[], counts = { undos: 0 }) {
  let session = must(startSession(duel, DUEL_CONFIG, seedText, { snapshotEvery: 3 }));
  const seen: DuelSession[] = [session];
  const before: string[] = [];
  for (const s of steps) {
    if (s.kind === "undo") {
      const undone = undo(duel, session, s.seat);
      if (undone.ok) {
        session = undone.value.session;
        expect(JSON.stringify(session.state)).toBe(before.pop());
        counts.undos++;
      }
    } else {
      const choice = pickStep(session, s);
      if (!choice) break;
      before.push(JSON.stringify(session.state));
      session = must(submit(duel, session, choice.seat, choice.command)).session;
    }
    seen.push(session);
  }
  return seen;
}

/** Commands that are well-formed but mostly illegal: unknown cards, wrong decisions, any seat. */
const anyCommand: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant({ type: "draw" }),
  fc.constant({ type: "roll" }),
  fc.constant({ type: "end" }),
  fc.record({ type: fc.constant("play"), card: fc.oneof(fc.constantFrom(...DUEL_CARDS), fc.string()) }),
  fc.record({
    type: fc.constant("choose"),
    decision: fc.oneof(fc.constantFrom("roll-1", "roll-2", "roll-3"), fc.string()),
    option: fc.constantFrom("keep", "drop"),
  }),
  fc.jsonValue(),
);

describe("properties of the session layer on the Duel game", () => {
  it("random legal play never throws and every legal command is accepted", () => {
    fc.assert(
      fc.property(seed, picks, (s, ps) => {
        const played = randomPlayout(duel, DUEL_CONFIG, s, ps.length, (_c, _s, i) => ps[i] ?? 0);
        expect(played.ok).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it("replaying the record reproduces the session byte for byte, undos included", () => {
    fc.assert(
      fc.property(seed, fc.array(step, { maxLength: 50 }), (s, steps) => {
        const seen = runSteps(s, steps);
        const last = seen[seen.length - 1] as DuelSession;
        const again = must(replay(duel, last.record, { snapshotEvery: 3 }));
        expect(JSON.stringify(again)).toBe(JSON.stringify(last));
      }),
      { numRuns: 120 },
    );
  });

  it("an accepted undo brings back exactly the state before the command it takes back", () => {
    const counts = { undos: 0 };
    fc.assert(
      fc.property(seed, fc.array(step, { maxLength: 60 }), (s, steps) => {
        runSteps(s, steps, counts);
      }),
      { numRuns: 200 },
    );
    // Guards against a generator that never manages an undo (the property would then prove nothing).
    expect(counts.undos).toBeGreaterThan(5);
  });

  it("an illegal command from any seat is refused and leaves the session deep-equal to before", () => {
    fc.assert(
      fc.property(seed, picks, fc.constantFrom(...DUEL_SEATS, "p3"), anyCommand, (s, ps, seat, command) => {
        const session = must(
          randomPlayout(duel, DUEL_CONFIG, s, ps.length, (_c, _s, i) => ps[i] ?? 0),
        ).session;
        const isLegal = duel
          .legal(session.state, seat)
          .some((c) => JSON.stringify(c) === JSON.stringify(command));
        fc.pre(!isLegal);
        const before = structuredClone(session);
        const result = submit(duel, session, seat, command);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.error.message.length).toBeGreaterThan(0);
        expect(session).toEqual(before);
      }),
      { numRuns: 300 },
    );
  });

  it("no view ever shows a seat the other seat's hand or the deck", () => {
    fc.assert(
      fc.property(seed, fc.array(step, { maxLength: 40 }), (s, steps) => {
        for (const session of runSteps(s, steps)) {
          const { hands, deck } = session.state;
          for (const viewer of [...DUEL_SEATS, SPECTATOR]) {
            const hidden = DUEL_SEATS.filter((seat) => seat !== viewer).flatMap((seat) => hands[seat] ?? []);
            const view = duel.view(session.state, viewer);
            expect(findSecrets(view, [...hidden, ...deck])).toEqual([]);
          }
        }
      }),
      { numRuns: 80 },
    );
  });
});
