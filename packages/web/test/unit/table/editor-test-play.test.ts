import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { KeyValueStore } from "../../../src/editor/io/local-store.ts";
import { editorTestPlay, TEST_PLAY_PLAYABLE } from "../../../src/table/content/editor-test-play.ts";

const mission = readFileSync(
  new URL("../../../../../content/core2e/missions/first-night.mission.json", import.meta.url),
  "utf8",
);

function store(items: Record<string, string>): KeyValueStore {
  const data = new Map(Object.entries(items));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      data.set(k, v);
    },
  };
}

const TILE = `tile: mine\nsize: 2x1\ngrid:\n  ab\n`;

describe("test play from the editor", () => {
  it("offers the mission the editor handed over, with the browser's custom tiles", () => {
    const r = editorTestPlay(
      store({ "horda.editor.testPlay": mission, "horda.editor.userTiles": JSON.stringify({ mine: TILE }) }),
    );
    expect(r.playable?.key).toBe(TEST_PLAY_PLAYABLE);
    expect(r.playable?.mission?.id).toBe("first-night");
    expect(r.playable?.map.tiles).toHaveLength(2);
    expect([...r.tiles.keys()]).toEqual(["user/mine"]);
  });

  it("offers nothing when there is no hand-over, or it no longer checks", () => {
    expect(editorTestPlay(store({})).playable).toBeNull();
    expect(editorTestPlay(store({ "horda.editor.testPlay": "{not json" })).playable).toBeNull();
    const broken = JSON.parse(mission);
    broken.goals = [];
    expect(editorTestPlay(store({ "horda.editor.testPlay": JSON.stringify(broken) })).playable).toBeNull();
    expect(editorTestPlay(null).playable).toBeNull();
  });
});
