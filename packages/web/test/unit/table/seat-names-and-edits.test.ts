import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { commandWords } from "../../../src/table/actions/command-words.ts";
import { formatEvent } from "../../../src/table/log/format-event.ts";
import { nameSeats } from "../../../src/table/words/name-seats.ts";
import { makeWords } from "../../../src/table/words/words.ts";
import { tableI18n } from "./log-words.ts";

// The free mode's edits read from the sandbox module's words, as the table pages register them.
const i18n = tableI18n;
const players: Record<string, string> = { p1: "Ana", p2: "Bruno" };
const seatName = (seat: string) => players[seat] ?? seat;
const state = {
  survivors: [{ id: "josh", name: "Josh", card: null }] as never,
  survivorCatalog: {
    survivors: {},
    equipment: { chainsaw: { names: { en: "Chainsaw", "pt-BR": "Motosserra" } } } as never,
    decks: { starting: [], equipment: [], epic: [] },
  },
  zombieCatalog: { types: {}, pools: {}, spawnCards: {}, abominations: {} },
};
const words = (lng: string) =>
  makeWords({
    t: i18n.getFixedT(lng, "table") as TFunction,
    tApp: i18n.getFixedT(lng) as TFunction,
    language: lng,
    state,
    skills: {},
    seatName,
  });

describe("player names instead of seat ids", () => {
  it("names the players in seat events, in both languages", () => {
    expect(formatEvent(words("en"), { type: "SeatDone", seat: "p2" } as never, {})).toBe(
      "Bruno has played every survivor this round",
    );
    const passed = { type: "FirstPlayerPassed", seat: "p1", rule: "core-2e §7" } as never;
    expect(formatEvent(words("en"), passed, {})).toContain("passes to Ana");
    expect(formatEvent(words("pt-BR"), passed, {})).toContain("Ana");
    expect(formatEvent(words("pt-BR"), passed, {})).not.toContain("p1");
  });

  it("replaces whole seat ids in an engine message and leaves other words alone", () => {
    const message = "p1 must first answer the pending assignHits decision; it is p2's turn, not p10's";
    expect(nameSeats(message, ["p1", "p2"], seatName)).toBe(
      "Ana must first answer the pending assignHits decision; it is Bruno's turn, not p10's",
    );
    expect(nameSeats("no seats here", [], seatName)).toBe("no seats here");
  });
});

describe("free-mode card and noise edits in words", () => {
  it("says which card went where and how much Noise a zone has", () => {
    const drawn = {
      type: "SandboxCardDrawn",
      survivor: "josh",
      card: "chainsaw#e1",
      deck: "equipment",
      slot: "hand",
      rule: "table edit (free mode)",
    } as never;
    expect(formatEvent(words("en"), drawn, {})).toBe(
      "Table edit: Josh took Chainsaw from the Equipment deck into a Hand",
    );
    expect(formatEvent(words("pt-BR"), drawn, {})).toContain("Motosserra");
    const noise = { type: "SandboxNoiseChanged", zone: "Z4", tokens: 2, rule: "x" } as never;
    expect(formatEvent(words("en"), noise, {})).toBe("Table edit: Noise in Z4 set to 2 tokens");
    expect(commandWords(words("en"), { type: "sandboxDrawCard", survivor: "josh", card: "chainsaw" })).toBe(
      "Give Josh the Chainsaw card",
    );
    expect(commandWords(words("pt-BR"), { type: "sandboxRemoveNoise", zone: "Z4" })).toBe(
      "Tirar uma ficha de Barulho de Z4",
    );
  });
});
