import { applyCampaign, startCampaign } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import {
  campaignMissionBoxes,
  campaignMissions,
  campaignPacks,
} from "../../../src/campaign/campaign-content.ts";
import { campaignGame } from "../../../src/campaign/mission-game.ts";
import { bundledTiles } from "../../../src/content/tile-library.ts";
import { bundledPacks } from "../../../src/table/content/packs.ts";
import { rebuild } from "../../../src/table/session/table-session.ts";

// The Star-Spangled Banner campaign at `/campaigns`: the Fort Hendrix box offers its 10 missions first, in the
// book's order and chosen by default, then the core's; its survivors join the roster; each mission's table plays
// the boxes it names (Fort Hendrix's decks for its missions, the core's alone for a core mission).
const packs = bundledPacks();
if (!packs.ok) throw new Error(packs.errors.join("\n"));
const set = packs.packs;

describe("a Fort Hendrix campaign's content", () => {
  it("offers the book's 10 missions first, in order, chosen by default, then the core's", () => {
    const { missions, book } = campaignMissions("fort-hendrix", set);
    const ids = missions.map((m) => m.mission?.id);
    expect(ids.slice(0, 10)).toEqual(Array.from({ length: 10 }, (_, i) => `fh-m${i + 1}`));
    expect(ids).toContain("first-night");
    expect(book).toEqual(missions.slice(0, 10).map((m) => m.key));
    expect(
      campaignPacks("fort-hendrix", set)
        .map((p) => p.manifest.id)
        .sort(),
    ).toEqual(["core2e", "fort-hendrix"]);
    // A box without missions of its own: the core's, all chosen.
    const core = campaignMissions("no-such-box", set);
    expect(core.book).toEqual(core.missions.map((m) => m.key));
    expect(core.missions.every((m) => m.mission?.id && !m.mission.id.startsWith("fh-"))).toBe(true);
  });

  it("sets up M1 with the box's decks and the sheets' survivors, and a core mission with the core's alone", () => {
    const { missions, book } = campaignMissions("fort-hendrix", set);
    const m1 = missions.find((m) => m.key === book[0]);
    const firstNight = missions.find((m) => m.mission?.id === "first-night");
    expect(campaignMissionBoxes(m1, set).sort()).toEqual(["core2e", "fort-hendrix"]);
    expect(campaignMissionBoxes(firstNight, set)).toEqual(["core2e"]);
    const started = startCampaign({
      id: "c1",
      title: "Star-Spangled Banner",
      box: "fort-hendrix",
      seed: "s1",
      missions: missions
        .filter((m) => book.includes(m.key))
        .map((m) => ({ id: m.mission?.id ?? m.key, names: { en: m.key, "pt-BR": m.key }, playable: m.key })),
      roster: campaignPacks("fort-hendrix", set).flatMap((p) => p.survivors.map((s) => s.id)),
      team: ["javier", "karl", "marian", "michelle", "riley", "wayne"].map((survivor, i) => ({
        seat: i < 3 ? "p1" : "p2",
        survivor,
      })),
    });
    if (!started.ok) throw new Error(started.error.message);
    const begun = applyCampaign(started.value, { type: "beginMission" });
    if (!begun.ok) throw new Error(begun.error.message);
    const game = campaignGame(
      begun.value,
      m1 as NonNullable<typeof m1>,
      set,
      bundledTiles().library,
      "s1",
      "M1",
    );
    if (typeof game === "string") throw new Error(game);
    expect([...game.options.boxes].sort()).toEqual(["core2e", "fort-hendrix"]);
    const built = rebuild(game.record);
    if (!built.ok) throw new Error(built.error.message);
    const state = built.value.session.state;
    expect(state.mission?.id).toBe("fh-m1");
    expect(
      state.survivors
        .filter((s) => !s.companion)
        .map((s) => s.id)
        .sort(),
    ).toEqual(["javier", "karl", "marian", "michelle", "riley", "wayne"]);
    // Penny is there, and the opening Zombie Phase is the log's first entry.
    expect(state.survivors.some((s) => s.companion && s.card === "penny")).toBe(true);
    expect(built.value.items[0]?.kind).toBe("setup");
  });
});
