// @vitest-environment happy-dom
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { MapToken } from "@horda/content";
import { zombicide, zombieCatalogFromPacks } from "@horda/zombicide";
import { loadContentPacks } from "@horda/zombicide/node";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { beforeAll, describe, expect, it } from "vitest";
import { bundledSurvivorsByBox, type SurvivorBox } from "../../../src/editor/content/survivors-by-box.ts";
import { registerEditorStrings } from "../../../src/editor/i18n/register.ts";
import { docToMap } from "../../../src/editor/io/convert.ts";
import { setModule } from "../../../src/editor/mission/modules.ts";
import { setCarRule, setCompanionEliminations } from "../../../src/editor/mission/vehicles.ts";
import { addRecords, setMission } from "../../../src/editor/model/ops.ts";
import type { MissionFields } from "../../../src/editor/model/records.ts";
import { ProblemsPanel } from "../../../src/editor/ui/ProblemsPanel.tsx";
import { validateDoc } from "../../../src/editor/validate/validate.ts";
import { setupI18n } from "../../../src/i18n/i18n.ts";
import { driver, library, newEditor } from "./helpers.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => {
  setupI18n("en");
  registerEditorStrings();
});

type Editor = ReturnType<typeof newEditor>;

function put(editor: Editor, token: MapToken): string {
  editor.run("put", (doc) => addRecords(doc, [{ type: "token", token }]).doc);
  return Object.keys(editor.doc.records).at(-1) as string;
}

/** Tile 1R with a start and an exit joined by streets (row 8 is street, cell 4,4 is in building room B). */
function playableMap(): Editor {
  const editor = newEditor();
  driver(editor).placeTile("core2e/1R", 5, 5);
  put(editor, { kind: "start", x: 1, y: 8 });
  put(editor, { kind: "exit", x: 8, y: 8 });
  put(editor, { kind: "spawn", x: 8, y: 8, spawn: "start", active: true });
  return editor;
}

describe("the map's Spawn Zones", () => {
  it("warns when the map has none: no zombie would come at the Zombies' phase", () => {
    const editor = newEditor();
    driver(editor).placeTile("core2e/1R", 5, 5);
    put(editor, { kind: "start", x: 1, y: 8 });
    put(editor, { kind: "exit", x: 8, y: 8 });
    expect(keys(editor)).toContain("noSpawn");
    expect(check(editor).problems.find((p) => p.key === "noSpawn")?.severity).toBe("warning");
    put(editor, { kind: "spawn", x: 8, y: 8, spawn: "start", active: true });
    expect(keys(editor)).not.toContain("noSpawn");
  });
});

const mission = (editor: Editor, patch: (m: MissionFields) => Partial<MissionFields>) =>
  editor.run("mission", (doc) => setMission(doc, patch(doc.mission)));
const check = (editor: Editor, boxes: readonly SurvivorBox[] = bundledSurvivorsByBox()) =>
  validateDoc(editor.doc, library, { survivorBoxes: boxes });
const keys = (editor: Editor) => check(editor).problems.map((p) => p.key);

