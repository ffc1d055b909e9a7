// @vitest-environment happy-dom
import type { LoadedPack } from "@horda/content";
import i18next from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { setupI18n } from "../../../src/i18n/i18n.ts";
import { ZombivorBadge } from "../../../src/table/dashboard/ZombivorBadge.tsx";
import { registerTableStrings } from "../../../src/table/i18n/register.ts";
import { SurvivorPicker } from "../../../src/table/setup/SurvivorPicker.tsx";

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

describe("a Zombivor side at the table", () => {
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
});
