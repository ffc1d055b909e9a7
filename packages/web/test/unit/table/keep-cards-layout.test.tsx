// @vitest-environment happy-dom
import type { ZombicideCommand, ZombicideView } from "@horda/zombicide";
import i18next, { type TFunction } from "i18next";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupI18n } from "../../../src/i18n/i18n.ts";
import { DecisionDialog } from "../../../src/table/decisions/DecisionDialog.tsx";
import { registerTableStrings } from "../../../src/table/i18n/register.ts";
import { makeWords } from "../../../src/table/words/words.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const view = {
  profile: "2e",
  modules: ["core"],
  survivors: [
    {
      id: "josh",
      name: "Josh",
      card: null,
      hands: ["pistol#s1", null],
      backpack: ["crowbar#e1"],
      skills: [],
    },
  ],
  survivorCatalog: { survivors: {}, equipment: {}, decks: { starting: [], equipment: [], epic: [] } },
  zombieCatalog: { types: {}, pools: {}, spawnCards: {}, abominations: {} },
} as unknown as ZombicideView;
const words = () =>
  makeWords({
    t: i18next.getFixedT("en", "table") as TFunction,
    tApp: i18next.getFixedT("en") as TFunction,
    language: "en",
    state: view as never,
    skills: {},
  });

let root: Root | null = null;
let host: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

const button = (name: string) =>
  [...host.querySelectorAll("button")].find(
    (b) => (b.getAttribute("aria-label") ?? b.textContent) === name,
  ) as HTMLButtonElement | undefined;
const press = (name: string) => {
  const b = button(name);
  if (!b) throw new Error(`no button "${name}"`);
  act(() => b.click());
};

describe("keeping found cards laid out on the survivor's slots", () => {
  beforeAll(async () => {
    setupI18n("en");
    registerTableStrings();
    await i18next.changeLanguage("en");
  });

  it("moves a found card into an empty Hand, puts a held card down, and sends that layout", () => {
    const sent: ZombicideCommand[] = [];
    host = document.createElement("div");
    document.body.append(host);
    root = createRoot(host);
    const decision = {
      id: "d1",
      seat: "p1",
      kind: "keepCards",
      options: { survivor: "josh", cards: ["katana#e7"] },
    };
    const answers = [{ type: "keepCards", hands: ["pistol#s1", null], backpack: ["crowbar#e1"] }];
    act(() =>
      root?.render(
        <DecisionDialog
          words={words()}
          decision={decision}
          seatName="Ana"
          answers={answers}
          onAnswer={(c) => sent.push(c)}
          view={view}
        />,
      ),
    );
    // The listed answers come first (the first one has the focus); the layout follows.
    expect(host.querySelector("h3")?.textContent).toBe("Or lay the cards out yourself");
    press("Found cards 1: katana");
    press("Hand 2: empty");
    press("Backpack 1: crowbar");
    press("Found cards 2: empty");
    press("Keep this layout");
    expect(sent).toEqual([{ type: "keepCards", hands: ["pistol#s1", "katana#e7"], backpack: [] }]);
  });
});
