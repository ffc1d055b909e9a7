import type { Board, BoardToken } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { boardWithStateTokens, mapTokensInPlay } from "../../../src/table/board/state-tokens.ts";
import { bundledBoard } from "../support.ts";

// Issue 16: the Black Plague tokens a quest lays on the map play, so the table draws them as the game stands: a
// Necromancer Spawn token while the game has that Spawn Zone, the Bile tokens from the state (not twice), an
// artefact token while it still holds its card.
describe("the map's Black Plague tokens at the table", () => {
  const base = bundledBoard();
  const zone = base.zones.findIndex((z) => z.cells.length >= 2);
  const cell = base.zones[zone]?.cells[0] as number;
  const at = { zone, x: cell % base.width, y: Math.floor(cell / base.width) };
  const token = (id: string, name: string): BoardToken =>
    ({ index: 100, id, kind: "token", ...at, props: { name } }) as BoardToken;
  const board: Board = {
    ...base,
    tokens: [
      ...base.tokens,
      token("necro", "necromancer-spawn"),
      token("bile", "dragon-bile"),
      token("art-1", "vault-artefact"),
      token("art-2", "vault-artefact"),
    ],
  };
  const zoneId = base.zones[zone]?.id as string;
  const names = (b: Board) =>
    b.tokens.filter((t) => t.kind === "token").map((t) => `${t.id}:${String(t.props.name)}`);
  const bp = mapTokensInPlay({
    profile: "black-plague",
    slices: {
      "dragon-bile": { zones: [zoneId] },
      "vault-artefacts": { on: { "art-2": "inferno#d2.vault" } },
    },
  } as never);

  it("reads what the game plays from its profile and slices", () => {
    expect(bp.necromancerSpawns).toBe(true);
    expect(bp.bileFromState).toBe(true);
    expect([...(bp.artefacts ?? [])]).toEqual(["art-2"]);
    const core = mapTokensInPlay({ profile: "2e", slices: {} } as never);
    expect(core).toEqual({ necromancerSpawns: false, bileFromState: false, artefacts: null, gates: null });
  });

  it("draws the Necromancer token while its Spawn Zone lasts, the Bile once, the artefact still there", () => {
    const spawns = [{ token: "necro", zone: zoneId, colour: "necromancer", activeFrom: 1 }];
    const drawn = boardWithStateTokens(board, spawns, [zoneId], [], bp);
    expect(names(drawn)).toEqual(["necro:necromancer-spawn", "art-2:vault-artefact", "bile:0:dragon-bile"]);
    // The players removed that Spawn Zone (a Necromancer killed): its token is gone.
    expect(names(boardWithStateTokens(board, [], [zoneId], [], bp))).not.toContain("necro:necromancer-spawn");
  });

  it("leaves the tokens as the map has them where the rules do not play them", () => {
    const drawn = boardWithStateTokens(board, [], [], []);
    expect(names(drawn)).toEqual([
      "necro:necromancer-spawn",
      "bile:dragon-bile",
      "art-1:vault-artefact",
      "art-2:vault-artefact",
    ]);
  });
});

describe("the map's Rio Gates at the table", () => {
  const base = bundledBoard();
  const zone = base.zones.findIndex((z) => z.cells.length >= 2);
  const cell = base.zones[zone]?.cells[0] as number;
  const gate = (id: string): BoardToken =>
    ({
      index: 100,
      id,
      kind: "token",
      zone,
      x: cell % base.width,
      y: Math.floor(cell / base.width),
      props: { name: "improvised-gate" },
    }) as BoardToken;
  const board: Board = { ...base, tokens: [...base.tokens, gate("g1"), gate("g2")] };
  const gates = (b: Board) => b.tokens.filter((t) => t.props.name === "improvised-gate").map((t) => t.id);

  it("draws only the Gates still standing: one removed with the key, all of them once they gave way", () => {
    const standing = (ids: string[]) =>
      mapTokensInPlay({
        profile: "2e",
        slices: { gates: { gates: ids.map((token) => ({ token })) } },
      } as never);
    expect(gates(boardWithStateTokens(board, [], [], [], standing(["g1", "g2"])))).toEqual(["g1", "g2"]);
    expect(gates(boardWithStateTokens(board, [], [], [], standing(["g2"])))).toEqual(["g2"]);
    expect(gates(boardWithStateTokens(board, [], [], [], standing([])))).toEqual([]);
    // Without the Gates' rules the map's tokens are drawn as they are.
    expect(gates(boardWithStateTokens(board, [], [], []))).toEqual(["g1", "g2"]);
  });
});
