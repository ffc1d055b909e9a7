// @vitest-environment happy-dom
import { parseTileText } from "@horda/content";
import { compileMap } from "@horda/zombicide";
import i18next, { type TFunction } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { BarricadeLayer } from "../../../src/board/layers/BarricadeLayer.tsx";
import { ZombieGlyph } from "../../../src/board/layers/ZombieGlyph.tsx";
import { setupI18n } from "../../../src/i18n/i18n.ts";
import { barricadeMarks, barricadesKey } from "../../../src/table/board/barricades.ts";
import { piecesOf } from "../../../src/table/board/pieces-of.ts";
import { VipTrophies } from "../../../src/table/dashboard/VipTrophies.tsx";
import { registerTableStrings } from "../../../src/table/i18n/register.ts";
import { makeWords } from "../../../src/table/words/words.ts";

// Toxic City Mall and VIP #2 on the table: Toxic zombies drawn as their standard kind with a rim, VIP Walkers with
// a star, barricade places on their edges, VIP trophies on the survivor's dashboard.
const parsed = parseTileText("tile: t\nname: t\nstatus: unverified\nsize: 6x1\ngrid:\n  aabbcc\n", "t.tile");
if (!parsed.ok) throw new Error("the test tile does not parse");
const tiles = new Map([["t", parsed.value]]);
const map = {
  schema: "horda.map/1",
  id: "m",
  name: { en: "m", "pt-BR": "m" },
  game: "zombicide" as const,
  tiles: [{ tile: "t", x: 0, y: 0, rotation: 0 }],
  doors: [],
  tokens: [],
};
const doc = (html: string) => new DOMParser().parseFromString(html, "text/html");

describe("the classic expansions' pieces on the table", () => {
  beforeAll(async () => {
    setupI18n("en");
    registerTableStrings();
    await i18next.changeLanguage("en");
  });

  it("groups Toxic and VIP zombies by type, with their standard kind's shape and their marks", () => {
    const compiled = compileMap(map as never, tiles);
    if (!compiled.ok) throw new Error(JSON.stringify(compiled.error));
    const board = compiled.value;
    const zone = board.zones[0]?.id as string;
    const pieces = piecesOf(
      board,
      {
        seats: ["p1"],
        survivors: [],
        zombies: [
          { id: "z1", type: "toxic-walker", zone },
          { id: "z2", type: "toxic-walker", zone },
          { id: "z3", type: "vip-walker", zone },
          { id: "z4", type: "walker", zone },
        ],
      },
      (id) => id,
      (card) => card,
      () => undefined,
      {
        looks: {
          "toxic-walker": { toxicOf: "walker" },
          "vip-walker": { kindOf: "walker", traits: ["vip-trophy"] },
        },
        name: (type) => (type === "toxic-walker" ? "Toxic Walker" : "VIP Walker"),
      },
    );
    expect(pieces.zombies).toEqual([
      {
        zone: 0,
        type: "toxic-walker",
        count: 2,
        shape: "walker",
        marks: ["toxic"],
        typeName: "Toxic Walker",
      },
      { zone: 0, type: "vip-walker", count: 1, shape: "walker", marks: ["vip"], typeName: "VIP Walker" },
      { zone: 0, type: "walker", count: 1 },
    ]);
    const toxic = doc(
      renderToStaticMarkup(
        <svg>
          <title>board</title>
          <ZombieGlyph
            type="toxic-walker"
            count={2}
            x={10}
            y={10}
            size={20}
            shape="walker"
            marks={["toxic"]}
          />
        </svg>,
      ),
    );
    expect(toxic.querySelector("g")?.getAttribute("class")).toBe("zombie zombie-walker zombie-toxic");
    const vip = doc(
      renderToStaticMarkup(
        <svg>
          <title>board</title>
          <ZombieGlyph type="vip-walker" count={1} x={10} y={10} size={20} shape="walker" marks={["vip"]} />
        </svg>,
      ),
    );
    expect(vip.querySelectorAll(".zombie-mark")).toHaveLength(1);
  });

  it("draws each barricade place on its edge: a place, one being built, a blocked one", () => {
    const compiled = compileMap(map as never, tiles);
    if (!compiled.ok) throw new Error("no board");
    const board = compiled.value;
    const [e1, e2] = board.edges.map((e) => e.id);
    const view = {
      slices: {
        barricades: {
          sites: [
            { edge: e1, needs: 2, tokens: [{ complete: true }, { complete: false }] },
            { edge: e2, needs: 1, tokens: [{ complete: true }] },
          ],
        },
      },
    };
    const marks = barricadeMarks(barricadesKey(view));
    expect(marks).toEqual([
      { edge: e1, needs: 2, complete: 1, incomplete: 1 },
      { edge: e2, needs: 1, complete: 1, incomplete: 0 },
    ]);
    const html = doc(
      renderToStaticMarkup(
        <svg>
          <title>board</title>
          <BarricadeLayer board={board} marks={marks} title={(m) => `${m.edge} ${m.complete}/${m.needs}`} />
        </svg>,
      ),
    );
    expect([...html.querySelectorAll("[data-barricade]")].map((p) => p.getAttribute("data-state"))).toEqual([
      "building",
      "blocked",
    ]);
    expect(html.querySelector("[data-barricade] title")?.textContent).toBe(`${e1} 1/2`);
    expect(barricadeMarks(barricadesKey({}))).toEqual([]);
  });

  it("lists a survivor's VIP trophies by model on its dashboard", () => {
    const words = makeWords({
      t: i18next.getFixedT("en", "table") as TFunction,
      tApp: i18next.getFixedT("en") as TFunction,
      language: "en",
      state: {
        survivors: [{ id: "josh", name: "Josh", card: null }],
        survivorCatalog: { survivors: {}, equipment: {}, decks: { starting: [], equipment: [], epic: [] } },
        zombieCatalog: { types: {}, pools: {}, spawnCards: {}, abominations: {} },
      } as never,
      skills: {},
    });
    const view = {
      slices: { "vip-walkers": { models: {}, trophies: { josh: ["santa", "punk", "santa"] } } },
    };
    const html = renderToStaticMarkup(<VipTrophies words={words} view={view} survivor="josh" />);
    expect(html).toContain("VIP trophies (2 models of 5)");
    expect(html).toContain("Santa ×2");
    expect(html).toContain("Punk");
    expect(renderToStaticMarkup(<VipTrophies words={words} view={view} survivor="phil" />)).toBe("");
  });
});
