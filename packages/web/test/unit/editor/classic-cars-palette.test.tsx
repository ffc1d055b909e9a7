// @vitest-environment happy-dom

import { describe, expect, it } from "vitest";
import { setMission } from "../../../src/editor/model/ops.ts";
import { PiecePalette } from "../../../src/editor/ui/PiecePalette.tsx";
import { newEditor } from "./helpers.ts";
import { editorViews } from "./mount.ts";

// Issue 15: a classic mission's palette offers the classic family's cars (the Police car and the Pimpmobile), a
// 2E mission's the Muscle Car and the Police car.
let host: HTMLElement;
const views = editorViews();

const cars = () =>
  [...host.querySelectorAll("[data-piece]")]
    .map((b) => b.getAttribute("data-piece") ?? "")
    .filter((k) => k.startsWith("car:"));

describe("the creator's cars by rule profile", () => {
  it("offers the Pimpmobile to a classic mission and the Muscle Car to a 2E one", () => {
    const editor = newEditor();
    host = views.mount(editor, () => (
      <PiecePalette editor={editor} active={null} profile={editor.doc.mission.ruleProfile} />
    ));
    expect(cars()).toEqual(["car:muscle", "car:police"]);
    editor.run("mission", (doc) =>
      setMission(doc, { ruleProfile: "classic", decks: { boxes: ["classic-s1"], spawnBand: "both" } }),
    );
    expect(cars()).toEqual(["car:police", "car:pimpmobile"]);
    expect(host.textContent).toContain("Pimpmobile");
  });
});
