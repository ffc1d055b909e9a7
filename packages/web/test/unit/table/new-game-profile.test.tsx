// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupI18n } from "../../../src/i18n/i18n.ts";
import { bundledPacks } from "../../../src/table/content/packs.ts";
import { playables } from "../../../src/table/content/playable.ts";
import { registerTableStrings } from "../../../src/table/i18n/register.ts";
import { gentlestFirst } from "../../../src/table/setup/gentlest-first.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLElement;
// The form's imports register their strings as they load, so it is loaded once i18next is set up.
let NewGameForm: typeof import("../../../src/table/setup/NewGameForm.tsx").NewGameForm;

beforeAll(async () => {
  setupI18n("en");
  registerTableStrings();
  ({ NewGameForm } = await import("../../../src/table/setup/NewGameForm.tsx"));
  bundledPacks(); // loaded once here: checking every bundled pack is slow on a busy machine
}, 60_000);
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  host?.remove();
});

/** The new-game form opened on one playable; returns the rules line it shows. */
function rulesShownFor(key: string): string {
  return formFor(key).querySelector('[data-testid="rule-profile"]')?.textContent ?? "";
}

/** The new-game form opened on one playable. */
function formFor(key: string): HTMLElement {
  const loaded = bundledPacks();
  if (!loaded.ok) throw new Error(loaded.errors.join("\n"));
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root?.render(
      <NewGameForm
        packs={loaded.packs}
        playables={gentlestFirst(playables(loaded.packs))}
        initial={key}
        onStart={() => {}}
      />,
    ),
  );
  return host;
}

describe("the new-game form names the rules a mission plays", () => {
  it("a core mission: 2nd Edition", () => {
    expect(rulesShownFor("mission:first-night")).toBe("Rules: Zombicide 2nd Edition");
  });

  it("Horda's classic mission: the classic (Season 1) rules", () => {
    expect(rulesShownFor("mission:classic-first-steps")).toBe("Rules: Zombicide classic (Season 1)");
  });
});

describe("the new-game form offers the optional modes of the mission's rules", () => {
  const modes = (key: string) => formFor(key).querySelector(".mode-switches")?.textContent ?? "";

  it("a classic mission: Ultrared and Toxic City Mall's Resurrection, none of 2E's own modes", () => {
    const text = modes("mission:classic-mall-sale");
    expect(text).toContain("Resurrection: a survivor killed by the zombies rises");
    expect(text).toContain("Ultrared");
    expect(text).not.toContain("Dark Zones");
    expect(text).not.toContain("Abomination Fest");
  });

  it("a 2E mission: Dark Zones, and no Resurrection", () => {
    const text = modes("mission:first-night");
    expect(text).toContain("Dark Zones");
    expect(text).not.toContain("Resurrection");
  });

  it("groups the missions by box, numbered ones by number, and says the chosen mission's difficulty", () => {
    const form = formFor("mission:first-night");
    const groups = [...form.querySelectorAll("optgroup")].map((g) => g.getAttribute("label"));
    expect(groups[0]).toBe("Missions: Zombicide 2nd Edition: core box");
    expect(groups.at(-1)).toMatch(/^Maps/);
    expect(new Set(groups).size).toBe(groups.length);
    const fortHendrix = [...form.querySelectorAll("optgroup")].find((g) => /Fort Hendrix/.test(g.label));
    const values = [...(fortHendrix?.querySelectorAll("option") ?? [])].map((o) => o.value);
    expect(values).toEqual(Array.from({ length: 10 }, (_, i) => `mission:fh-m${i + 1}`));
    expect(form.querySelector('[data-testid="mission-difficulty"]')?.textContent).toBe(
      "Difficulty: tutorial",
    );
  });
});