describe("checks on cars and Companions", () => {
  it("a car in a building is an error pointing at it (the game's setup refuses it); in the street it is fine", () => {
    const editor = playableMap();
    mission(editor, (m) => setCarRule(m, "drive", true));
    const car = put(editor, { kind: "car", car: "muscle", x: 4, y: 4 });
    const v = check(editor);
    const p = v.problems.find((x) => x.key === "carOffStreet");
    expect(p).toMatchObject({ severity: "error", records: [car], cells: { x: 4, y: 4, w: 1, h: 1 } });
    expect(v.playable).toBe(false);

    const packs = loadContentPacks(
      resolve(dirname(fileURLToPath(import.meta.url)), "../../../../../content"),
    );
    const setup = zombicide.setup(
      {
        map: docToMap(editor.doc).map,
        tiles: Object.fromEntries(library),
        seats: ["p1"],
        survivors: [{ id: "wanda", seat: "p1" }],
        zombieCatalog: zombieCatalogFromPacks(packs),
      },
      "car-indoors",
    );
    expect(setup.ok).toBe(false);
    if (!setup.ok) expect(setup.error.message).toMatch(/not a street Zone/);

    editor.select([car]);
    driver(editor).drag([4.5, 4.5], [4.5, 8.5]);
    expect(keys(editor)).not.toContain("carOffStreet");
    expect(check(editor).playable).toBe(true);
  });

  it("clicking Show on the error selects the car and brings its cell into view", () => {
    const editor = playableMap();
    put(editor, { kind: "start", x: 2, y: 8 });
    const car = put(editor, { kind: "car", car: "police", x: 5, y: 5 });
    editor.select([]);
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    const shown: number[][] = [];
    act(() =>
      root.render(
        <ProblemsPanel editor={editor} validation={check(editor)} show={(...a) => shown.push(a)} />,
      ),
    );
    const row = host.querySelector('[data-problem="carOffStreet"]') as HTMLElement;
    expect(row.textContent).toContain("not a street");
    act(() => (row.querySelector("button") as HTMLButtonElement).click());
    expect(editor.selection).toEqual([car]);
    expect(shown).toEqual([[5, 5, 1, 1]]);
    act(() => root.unmount());
    host.remove();
  });

  it("a Companion whose card no loaded box has is an error; a known card or none is fine", () => {
    const editor = playableMap();
    const lone = put(editor, { kind: "companion", card: "nobody", x: 8, y: 1 });
    expect(check(editor).problems.find((p) => p.key === "companionUnknownCard")).toMatchObject({
      severity: "error",
      records: [lone],
      params: { card: "nobody" },
    });
    expect(check(editor).playable).toBe(false);
    editor.undo();
    const lou = put(editor, { kind: "companion", card: "lou", x: 8, y: 1 });
    put(editor, { kind: "companion", x: 2, y: 1 });
    expect(check(editor).problems.filter((p) => p.severity !== "info")).toEqual([]);
    // Lou is offered to the players too (every core survivor is, by default): a note, until the offer leaves her out.
    expect(check(editor).problems.find((p) => p.key === "companionCardOffered")).toMatchObject({
      severity: "info",
      records: [lou],
    });
    mission(editor, () => ({ offeredSurvivors: ["wanda", "josh"] }));
    expect(keys(editor)).not.toContain("companionCardOffered");
  });

  it("a card that starts with a bonus cannot be a Companion", () => {
    const editor = playableMap();
    put(editor, { kind: "companion", card: "rich", x: 8, y: 1 });
    const boxes: SurvivorBox[] = [
      {
        box: "test",
        profile: "2e",
        names: { en: "Test", "pt-BR": "Teste" },
        survivors: [
          { id: "rich", names: { en: "Rich", "pt-BR": "Rich" }, unverified: false, startsWithBonus: true },
        ],
      },
    ];
    expect(check(editor, boxes).problems.map((p) => p.key)).toContain("companionStartsWith");
  });

  it("cars the mission does not let anyone drive are scenery (a warning); driving on, it goes", () => {
    const editor = playableMap();
    const car = put(editor, { kind: "car", car: "muscle", x: 5, y: 8 });
    expect(check(editor).problems.find((p) => p.key === "carsScenery")).toMatchObject({
      severity: "warning",
      records: [car],
    });
    expect(check(editor).playable).toBe(true);
    mission(editor, (m) => setCarRule(m, "drive", true));
    expect(editor.doc.mission.cars).toEqual({ drive: true, policeSearch: false });
    expect(keys(editor)).not.toContain("carsScenery");
    mission(editor, (m) => setCarRule(m, "policeSearch", true));
    expect(keys(editor)).toContain("searchNoPoliceCar");
    put(editor, { kind: "car", car: "police", x: 2, y: 8 });
    expect(keys(editor)).not.toContain("searchNoPoliceCar");
  });

  it("warns about switches with nothing to use them, and a Police Car holding a crate", () => {
    const editor = playableMap();
    mission(editor, (m) => setCarRule(m, "drive", true));
    expect(keys(editor)).toContain("driveNoCars");
    mission(editor, () => setCompanionEliminations(true));
    expect(keys(editor)).toContain("companionLossNoCompanion");
    put(editor, { kind: "car", car: "police", crate: true, x: 2, y: 8 });
    expect(keys(editor)).toContain("policeCarCrate");
    expect(keys(editor)).not.toContain("driveNoCars");
  });

  it("a Companion with allowCompanionEliminations unset is fine (losing it loses the game)", () => {
    const editor = playableMap();
    put(editor, { kind: "companion", x: 8, y: 1 });
    expect(editor.doc.mission.allowCompanionEliminations).toBeUndefined();
    expect(check(editor).problems.filter((p) => p.severity !== "info")).toEqual([]);
  });

  it("modules: the optional modes play; later boxes and unknown ids are warnings; core off is a warning", () => {
    const editor = playableMap();
    for (const m of ["dark-zones", "ultrared", "abomination-fest"])
      mission(editor, (x) => setModule(x, m, true));
    expect(editor.doc.mission.modules).toEqual(["core", "dark-zones", "ultrared", "abomination-fest"]);
    expect(check(editor).problems.filter((p) => p.severity !== "info")).toEqual([]);
    mission(editor, (x) => setModule(x, "toxic-mall", true));
    expect(check(editor).problems.find((p) => p.key === "moduleNotPlayed")?.params).toEqual({
      module: "toxic-mall",
    });
    mission(editor, (x) => setModule(x, "core", false));
    expect(keys(editor)).toContain("noCoreModule");
    mission(editor, () => ({ modules: ["core", "made-up"] }));
    expect(check(editor).problems.find((p) => p.key === "unknownModule")?.params).toEqual({
      module: "made-up",
    });
  });
});
