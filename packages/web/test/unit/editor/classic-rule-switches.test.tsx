// @vitest-environment happy-dom

import { profileById } from "@horda/zombicide";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { docToMission } from "../../../src/editor/io/convert.ts";
import { moduleProblems, profileOwnRules, ruleModulesOf } from "../../../src/editor/mission/modules.ts";
import { setMission } from "../../../src/editor/model/ops.ts";
import { MissionPanel } from "../../../src/editor/ui/MissionPanel.tsx";
import { newEditor } from "./helpers.ts";
import { editorViews } from "./mount.ts";

// Issue 15: a classic mission's rule panel offers the classic profile's optional modes (Ultrared, Resurrection),
// not 2E's; the boxes' rules it always plays (toxic zombies, barricades, dogs, VIPs...) are listed, not switches,
// and a mission that names them (content/toxic-city-mall's classic-mall-sale) has nothing wrong.
const views = editorViews();
let host: HTMLElement;

type Editor = ReturnType<typeof newEditor>;
function mount(editor: Editor) {
  host = views.mount(editor, () => <MissionPanel editor={editor} mission={editor.doc.mission} />);
}
const switches = () =>
  [...host.querySelectorAll("[data-module-id]")].map((b) => b.getAttribute("data-module-id"));
const listed = () => [...host.querySelectorAll("[data-rule-id]")].map((r) => r.getAttribute("data-rule-id"));

function classic(editor: Editor, modules: string[] = ["core"]) {
  editor.run("mission", (doc) =>
    setMission(doc, {
      ruleProfile: "classic",
      modules,
      decks: { boxes: ["classic-s1", "toxic-city-mall"], spawnBand: "both" },
    }),
  );
}

describe("the rule panel of a classic mission", () => {
  it("offers core and the classic profile's optional modes, all played, and none of 2E's", () => {
    const optional = (profileById("classic")?.optional ?? []).filter((m) => m !== "sandbox");
    expect(optional).toEqual(expect.arrayContaining(["ultrared", "resurrection"]));
    expect(ruleModulesOf("classic")).toEqual([
      { id: "core", played: true },
      ...optional.map((id) => ({ id, played: true })),
    ]);
    const editor = newEditor();
    mount(editor);
    expect(switches()).toContain("dark-zones");
    classic(editor);
    expect(switches()).toEqual(["core", ...optional]);
    // Its core rules are Season 1's, not 2E's.
    expect(host.querySelector('[data-module-id="core"]')?.parentElement?.textContent).toContain("Season 1");
    expect(host.textContent).not.toContain("not played yet");
  });

  it("switches Resurrection on and off, written into the mission", () => {
    const editor = newEditor();
    classic(editor);
    mount(editor);
    const box = host.querySelector('[data-module-id="resurrection"]') as HTMLInputElement;
    act(() => box.click());
    expect(docToMission(editor.doc).modules).toEqual(["core", "resurrection"]);
    act(() => (host.querySelector('[data-module-id="resurrection"]') as HTMLInputElement).click());
    expect(docToMission(editor.doc).modules).toEqual(["core"]);
  });

  it("lists the boxes' rules the profile always plays, not its skills", () => {
    const own = profileOwnRules("classic");
    for (const r of ["toxic-zombies", "barricades", "canine", "vip-walkers", "classic-cars"])
      expect(own).toContain(r);
    for (const skill of ["classic-medic", "death-grasp", "can-start-at"]) expect(own).not.toContain(skill);
    const editor = newEditor();
    classic(editor);
    mount(editor);
    expect(listed()).toEqual(expect.arrayContaining(["toxic-zombies", "barricades", "canine"]));
  });

  it("takes a mission naming the rules its profile always plays as it is, and still flags unknown ones", () => {
    const named = ["core", "mall-doors", "toxic-zombies", "barricades", "vip-walkers"];
    const editor = newEditor();
    classic(editor, named);
    mount(editor);
    expect(moduleProblems(editor.doc.mission)).toEqual([]);
    const shown = [...host.querySelectorAll("[data-named-module-id]")].map((b) =>
      b.getAttribute("data-named-module-id"),
    );
    expect(shown).toEqual(["mall-doors", "toxic-zombies", "barricades", "vip-walkers"]);
    expect(host.textContent).not.toContain("unknown module");
    // Unticking one takes it off the mission's list; the profile still plays it.
    act(() => (host.querySelector('[data-named-module-id="barricades"]') as HTMLInputElement).click());
    expect(docToMission(editor.doc).modules).toEqual(["core", "mall-doors", "toxic-zombies", "vip-walkers"]);
    expect(moduleProblems({ ...editor.doc.mission, modules: ["core", "dark-zones"] })).toEqual([
      { key: "unknownModule", module: "dark-zones" },
    ]);
  });
});
