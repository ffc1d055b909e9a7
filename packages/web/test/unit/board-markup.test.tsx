// @vitest-environment happy-dom
import i18next from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { groupZombies } from "../../src/board/pieces/zombie-groups.ts";
import { contentsByZone } from "../../src/board/zone-contents.ts";
import { setupI18n } from "../../src/i18n/i18n.ts";
import { BoardScreen } from "../../src/pages/BoardScreen.tsx";
import { bundledBoard } from "./support.ts";

const board = bundledBoard();
const pieces = {
  survivors: [{ id: "w", name: "Wanda", colour: "#d62828", zone: 0 }],
  zombies: groupZombies([
    { zone: 0, type: "walker", count: 3 },
    { zone: 0, type: "runner", count: 1 },
  ]),
};

function render(): Document {
  const html = renderToStaticMarkup(
    <BoardScreen board={board} name="Core" pieces={pieces} unverifiedTiles={["core2e/1R"]} />,
  );
  return new DOMParser().parseFromString(html, "text/html");
}

const labels = (doc: Document, selector: string) =>
  [...doc.querySelectorAll(selector)].map((e) => e.getAttribute("aria-label") ?? "");

describe("board markup", () => {
  beforeAll(() => {
    setupI18n("en");
  });

  it("names every zone, door and piece, in English and in Portuguese", async () => {
    await i18next.changeLanguage("en");
    let doc = render();
    const zones = labels(doc, ".zone[role=button]");
    expect(zones).toHaveLength(board.zones.length);
    // Zone Z1 holds the map's starting-zone token; zombie groups are listed big ones first.
    expect(contentsByZone(board, pieces)[0]!.tokens.map((t) => t.kind)).toEqual(["start"]);
    expect(zones[0]).toBe("Zone Z1, street: Survivors' starting zone, Wanda, 1 Runner, 3 Walkers");
    expect(labels(doc, ".door[role=button]")).toHaveLength(board.doors.length);
    expect(labels(doc, ".door")[0]).toMatch(/^Door D1, closed, between zones Z\d+ and Z\d+$/);
    expect(labels(doc, ".piece")).toEqual(
      expect.arrayContaining(["Survivor Wanda in zone Z1", "3 Walkers in zone Z1", "1 Runner in zone Z1"]),
    );
    expect(doc.querySelector("[data-testid=unverified]")?.textContent).toContain("1R");

    await i18next.changeLanguage("pt-BR");
    doc = render();
    expect(labels(doc, ".zone")[0]).toMatch(
      /^Zona Z1, rua: Zona inicial dos Sobreviventes, Wanda, 1 Corredor, 3 Lerdos$/,
    );
    expect(labels(doc, ".door")[0]).toMatch(/^Porta D1, fechada, entre as zonas Z\d+ e Z\d+$/);
    expect(doc.querySelector("[data-testid=unverified]")?.textContent).toContain("não verificado");
  });

  it("draws a token for each map token and every door with its colour class", () => {
    const doc = render();
    const tokens = board.tokens.filter((t) => t.kind !== "zombies");
    expect(doc.querySelectorAll(".token")).toHaveLength(tokens.length);
    expect(doc.querySelectorAll(".doors .door-closed")).toHaveLength(board.doors.length);
    for (const d of board.doors)
      expect(doc.querySelector(`[data-door="${d.index}"]`)?.classList).toContain(`door-${d.colour}`);
  });
});
