import { fileURLToPath } from "node:url";
import type { MissionFile } from "@horda/content";
import { startSession, submit } from "@horda/table";
import {
  survivorCatalogFromPacks,
  type ZombicideConfig,
  zombicide,
  zombieCatalogFromPacks,
} from "@horda/zombicide";
import { loadContentPacks, loadTileLibrary } from "@horda/zombicide/node";
import { describe, expect, it } from "vitest";

// Combining cards (classic §6): content/classic-s1's `combinations` and its two Molotovs set aside, on the
// classic profile (module `combine`).
const root = fileURLToPath(new URL("../../../", import.meta.url));
const packs = loadContentPacks(`${root}content`, "classic-s1");
const mission = packs["classic-s1"]?.missions.find((m) => m.id === "classic-first-steps") as MissionFile;
const tiles = Object.fromEntries(loadTileLibrary(`${root}content`));

function start(hands: [string, string], backpack: string[] = []) {
  const config = {
    map: mission.map,
    mission,
    tiles,
    seats: ["p1"],
    survivors: [{ id: "josh", seat: "p1", hands, backpack }],
    survivorCatalog: survivorCatalogFromPacks(packs),
    zombieCatalog: zombieCatalogFromPacks(packs),
  } as ZombicideConfig;
  const s = startSession(zombicide, config, "combine");
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

/** The pairs of cards kept together (module `combine`'s slice). */
const pairsOf = (state: { slices?: Record<string, unknown> }): string[][] =>
  ((state.slices?.combine ?? { pairs: [] }) as { pairs: string[][] }).pairs;

describe("combining cards on the classic profile", () => {
  it("Gasoline + Glass Bottles make a Molotov from the two set aside, for 1 Action; a third is refused", () => {
    let session = start(["gasoline", "glass-bottles"], ["gasoline", "glass-bottles", "gasoline"]);
    const legal = zombicide.legal(session.state, "p1").filter((c) => c.type === "combine");
    expect(legal).toEqual([{ type: "combine", survivor: "josh", parts: ["gasoline", "glass-bottles"] }]);
    for (let i = 0; i < 2; i++) {
      const done = submit(zombicide, session, "p1", legal[0] as never);
      if (!done.ok) throw new Error(done.error.message);
      session = done.value.session;
      expect(done.value.events).toContainEqual(
        expect.objectContaining({
          type: "CardsCombined",
          cards: ["gasoline", "glass-bottles"],
          card: "molotov",
        }),
      );
    }
    const josh = session.state.survivors.find((s) => s.id === "josh");
    expect(josh?.hands).toEqual(["molotov#d1.aside", null]);
    expect(josh?.backpack.map((u) => u.split("#")[0])).toEqual(["molotov", "gasoline"]);
    expect(josh?.backpack[0]).toBe("molotov#d2.aside");
    expect(zombicide.legal(session.state, "p1").filter((c) => c.type === "combine")).toEqual([]);
    expect(josh?.actionsLeft).toBe(1);
    expect(session.state.equipmentDeck.discard.map((u) => u.split("#")[0])).toEqual([
      "gasoline",
      "glass-bottles",
      "gasoline",
      "glass-bottles",
    ]);
  });

  it("a Rifle and a Scope are kept together as a Sniper Rifle for 1 Action; parting the cards undoes the pair", () => {
    let session = start(["rifle", null as never], ["scope", "water"]);
    const legal = zombicide.legal(session.state, "p1").filter((c) => c.type === "combine");
    expect(legal).toEqual([{ type: "combine", survivor: "josh", parts: ["rifle", "scope"] }]);
    const done = submit(zombicide, session, "p1", legal[0] as never);
    if (!done.ok) throw new Error(done.error.message);
    session = done.value.session;
    expect(done.value.events).toContainEqual(
      expect.objectContaining({ type: "CardsKeptTogether", survivor: "josh", cards: ["rifle", "scope"] }),
    );
    const josh = session.state.survivors.find((s) => s.id === "josh");
    // Both cards keep their slots (?) and the pair is known by its physical cards.
    expect(josh?.hands.map((u) => u?.split("#")[0] ?? null)).toEqual(["rifle", null]);
    expect(josh?.backpack.map((u) => u.split("#")[0])).toEqual(["scope", "water"]);
    expect(josh?.actionsLeft).toBe(2);
    const pairs = pairsOf(session.state);
    expect(pairs.map((p) => p.map((u) => u.split("#")[0]))).toEqual([["rifle", "scope"]]);
    expect(zombicide.legal(session.state, "p1").filter((c) => c.type === "combine")).toEqual([]);
    // Reorganizing the Scope away (discarded) parts the cards: the pair is gone.
    const apart = submit(zombicide, session, "p1", {
      type: "reorganize",
      survivor: "josh",
      mine: { hands: ["rifle", null], backpack: ["water"] },
    } as never);
    if (!apart.ok) throw new Error(apart.error.message);
    expect(pairsOf(apart.value.session.state)).toEqual([]);
  });

  it("2 cocktails are better than 1 (Season 1) makes the two Molotovs; with one left aside, only that one", () => {
    let session = start(["gasoline", "glass-bottles"], ["gasoline", "glass-bottles"]);
    const twoCocktails = (state: typeof session.state) => ({
      ...state,
      survivors: state.survivors.map((s) => ({ ...s, skills: [...s.skills, "classic-two-cocktails"] })),
    });
    // Josh combines once without the skill (1 Molotov), then gains it: the second combination finds 1 left.
    const first = submit(zombicide, session, "p1", {
      type: "combine",
      survivor: "josh",
      parts: ["gasoline", "glass-bottles"],
    } as never);
    if (!first.ok) throw new Error(first.error.message);
    expect(first.value.events).toContainEqual(expect.objectContaining({ type: "CardsCombined", made: 1 }));
    session = { ...first.value.session, state: twoCocktails(first.value.session.state) };
    const second = submit(zombicide, session, "p1", {
      type: "combine",
      survivor: "josh",
      parts: ["gasoline", "glass-bottles"],
    } as never);
    if (!second.ok) throw new Error(second.error.message);
    expect(second.value.events).toContainEqual(
      expect.objectContaining({ type: "SkillUsed", survivor: "josh", skill: "classic-two-cocktails" }),
    );
    expect(second.value.events).toContainEqual(expect.objectContaining({ type: "CardsCombined", made: 1 }));
    const josh = second.value.session.state.survivors.find((s) => s.id === "josh");
    expect([...(josh?.hands ?? []), ...(josh?.backpack ?? [])].map((u) => u?.split("#")[0] ?? null)).toEqual([
      "molotov",
      null,
      "molotov",
    ]);
  });

  it("two cards with no combination offer nothing", () => {
    const session = start(["rifle", "water"]);
    expect(zombicide.legal(session.state, "p1").filter((c) => c.type === "combine")).toEqual([]);
    const done = submit(zombicide, session, "p1", {
      type: "combine",
      survivor: "josh",
      parts: ["rifle", "water"],
    } as never);
    expect(done.ok).toBe(false);
    if (!done.ok) expect(done.error.code).toBe("cannot_combine");
  });
});
