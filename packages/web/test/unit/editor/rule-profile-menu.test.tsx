// @vitest-environment happy-dom

import i18next from "i18next";
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { MissionPanel } from "../../../src/editor/ui/MissionPanel.tsx";
import { newEditor } from "./helpers.ts";
import { editorViews } from "./mount.ts";

const views = editorViews();

/** The rule-profile menu's options (value and words) of a new mission's panel. */
function profileMenu(): [string, string][] {
  const editor = newEditor();
  const host = views.mount(editor, () => <MissionPanel editor={editor} mission={editor.doc.mission} />);
  const select = [...host.querySelectorAll("select")].find((s) =>
    [...s.options].some((o) => o.value === "black-plague"),
  );
  return [...(select?.options ?? [])].map((o) => [o.value, o.textContent ?? ""]);
}

describe("the mission's rule-profile menu", () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage("en"));
  });

  it("names the profiles in English", () => {
    expect(profileMenu()).toEqual([
      ["2e", "2nd Edition"],
      ["classic", "Classic (Season 1)"],
      ["black-plague", "Black Plague"],
    ]);
  });

  it("names the profiles in Brazilian Portuguese", async () => {
    await act(() => i18next.changeLanguage("pt-BR"));
    expect(profileMenu()).toEqual([
      ["2e", "2ª Edição"],
      ["classic", "Clássico (Temporada 1)"],
      ["black-plague", "Black Plague"],
    ]);
  });
});
