import { withUserSurvivors } from "@horda/content";
import { zombicide } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { bundledTiles } from "../../../src/content/tile-library.ts";
import { bundledPackRecords } from "../../../src/editor/content/pack-records.ts";
import type { KeyValueStore } from "../../../src/editor/io/local-store.ts";
import { skillOptions, skillOptionsFor } from "../../../src/editor/survivor-editor/skill-options.ts";
import { draftOf, draftProblems, survivorOf } from "../../../src/editor/survivor-editor/survivor-draft.ts";
import {
  readUserSurvivors,
  removeUserSurvivor,
  saveUserSurvivor,
  userSurvivorsFile,
} from "../../../src/editor/survivor-editor/user-survivors.ts";
import { saveUserPackTile } from "../../../src/editor/tile-editor/user-pack.ts";
import { survivorCatalog } from "../../../src/table/content/catalogs.ts";
import { bundledPacks } from "../../../src/table/content/packs.ts";
import { playables } from "../../../src/table/content/playable.ts";
import { rebuild, sendCommand } from "../../../src/table/session/table-session.ts";
import { buildConfig } from "../../../src/table/setup/build-config.ts";

function memoryStore(): KeyValueStore {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) };
}

const loaded = bundledPacks();
if (!loaded.ok) throw new Error(loaded.errors.join("\n"));
const packs = loaded.packs;
const ney = packs.rio?.survivors.find((s) => s.id === "ney");
if (!ney) throw new Error("no Ney in the rio pack");
const offered = new Set(skillOptions(packs).map((o) => o.ref));

