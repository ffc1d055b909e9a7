import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { zurvivors } from "../src/game.ts";
import type { ZCommand, ZState } from "../src/index.ts";
import { TOKEN_KINDS } from "../src/kinds.ts";
import { allCards } from "./helpers.ts";

type Step = { seat: string; command: ZCommand };

/** Plays a random legal game; `picks` drive the choices. Checks `check` after every command. */
function randomGame(players: number, seed: string, picks: number[], check: (s: ZState) => void) {
  const r = zurvivors.setup({ players }, seed);
  if (!r.ok) throw new Error(r.error.message);
  let s = r.value;
  const log: Step[] = [];
  let i = 0;
  check(s);
  while (zurvivors.status(s).kind === "ongoing") {
    const choices = s.seats.flatMap((seat) => zurvivors.legal(s, seat).map((command) => ({ seat, command })));
    expect(choices.length).toBeGreaterThan(0);
    const pick = choices[(picks[i % picks.length]! + i) % choices.length]!;
    const applied = zurvivors.apply(s, pick.seat, pick.command);
    if (!applied.ok) throw new Error(`legal command refused: ${applied.error.message}`);
    s = applied.value.state;
    log.push(pick);
    i++;
    check(s);
  }
  return { state: s, log };
}

const game = fc.record({
  players: fc.integer({ min: 3, max: 6 }),
  seed: fc.string({ maxLength: 8 }),
  picks: fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 30 }),
});

function conservation(s: ZState) {
  const cards = allCards(s);
  expect(new Set(cards).size).toBe(cards.length);
  const n = s.seats.length;
  expect(cards.length).toBe(s.set.items.cards.filter((c) => c.players <= n).length + n);
  const objectives = [...s.objectiveDeck, ...s.seats.map((x) => s.players[x]!.objective).filter((x) => x)];
  expect(objectives.sort()).toEqual(s.set.objectives.cards.map((c) => c.id).sort());
  for (const k of TOKEN_KINDS) {
    const held = s.seats.reduce((sum, x) => sum + s.players[x]!.backpack.filter((t) => t === k).length, 0);
    expect(s.supply[k] + held).toBe(s.set.tokens.counts[k]);
  }
  for (const x of s.seats) expect(s.players[x]!.backpack.length).toBeLessThanOrEqual(3);
  expect(s.placementGame.length + s.placementRemoved.length).toBe(n);
}

describe("random games (legal commands only)", () => {
  it("keep every card and token in exactly one place, and end within 6 rounds", () => {
    fc.assert(
      fc.property(game, ({ players, seed, picks }) => {
        const { state } = randomGame(players, seed, picks, conservation);
        expect(state.round).toBeLessThanOrEqual(6);
        expect(zurvivors.status(state).kind).toBe("finished");
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  it("never show a seat another seat's hand or secret choice", () => {
    fc.assert(
      fc.property(game, ({ players, seed, picks }) => {
        randomGame(players, seed, picks, (s) => {
          for (const viewer of [...s.seats, "spectator"]) {
            const v = zurvivors.view(s, viewer);
            const text = JSON.stringify({ ...v, set: null });
            for (const other of s.seats) {
              if (other === viewer) continue;
              for (const card of s.players[other]!.hand) expect(text).not.toContain(`"${card}"`);
              const p = s.players[other]!;
              if (!p.revealed && p.objective) expect(text).not.toContain(`"${p.objective}"`);
            }
            for (const c of s.track.cards) if (c && !c.faceUp) expect(text).not.toContain(`"${c.id}"`);
          }
        });
      }),
      { numRuns: 5 },
    );
  }, 120_000);

  it("refuse a random illegal command and leave the state unchanged", () => {
    const commands = fc.oneof(
      fc.record({
        type: fc.constant("place" as const),
        card: fc.constantFrom("item-01", "item-20", "item-42", "escape-ana", "nope"),
      }),
      fc.record({
        type: fc.constant("escape" as const),
        card: fc.constantFrom("escape-ana", "escape-bruno", "item-05"),
        combo: fc.integer({ min: 0, max: 4 }),
      }),
      fc.record({
        type: fc.constant("exchange" as const),
        item: fc.constantFrom("water", "map", "firstAid"),
      }),
      fc.constant({ type: "ability" as const }),
      fc.constant({ type: "endTurn" as const }),
      fc.record({ type: fc.constant("choose" as const), option: fc.integer({ min: 0, max: 6 }) }),
    );
    fc.assert(
      fc.property(
        game,
        fc.array(fc.tuple(fc.nat({ max: 5 }), commands), { minLength: 20, maxLength: 20 }),
        ({ players, seed, picks }, tries) => {
          let k = 0;
          randomGame(players, seed, picks, (s) => {
            const [seatIndex, command] = tries[k++ % tries.length]!;
            const seat = s.seats[seatIndex % s.seats.length]!;
            const isLegal = zurvivors
              .legal(s, seat)
              .some((c) => JSON.stringify(c) === JSON.stringify(command));
            if (isLegal) return;
            const before = JSON.stringify(s);
            const r = zurvivors.apply(s, seat, command as ZCommand);
            expect(r.ok).toBe(false);
            if (!r.ok) expect(r.error.rule).toMatch(/^Zurvivors: /);
            expect(JSON.stringify(s)).toBe(before);
          });
        },
      ),
      { numRuns: 8 },
    );
  }, 120_000);

  it("replay the commands to the same state, byte for byte", () => {
    fc.assert(
      fc.property(game, ({ players, seed, picks }) => {
        const { state, log } = randomGame(players, seed, picks, () => {});
        const r = zurvivors.setup({ players }, seed);
        if (!r.ok) throw new Error(r.error.message);
        let s = r.value;
        for (const { seat, command } of log) {
          const parsed = zurvivors.parseCommand(JSON.parse(JSON.stringify(command)));
          if (!parsed.ok) throw new Error(parsed.error.message);
          const a = zurvivors.apply(s, seat, parsed.value);
          if (!a.ok) throw new Error(a.error.message);
          s = a.value.state;
        }
        expect(JSON.stringify(s)).toBe(JSON.stringify(state));
      }),
      { numRuns: 10 },
    );
  }, 120_000);

  it("parseCommand explains a malformed command", () => {
    const r = zurvivors.parseCommand({ type: "escape", card: "escape-ana" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain("combo");
  });
});
