import type { Seat } from "@horda/table";
import { type ZState, zurvivors } from "@horda/zurvivors";
import { describe, expect, it } from "vitest";
import { promptFor } from "../../../src/zurvivors/model/prompt.ts";
import { freshState, playUntil, words } from "./support.ts";

function findDecision(kind: string): { state: ZState; seat: Seat } {
  for (let i = 0; i < 60; i++) {
    const state = playUntil(freshState(`prompt-${i}`), (s) => s.pending.some((d) => d.kind === kind));
    const d = state.pending.find((x) => x.kind === kind);
    if (d) return { state, seat: d.seat };
  }
  throw new Error(`no ${kind} decision in 60 games`);
}

describe("what the viewer is asked", () => {
  it("asks everyone to place at the start, and nothing of a spectator", () => {
    const state = freshState();
    expect(promptFor(words(state, "p1"), zurvivors.legal(state, "p1"), [])).toEqual({ kind: "place" });
    expect(promptFor(words(state, "spectator"), [], [])).toEqual({ kind: "none" });
  });

  it("offers the exchange/ability turn as one button per legal command, ending with End my turn", () => {
    const { state, seat } = findDecision("actions");
    const legal = zurvivors.legal(state, seat);
    const prompt = promptFor(words(state, seat), legal, []);
    if (prompt.kind !== "actions") throw new Error(prompt.kind);
    expect(prompt.choices.map((c) => c.command)).toEqual(legal);
    expect(prompt.choices.at(-1)?.label).toBe("End my turn");
    for (const c of prompt.choices.filter((x) => x.command.type === "ability"))
      expect(c.label).toMatch(/^Use your ability: .+/);
    const pt = promptFor(words(state, seat, "pt-BR"), legal, []);
    if (pt.kind !== "actions") throw new Error(pt.kind);
    expect(pt.choices.at(-1)?.label).toBe("Encerrar minha vez");
  });

  it("puts a choice into words, one labelled option per legal answer", () => {
    const { state, seat } = findDecision("chooseToken");
    const legal = zurvivors.legal(state, seat);
    const prompt = promptFor(words(state, seat), legal, []);
    if (prompt.kind !== "decision") throw new Error(prompt.kind);
    expect(prompt.title).toBe("Choose a token");
    expect(prompt.choices).toHaveLength(legal.length);
    const options = state.pending.find((d) => d.seat === seat)!.options as string[];
    const names: Record<string, string> = {
      water: "Water",
      sandwich: "Sandwich",
      map: "Map",
      flashlight: "Flashlight",
      binoculars: "Binoculars",
      phone: "Phone",
      firstAid: "First-aid kit",
      grenade: "Grenade",
      pistol: "Pistol",
      ammo: "Ammunition",
    };
    expect(prompt.choices.map((c) => c.label)).toEqual(options.map((o) => `Take a ${names[o]} token`));
  });

  it("names the card a choice comes from", () => {
    const { state, seat } = findDecision("chooseToken");
    const log = [{ events: [{ type: "AbilityUsed", seat, survivor: state.players[seat]!.survivor }] }];
    const prompt = promptFor(words(state, seat), zurvivors.legal(state, seat), log);
    if (prompt.kind !== "decision") throw new Error(prompt.kind);
    const card = state.set.survivors.cards.find((c) => c.id === state.players[seat]!.survivor)!;
    expect(prompt.cause).toBe(card.ability.text.en);
  });

  it("asks nothing of a seat that is not awaited", () => {
    const state = freshState();
    const placed = zurvivors.apply(state, "p1", zurvivors.legal(state, "p1")[0]!);
    if (!placed.ok) throw new Error(placed.error.message);
    const w = words(placed.value.state, "p1");
    expect(promptFor(w, zurvivors.legal(placed.value.state, "p1"), [])).toEqual({ kind: "none" });
  });
});
