import { playGame } from "@horda/bots";
import type { ZState } from "@horda/zurvivors";
import { zurvivors } from "@horda/zurvivors";
import { describe, expect, it } from "vitest";
import { heuristicBot } from "../../../../bots/src/zurvivors/heuristic.ts";
import { eventText } from "../../../src/zurvivors/model/log-text.ts";
import { endSummary } from "../../../src/zurvivors/model/result.ts";
import { freshState, words } from "./support.ts";

const QUIET = new Set(["DecisionPending", "TurnEnded"]);

function finished(seed: string): ZState {
  return playGame(zurvivors, { players: 4 }, seed, [heuristicBot()]).state;
}

describe("the log in plain words", () => {
  it("puts the reveal into a sentence in English and in Portuguese", () => {
    const state = freshState();
    const card = state.set.items.cards.find((c) => c.item === "water")!.id;
    const reveal = { type: "CardsRevealed", cards: [{ seat: "p2", card, escape: false, zombie: false }] };
    expect(eventText(words(state, "p1"), reveal)).toBe("Cards turned up: Bruno Water.");
    expect(eventText(words(state, "p1", "pt-BR"), reveal)).toBe("Cartas reveladas: Bruno Água.");
    expect(eventText(words(state, "p1"), { type: "HordeAdvanced", to: 1 })).toBe(
      "The horde advances to city card 1.",
    );
  });

  it("has a sentence for every event of real games, without untranslated keys", () => {
    const seen = new Set<string>();
    for (const seed of ["log-1", "log-2", "log-3", "log-4", "log-5", "log-6"]) {
      let s = freshState(seed);
      for (let i = 0; i < 3000 && !s.result; i++) {
        const seat = s.seats.find((x) => zurvivors.legal(s, x).length > 0)!;
        const legal = zurvivors.legal(s, seat);
        const cmd = heuristicBot().choose(s, seat, legal, { int: () => 0 } as never);
        const next = zurvivors.apply(s, seat, cmd);
        if (!next.ok) throw new Error(next.error.message);
        s = next.value.state;
        for (const lang of ["en", "pt-BR"] as const) {
          const w = words(s, "spectator", lang);
          for (const e of next.value.events) {
            seen.add(e.type);
            const text = eventText(w, e);
            if (QUIET.has(e.type) || (e.type === "HandDealtOut" && e.cards === 0)) continue;
            expect(text, `${e.type} in ${lang}`).toBeTruthy();
            expect(text, `${e.type} in ${lang}`).not.toMatch(
              /\{\{|\b(log|token|end|seat)\.[a-zA-Z]|undefined|NaN/,
            );
          }
        }
      }
    }
    expect([...seen]).toEqual(expect.arrayContaining(["CardsRevealed", "SurvivorEscaped", "HordeAdvanced"]));
  });
});

describe("the end screen", () => {
  it("names the winner and why, in both languages", () => {
    let state: ZState | null = null;
    for (let i = 0; i < 40 && !state; i++) {
      const s = finished(`end-${i}`);
      if (s.result?.outcome === "rescued") state = s;
    }
    if (!state) throw new Error("no rescue in 40 games");
    const winner = state.result!.winners[0]!;
    const name = state.set.survivors.cards.find((c) => c.id === state.players[winner]!.survivor)!.names.en;
    const en = endSummary(words(state, "spectator"))!;
    expect(en.headline).toBe(`${name} wins!`);
    expect(en.explanation).toBe(`${name} reached the Rescue Card before time ran out.`);
    expect(en.standings[0]?.name).toBe(name);
    expect(endSummary(words(state, "spectator", "pt-BR"))!.headline).toBe(`${name} venceu!`);
    expect(endSummary(words(freshState(), "p1"))).toBeNull();
  });

  it("explains a tie after 1:00 broken by item tokens, a shared win, and the zombies' win", () => {
    const base = freshState();
    const at = (pos: number, backpack: ZState["players"][string]["backpack"]) => ({ pos, backpack });
    const tie: ZState = {
      ...base,
      time: 1,
      players: {
        p1: { ...base.players.p1!, ...at(6, ["water", "map"]) },
        p2: { ...base.players.p2!, ...at(6, ["water"]) },
        p3: { ...base.players.p3!, ...at(5, []) },
        p4: { ...base.players.p4!, zombie: true },
      },
      result: { outcome: "closest", winners: ["p1"], reason: "" },
    };
    const tokens = endSummary(words(tie, "spectator"))!;
    expect(tokens.reason).toBe("tokens");
    expect(tokens.explanation).toBe(
      "Time ran out at 1:00 with a tie for closest; Ana had the most item tokens (2).",
    );
    expect(tokens.standings.map((s) => s.text)).toEqual([
      "city card 5, 2 item tokens",
      "city card 5, 1 item token",
      "city card 4, no item tokens",
      "turned into a zombie",
    ]);
    const shared = { ...tie, result: { outcome: "closest" as const, winners: ["p1", "p2"], reason: "" } };
    expect(endSummary(words(shared, "spectator"))!.headline).toBe("Ana and Bruno share the victory!");
    const zombies = {
      ...tie,
      result: { outcome: "zombies" as const, winners: ["p1", "p2", "p3", "p4"], reason: "" },
    };
    expect(endSummary(words(zombies, "spectator", "pt-BR"))!.headline).toBe("Os zumbis venceram!");
  });
});
