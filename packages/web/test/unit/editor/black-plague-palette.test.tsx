// @vitest-environment happy-dom

import { describe, expect, it } from "vitest";
import { docToMission } from "../../../src/editor/io/convert.ts";
import { moduleProblems, ruleModulesOf } from "../../../src/editor/mission/modules.ts";
import { setMission } from "../../../src/editor/model/ops.ts";
import { recordsOfType } from "../../../src/editor/model/records.ts";
import { MissionPanel } from "../../../src/editor/ui/MissionPanel.tsx";
import { PiecePalette } from "../../../src/editor/ui/PiecePalette.tsx";
import { driver, newEditor } from "./helpers.ts";
import { editorViews } from "./mount.ts";

// Issue 16 (the creator): a Black Plague mission's palette offers its boxes' pieces (Vault doors, Dragon Bile ⇄
// Dragon Fire, Necromancer spawns, Vault artefacts, its zombies), a 2E mission's does not; `*` flips bile into
// fire; the rule panel shows Black Plague's rules, not 2E's switches or the cars.
let host: HTMLElement;
const views = editorViews();

type Editor = ReturnType<typeof newEditor>;
function mount(editor: Editor, draw: () => React.ReactNode) {
  host = views.mount(editor, draw);
}
const pieces = () => [...host.querySelectorAll("[data-piece]")].map((b) => b.getAttribute("data-piece"));

function blackPlague(editor: Editor) {
  editor.run("mission", (doc) =>
    setMission(doc, { ruleProfile: "black-plague", decks: { boxes: ["black-plague"], spawnBand: "both" } }),
  );
}

describe("the creator for a Black Plague mission", () => {
  it("offers Black Plague's pieces to a Black Plague mission and not to a 2E one", () => {
    const editor = newEditor();
    mount(editor, () => (
      <PiecePalette editor={editor} active={null} profile={editor.doc.mission.ruleProfile} />
    ));
    expect(pieces()).not.toContain("token:dragon-bile");
    expect(pieces()).toContain("token:surprise-spawn");
    blackPlague(editor);
    const bp = pieces();
    for (const p of [
      "token:vault-door-closed",
      "token:dragon-bile",
      "token:necromancer-spawn",
      "token:vault-artefact",
      "zombies:necromancer:1",
      "zombies:wolfz:1",
    ])
      expect(bp).toContain(p);
    expect(bp).not.toContain("token:surprise-spawn");
    expect(bp).not.toContain("token:barricade-incomplete");
    expect(bp).not.toContain("zombies:brute:1");
    expect(host.querySelector('[data-piece="token:dragon-bile"]')?.textContent).toBe(
      "Dragon bile ⇄ Dragon fire",
    );
    expect(host.textContent).toMatch(/flag a zone `tower` and paint its sides as Rampart/);
  });

  it("flips Dragon Bile into Dragon Fire with * and exports the Black Plague mission", () => {
    const editor = newEditor();
    blackPlague(editor);
    const d = driver(editor);
    d.placeTile("black-plague/1R", 5, 5);
    editor.setTool("place-piece", {
      template: { kind: "token", token: { kind: "token", name: "dragon-bile" } },
      preview: null,
    });
    d.click(2.5, 2.5);
    editor.setTool("select");
    d.key("*");
    expect(recordsOfType(editor.doc, "token")[0]?.token).toMatchObject({ name: "dragon-fire" });
    d.undo();
    expect(recordsOfType(editor.doc, "token")[0]?.token).toMatchObject({ name: "dragon-bile" });
    const mission = docToMission(editor.doc);
    expect(mission.ruleProfile).toBe("black-plague");
    expect(mission.map.tokens).toEqual([{ kind: "token", x: 2, y: 2, name: "dragon-bile" }]);
  });

  it("shows Black Plague's rules, and no car or Companion switch, for a Black Plague mission", () => {
    expect(ruleModulesOf("black-plague").map((m) => m.id)).toEqual(["core", "ultrared"]);
    expect(ruleModulesOf("2e").map((m) => m.id)).toContain("dark-zones");
    const editor = newEditor();
    blackPlague(editor);
    mount(editor, () => <MissionPanel editor={editor} mission={editor.doc.mission} />);
    const rules = [...host.querySelectorAll("[data-rule-id]")].map((r) => r.getAttribute("data-rule-id"));
    for (const r of ["armour", "magic", "dragon-bile", "necromancers", "vaults", "towers"])
      expect(rules).toContain(r);
    expect(host.querySelector('[data-module-id="dark-zones"]')).toBeNull();
    expect(host.querySelector('[data-testid="car-rules"]')).toBeNull();
    expect(moduleProblems({ ...editor.doc.mission, modules: ["core", "dark-zones"] })).toEqual([
      { key: "unknownModule", module: "dark-zones" },
    ]);
  });
});