describe("survivor editor (user pack survivors)", () => {
  it("offers only skills the engine plays, parameters spelled out, the Rio skills among them, no Wound cards", () => {
    expect(offered.has("lucky")).toBe(true);
    expect(offered.has("plus-1-die:melee")).toBe(true);
    expect(offered.has("shine-in-darkness")).toBe(true);
    expect([...offered].some((r) => r.includes("rio-wound"))).toBe(false);
  });

  it("offers a survivor only the skills its box's card saves with: no Black Plague magic for a Season 1 card", () => {
    const derek = packs["toxic-city-mall"]?.survivors.find((s) => s.id === "derek");
    if (!derek) throw new Error("no Derek in the toxic-city-mall pack");
    const refs = skillOptionsFor(packs, "toxic-city-mall").map((o) => o.ref);
    expect(refs).not.toContain("plus-1-damage:magic");
    expect(refs).toContain("plus-1-die:melee");
    // Every offered skill saves: the whole list, a slot at a time through the Orange level's slots.
    const store = memoryStore();
    const draft = draftOf("toxic-city-mall", derek);
    const orange = draft.levels.orange.length;
    for (let i = 0; i < refs.length; i += orange) {
      const slots = refs.slice(i, i + orange);
      const filled = {
        ...draft,
        levels: { ...draft.levels, orange: [...slots, ...draft.levels.orange.slice(slots.length)] },
      };
      const saved = saveUserSurvivor(store, survivorOf(filled, derek), bundledPackRecords());
      expect(saved.ok ? [] : saved.error).toEqual([]);
    }
  }, 120_000);

  it("turns a Rio survivor's card into a draft of empty slots, and a filled draft into a user pack survivor", () => {
    const draft = draftOf("rio", ney);
    expect(draft).toEqual({
      base: "rio/ney",
      levels: { blue: [null], yellow: ["plus-1-action"], orange: [null, null], red: [null, null, null] },
    });
    expect(draftProblems(draft, offered)).toEqual([]);
    const filled = {
      ...draft,
      levels: { ...draft.levels, blue: ["lucky"], orange: ["plus-1-die:melee", null] },
    };
    const s = survivorOf(filled, ney);
    expect(s).toMatchObject({
      id: "my-rio-ney",
      replaces: "rio/ney",
      skills: { blue: ["lucky"], yellow: ["plus-1-action"], orange: ["plus-1-die:melee"], red: [] },
      emptySlots: { orange: 1, red: 3 },
      unverified: true,
    });
    const complete = survivorOf(
      {
        ...filled,
        levels: {
          ...filled.levels,
          orange: ["plus-1-die:melee", "sprint"],
          red: ["lucky", "tough", "sniper"],
        },
      },
      ney,
    );
    expect(complete.emptySlots).toBeUndefined();
    expect(complete.unverified).toBeUndefined();
  });

  it("names a level with no slot, a skill twice and a skill the game does not play", () => {
    const d = draftOf("rio", ney);
    const bad = { ...d, levels: { ...d.levels, blue: [], orange: ["lucky", "lucky"], red: ["flight"] } };
    expect(draftProblems(bad, offered)).toEqual([
      { key: "levelEmpty", level: "blue" },
      { key: "twice", level: "orange", skill: "lucky" },
      { key: "unknownSkill", level: "red", skill: "flight" },
    ]);
  });

  it("saves through the loader with the traced tiles, exports survivors.json, and the table plays it", () => {
    const store = memoryStore();
    const records = bundledPackRecords();
    const tile = saveUserPackTile(
      store,
      { id: "my-tile" },
      "tile: my-tile\nstatus: unverified\nsize: 1x1\ngrid:\n  a\n",
      records,
    );
    expect(tile.ok).toBe(true);
    const s = survivorOf(
      { ...draftOf("rio", ney), levels: { ...draftOf("rio", ney).levels, blue: ["lucky"] } },
      ney,
    );
    const saved = saveUserSurvivor(store, s, records);
    expect(saved.ok).toBe(true);
    expect(readUserSurvivors(store).map((x) => x.replaces)).toEqual(["rio/ney"]);
    expect(JSON.parse(userSurvivorsFile(store))).toMatchObject({
      schema: "horda.survivors/2",
      survivors: [s],
    });
    // A card for a survivor no pack has is refused with the loader's line, and nothing is stored.
    const ghost = saveUserSurvivor(store, { ...s, id: "my-rio-ghost", replaces: "rio/ghost" }, records);
    expect(ghost.ok).toBe(false);
    if (!ghost.ok)
      expect(ghost.error[0]).toMatch(/survivors\.json: \$\.survivors\[1\]\.replaces: .*no survivor "ghost"/);
    expect(readUserSurvivors(store)).toHaveLength(1);
    // At the table the entry takes Ney's place, under Ney's id.
    const catalog = withUserSurvivors(survivorCatalog(packs, ["core2e", "rio"]), readUserSurvivors(store));
    expect(catalog.survivors.ney?.skills.blue).toEqual(["lucky"]);
    expect(catalog.survivors.ney?.id).toBe("ney");
    removeUserSurvivor(store, "rio/ney");
    expect(readUserSurvivors(store)).toEqual([]);
  });

  it("plays the entered card: Ney, given Lucky at Blue in the editor, is offered Lucky's re-roll after his attack", () => {
    const store = memoryStore();
    const s = survivorOf(
      { ...draftOf("rio", ney), levels: { ...draftOf("rio", ney).levels, blue: ["lucky"] } },
      ney,
    );
    expect(saveUserSurvivor(store, s, bundledPackRecords()).ok).toBe(true);
    const warmUp = playables(packs).find((p) => p.key === "mission:rio-warm-up");
    if (!warmUp) throw new Error("no Rio warm-up");
    const config = buildConfig(
      {
        playable: "mission:rio-warm-up",
        players: ["Ana"],
        survivors: { ney: 0 },
        boxes: ["core2e", "rio"],
        band: "easier",
        startingDeal: false,
        autoZombieChoices: true,
        sandbox: false,
        seed: "lucky",
      },
      warmUp,
      packs,
      bundledTiles().library,
    );
    const base = config.survivorCatalog;
    if (!base) throw new Error("no survivor catalogue");
    const played = {
      ...config,
      survivorCatalog: { ...base, survivors: withUserSurvivors(base, readUserSurvivors(store)).survivors },
      survivors: [{ id: "ney", seat: "p1", zone: "0,0", hands: ["rio-machete", null] as [string, null] }],
      zombies: [{ type: "walker", zone: "0,0", count: 2 }],
    };
    const started = rebuild({ format: 1, game: "zombicide", config: played, seed: "lucky", log: [] });
    if (!started.ok) throw new Error(started.error.message);
    const ney0 = started.value.session.state.survivors.find((x) => x.id === "ney");
    expect(ney0?.skills).toContain("lucky");
    const attacked = sendCommand(started.value.session, "p1", {
      type: "melee",
      survivor: "ney",
      weapon: ney0?.hands[0] ?? "",
    });
    if (!attacked.ok) throw new Error(attacked.error.message);
    expect(attacked.value.session.state.pending.map((d) => d.kind)).toContain("reroll");
    const lucky = { type: "reroll", source: "lucky" } as const;
    expect(zombicide.legal(attacked.value.session.state, "p1")).toContainEqual(lucky);
  });
});
