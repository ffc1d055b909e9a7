// @vitest-environment happy-dom
import { zurvivors } from "@horda/zurvivors";
import i18next from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CardFace } from "../../../src/zurvivors/components/CardFace.tsx";
import { forgetGame } from "../../../src/zurvivors/game/saved-game.ts";
import { TableScreen } from "../../../src/zurvivors/pages/TableScreen.tsx";
import { words } from "./support.ts";

const started = zurvivors.setup({ players: 4 }, "markup");
if (!started.ok) throw new Error(started.error.message);
const state = started.value;

async function render(humans: string[], lang: "en" | "pt-BR" = "en"): Promise<Document> {
  forgetGame();
  words(state, "p1", lang); // sets i18next and the Zurvivors strings up the way the pages do
  await i18next.changeLanguage(lang);
  const html = renderToStaticMarkup(
    <TableScreen config={{ players: 4, humans, seed: "markup", botDelay: 0 }} />,
  );
  return new DOMParser().parseFromString(html, "text/html");
}

describe("Zurvivors table markup", () => {
  it("shows the person's own hand, with a named Place button per legal card, and no other hand", async () => {
    const doc = await render(["p1"]);
    const cards = (sel: string) => [...doc.querySelectorAll(sel)].map((e) => e.getAttribute("data-card"));
    expect(cards('[data-testid="zv-hand"] [data-card]').sort()).toEqual([...state.players.p1!.hand].sort());
    const others = state.seats.filter((s) => s !== "p1").flatMap((s) => state.players[s]!.hand);
    expect(cards("[data-card]").filter((c) => others.includes(c!))).toEqual([]);
    const buttons = [...doc.querySelectorAll('[data-testid="zv-hand"] button')];
    expect(buttons).toHaveLength(zurvivors.legal(state, "p1").length);
    for (const b of buttons) expect(b.getAttribute("aria-label")).toMatch(/^Place .+/);
    expect(doc.querySelector("h1")?.textContent).toBe("Zurvivors");
    expect(doc.querySelectorAll('[data-testid="zv-track"] li[aria-label]')).toHaveLength(9);
  });

  it("says why an Escape card in the hand has no button: another survivor's, only they place it", async () => {
    const doc = await render(["p1"]);
    // With this seed p1 (Duda) holds Ana's Escape card.
    const held = doc.querySelector('[data-testid="zv-hand"] [data-card="escape-ana"]')?.closest("li");
    expect(held?.querySelector("button")).toBeNull();
    expect(held?.querySelector('[data-testid="escape-why"]')?.textContent).toBe(
      "Another survivor's Escape card: only they can place it; it travels on with the hand.",
    );
  });

  it("explains the first-aid kit's star on its card, and counts the deck in words", async () => {
    const doc = await render(["p1"]);
    expect(doc.body.textContent).toMatch(/\d+ cards? left in the deck/);
    const w = words(state, "p1", "en");
    const cards = w.view.set.items.cards;
    const kit = cards.find((c) => c.item === "firstAid");
    const water = cards.find((c) => c.item === "water");
    const face = (card: string, side: "blue" | "red" = "blue") =>
      new DOMParser()
        .parseFromString(renderToStaticMarkup(<CardFace w={w} card={card} side={side} />), "text/html")
        .querySelector("[data-card]");
    expect(face(kit!.id)?.getAttribute("title")).toMatch(/^★ First-aid kit, the rare item: it stands in/);
    expect(face(kit!.id, "red")?.getAttribute("title")).toBeNull();
    expect(face(water!.id)?.getAttribute("title")).toBeNull();
  });

  it("names every seat region and says who is a bot, in Portuguese too", async () => {
    const doc = await render(["p1"], "pt-BR");
    const regions = [...doc.querySelectorAll("section[data-seat]")].map((e) => e.getAttribute("aria-label"));
    expect(regions).toHaveLength(4);
    expect(regions[0]).toMatch(/, você$/);
    expect(regions.slice(1).every((r) => r?.endsWith(", robô"))).toBe(true);
  });

  it("shows no hand at all while two people share the screen and the device is being passed", async () => {
    const doc = await render(["p1", "p2"]);
    expect(doc.querySelector('[data-testid="zv-hand"]')).toBeNull();
    expect(doc.querySelectorAll("[data-card]")).toHaveLength(0);
    expect(doc.querySelector('[data-testid="zv-cover"] button')?.textContent).toMatch(/: show my hand$/);
  });
});
