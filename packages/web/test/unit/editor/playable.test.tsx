// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { beforeAll, describe, expect, it } from "vitest";
import { registerEditorStrings } from "../../../src/editor/i18n/register.ts";
import { addRecords } from "../../../src/editor/model/ops.ts";
import type { EditorDoc } from "../../../src/editor/model/records.ts";
import { ProblemsPanel } from "../../../src/editor/ui/ProblemsPanel.tsx";
import { tableSetupProblem } from "../../../src/editor/validate/table-setup.ts";
import { validateDoc } from "../../../src/editor/validate/validate.ts";
import { setupI18n } from "../../../src/i18n/i18n.ts";
import { driver, library, newEditor } from "./helpers.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
beforeAll(() => {
  setupI18n("en");
  registerEditorStrings();
});

function mission(): EditorDoc {
  const e = newEditor();
  driver(e).placeTile("core2e/1R", 5, 5);
  e.run(
    "tokens",
    (doc) =>
      addRecords(doc, [
        { type: "token", token: { kind: "start", x: 1, y: 1 } },
        { type: "token", token: { kind: "exit", x: 8, y: 8 } },
        { type: "token", token: { kind: "spawn", x: 8, y: 8, spawn: "start", active: true } },
      ]).doc,
  );
  return e.doc;
}

describe("playable means the table starts it", () => {
  it("a mission the engine sets up is playable; its unverified tiles are notes, not problems", () => {
    const v = validateDoc(mission(), library, { setupProblem: tableSetupProblem });
    expect(v.playable).toBe(true);
    expect(v.problems.map((p) => [p.severity, p.key])).toEqual([["info", "unverifiedTile"]]);
  });

  it("a mission whose boxes bring no survivor card is refused by the setup check, so not playable", () => {
    const doc = mission();
    const noCards = {
      ...doc,
      mission: { ...doc.mission, decks: { boxes: ["zurvivors-default"], spawnBand: "both" } },
    };
    const v = validateDoc(noCards as EditorDoc, library, { setupProblem: tableSetupProblem });
    expect(v.playable).toBe(false);
    expect(v.problems.find((p) => p.key === "setupRefused")?.text).toMatch(/no survivor ID card/);
  });

  it("the panel keeps blocking errors, warnings and unverified notes apart, notes folded away", () => {
    const e = newEditor(mission());
    // Without the exit the reach-the-exit goal gets a warning: it still plays.
    const exitId = Object.values(e.doc.records).find(
      (r) => r.type === "token" && r.token.kind === "exit",
    )?.id;
    e.run("no exit", (doc) => {
      const { [exitId as string]: _gone, ...records } = doc.records;
      return { ...doc, records };
    });
    const v = validateDoc(e.doc, library, { setupProblem: tableSetupProblem });
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    act(() => root.render(<ProblemsPanel editor={e} validation={v} show={() => undefined} />));
    expect(host.querySelector('[data-testid="playable"]')?.textContent).toBe("Playable, 1 warning");
    const notes = document.querySelector('[data-group="notes"]') as HTMLDetailsElement;
    expect(notes.open).toBe(false);
    expect(notes.querySelector('[data-problem="unverifiedTile"]')).not.toBeNull();
    expect(document.querySelector('[data-group="warnings"] [data-problem="noExit"]')).not.toBeNull();
    expect(document.querySelector('[data-group="errors"]')).toBeNull();
    act(() => root.unmount());
  });
});
