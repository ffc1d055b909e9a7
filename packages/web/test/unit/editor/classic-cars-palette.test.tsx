// @vitest-environment happy-dom

import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { registerEditorStrings } from "../../../src/editor/i18n/register.ts";
import { setMission } from "../../../src/editor/model/ops.ts";
import { PiecePalette } from "../../../src/editor/ui/PiecePalette.tsx";
import { setupI18n } from "../../../src/i18n/i18n.ts";
import { newEditor } from "./helpers.ts";

// Issue 15: a classic mission's palette offers the classic family's cars (the Police car and the Pimpmobile), a
// 2E mission's the Muscle Car and the Police car.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLElement;
beforeAll(() => {
  setupI18n("en");
  registerEditorStrings();
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  host?.remove();
});

const cars = () =>
  [...host.querySelectorAll("[data-piece]")]
    .map((b) => b.getAttribute("data-piece") ?? "")
    .filter((k) => k.startsWith("car:"));

describe("the creator's cars by rule profile", () => {
  it("offers the Pimpmobile to a classic mission and the Muscle Car to a 2E one", () => {
    const editor = newEditor();
    host = document.createElement("div");
    document.body.append(host);
    root = createRoot(host);
    const render = () =>
      act(() =>
        root?.render(<PiecePalette editor={editor} active={null} profile={editor.doc.mission.ruleProfile} />),
      );
    editor.subscribe(render);
    render();
    expect(cars()).toEqual(["car:muscle", "car:police"]);
    editor.run("mission", (doc) =>
      setMission(doc, { ruleProfile: "classic", decks: { boxes: ["classic-s1"], spawnBand: "both" } }),
    );
    expect(cars()).toEqual(["car:police", "car:pimpmobile"]);
    expect(host.textContent).toContain("Pimpmobile");
  });
});
