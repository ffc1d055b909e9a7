import { RngCursor, seedRng } from "@horda/table";
import { type ZombicideState, zombicide } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { survivorBot } from "../../src/zombicide/survivor-bot.ts";
import { botPicks } from "./bot-picks.ts";

describe("the survivor bot and Mate Tea (Rio Z Janeiro)", () => {
  it("drinks a Mate Tea it carries where it would otherwise end its Turn", () => {
    const ends = botPicks("m01-blood-and-samba", 2, "mate-tea").filter((p) => p.command.type === "endTurn");
    expect(ends.length).toBeGreaterThan(0);
    let checked = 0;
    for (const pick of ends) {
      const id = String(pick.command.survivor);
      const s = pick.state.survivors.find((x) => x.id === id);
      const free = s?.backpack.length !== undefined && s.backpack.length < 3;
      if (!s || !free) continue;
      const withTea: ZombicideState = {
        ...pick.state,
        survivors: pick.state.survivors.map((x) =>
          x.id === id ? { ...x, backpack: [...x.backpack, "rio-mate-tea#test"] } : x,
        ),
      };
      const seat = s.seat;
      const legal = zombicide.legal(withTea, seat);
      expect(legal).toContainEqual({ type: "drinkMateTea", survivor: id });
      const chosen = survivorBot().choose(withTea, seat, legal, new RngCursor(seedRng("tea")));
      expect(chosen).toEqual({ type: "drinkMateTea", survivor: id });
      const drunk = zombicide.apply(withTea, seat, chosen);
      expect(drunk.ok && drunk.value.state.survivors.find((x) => x.id === id)?.actionsLeft).toBe(
        (s.actionsLeft ?? 0) + 2,
      );
      if (++checked === 5) break;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
