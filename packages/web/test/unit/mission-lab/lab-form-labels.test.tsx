// @vitest-environment happy-dom

import { act } from "react";
import { createRoot } from "react-dom/client";
import { beforeAll, describe, expect, it } from "vitest";
import { setupI18n } from "../../../src/i18n/i18n.ts";

describe("the Mission lab's form", () => {
  // The page registers its words when loaded, so it is loaded once i18next is set up.
  let MissionLabPage: typeof import("../../../src/pages/mission-lab/MissionLabPage.tsx").default;
  beforeAll(async () => {
    setupI18n("en");
    MissionLabPage = (await import("../../../src/pages/mission-lab/MissionLabPage.tsx")).default;
  });

  it("links every label to its field, so the field's name is the label's words alone", {
    timeout: 60_000,
  }, () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    act(() => root.render(<MissionLabPage />));
    const labels = [...host.querySelectorAll(".lab-form label")];
    const named = Object.fromEntries(
      labels.map((l) => {
        const field = document.getElementById(l.getAttribute("for") ?? "");
        return [l.textContent, field?.tagName.toLowerCase() ?? "none"];
      }),
    );
    expect(named).toEqual({
      Mission: "select",
      "Compare with": "select",
      Players: "input",
      Games: "input",
      Bots: "select",
      Seed: "input",
    });
    // No field sits inside its label, where its value would join the label's words in its accessible name.
    for (const l of labels) expect(l.querySelector("input, select"), l.textContent ?? "").toBeNull();
    act(() => root.unmount());
    host.remove();
  });
});
