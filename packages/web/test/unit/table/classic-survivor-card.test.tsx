// @vitest-environment happy-dom
import type { LoadedPack } from "@horda/content";
import i18next from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { setupI18n } from "../../../src/i18n/i18n.ts";
import { ZombivorBadge } from "../../../src/table/dashboard/ZombivorBadge.tsx";
import { registerTableStrings } from "../../../src/table/i18n/register.ts";
import { InventoryGrid } from "../../../src/table/inventory/InventoryGrid.tsx";
import { gridOf } from "../../../src/table/inventory/slots.ts";
import { SurvivorPicker } from "../../../src/table/setup/SurvivorPicker.tsx";
import type { Words } from "../../../src/table/words/words.ts";

// Toxic City Mall's Zombivors are the other side of a survivor's ID card: marked on the dashboard when played,
// never offered as survivors of their own on the new-game form.
const josh = { id: "josh", kind: "classic", names: { en: "Josh", "pt-BR": "Josh" } };
const joshZombivor = {
  id: "josh-zombivor",
  kind: "zombivor",
  sideOf: "josh",
  names: { en: "Josh (Zombivor)", "pt-BR": "Josh (Zumbivivente)" },
};
const view = { survivorCatalog: { survivors: { josh, "josh-zombivor": joshZombivor } } } as never;
const doc = (html: string) => new DOMParser().parseFromString(html, "text/html");

describe("a classic survivor at the table (Zombivor side, Wounded cards)", () => {
  beforeAll(async () => {
    setupI18n("en");
    registerTableStrings();
    await i18next.changeLanguage("en");
  });

  it("marks a survivor playing its Zombivor side, in en and pt-BR, and no other", async () => {
    const risen = doc(
      renderToStaticMarkup(<ZombivorBadge view={view} survivor={{ id: "josh", card: "josh-zombivor" }} />),
    );
    const badge = risen.querySelector("[data-testid=zombivor-josh]");
    expect(badge?.textContent).toBe("Zombivor");
    expect(badge?.getAttribute("title")).toMatch(/5 Health/);
    expect(renderToStaticMarkup(<ZombivorBadge view={view} survivor={{ id: "josh", card: "josh" }} />)).toBe(
      "",
    );
    await i18next.changeLanguage("pt-BR");
    const pt = doc(
      renderToStaticMarkup(<ZombivorBadge view={view} survivor={{ id: "josh", card: "josh-zombivor" }} />),
    );
    expect(pt.querySelector("[data-testid=zombivor-josh]")?.textContent).toBe("Zumbivivente");
    await i18next.changeLanguage("en");
  });

  it("lists a survivor on the new-game form, not its Zombivor side", () => {
    const packs = [{ survivors: [josh, joshZombivor] }] as unknown as LoadedPack[];
    const html = renderToStaticMarkup(
      <SurvivorPicker packs={packs} players={["Ana"]} value={{}} onChange={() => undefined} />,
    );
    const names = [...doc(html).querySelectorAll(".survivor-name")].map((n) => n.textContent);
    expect(names).toEqual(["Josh"]);
  });

  it("draws a classic Wounded card in the reserve slot it fills, with no room for a card there", () => {
    const wounded = { hands: ["pistol#1", null] as const, backpack: ["water#2"], skills: [] };
    const grid = gridOf(wounded, false, { slots: 2, taken: 1 });
    expect(grid.backpack).toEqual(["water#2", null]);
    const words = { card: (u: string) => u.split("#")[0], survivor: (id: string) => id } as unknown as Words;
    const catalog = { equipment: {} } as never;
    const edit = { picked: null, onPick: () => undefined, onMove: () => undefined };
    const html = renderToStaticMarkup(
      <InventoryGrid words={words} catalog={catalog} owner="josh" grid={grid} edit={edit} />,
    );
    const d = doc(html);
    const taken = [...d.querySelectorAll("[data-testid=taken-slot]")];
    expect(taken.map((t) => t.textContent)).toEqual(["Wounded card"]);
    expect(taken[0]?.getAttribute("title")).toMatch(/never moves to a Hand/);
    // Only the Hands and the 2 free reserve slots take cards.
    expect(d.querySelectorAll("[data-slot]").length).toBe(4);
  });
});
