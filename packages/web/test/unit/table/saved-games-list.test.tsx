// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupI18n } from "../../../src/i18n/i18n.ts";
import { registerTableStrings } from "../../../src/table/i18n/register.ts";
import { SavedGames } from "../../../src/table/setup/SavedGames.tsx";
import { type SavedGame, saveGame } from "../../../src/table/store/game-store.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLElement;

beforeAll(() => {
  setupI18n("en");
  registerTableStrings();
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  host?.remove();
  localStorage.clear();
});

/** A saved game of Good dogs at round 2, saved at `savedAt`. */
function saved(id: string, savedAt: number): SavedGame {
  return {
    id,
    title: "Good dogs (Horda, classic)",
    options: {
      playable: "mission:classic-good-dogs",
      players: ["Ana", "Bia"],
    } as unknown as SavedGame["options"],
    record: {} as SavedGame["record"],
    round: 2,
    savedAt,
  };
}

function listed(): string[] {
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  act(() => root?.render(<SavedGames />));
  return [...host.querySelectorAll('[data-testid="saved-when"]')].map((e) => e.textContent ?? "");
}

describe("the saved games list", () => {
  it("tells two copies of one game apart by when each was saved", () => {
    saveGame(saved("a", Date.UTC(2026, 11, 3, 21, 5)));
    saveGame(saved("b", Date.UTC(2026, 11, 3, 21, 40)));
    const when = listed();
    expect(when).toHaveLength(2);
    expect(when[0]).toMatch(/^saved /);
    expect(when[0]).not.toBe(when[1]);
  });
});
