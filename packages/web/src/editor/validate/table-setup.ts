import { type MissionFile, parseMissionJson, type TileFace } from "@horda/content";
import { zombicide } from "@horda/zombicide";
import { survivorCatalog, zombieCatalog } from "../../table/content/catalogs.ts";
import { bundledPacks } from "../../table/content/packs.ts";
import type { TileLookup } from "../model/geometry.ts";

/**
 * Sets the mission up as the table's new-game page would (one player, the first survivor it offers), and
 * gives the engine's refusal in its words, or null when the game starts. This is the check that makes
 * "playable" mean what Test play will find.
 */
export function tableSetupProblem(mission: MissionFile, tiles: TileLookup): string | null {
  const packs = bundledPacks();
  if (!packs.ok) return packs.errors.join("; ");
  const parsed = parseMissionJson(mission, "mission");
  if (!parsed.ok) return null; // the schema's own errors are already listed
  const m = parsed.value;
  const boxes = m.decks.boxes;
  const catalogue = survivorCatalog(packs.packs, boxes);
  const first = (m.offeredSurvivors ?? Object.keys(catalogue.survivors)).find(
    (id) => catalogue.survivors[id],
  );
  if (!first) return `no survivor ID card in the chosen boxes (${boxes.join(", ") || "none"})`;
  const faces: Record<string, TileFace> = {};
  for (const t of m.map.tiles) {
    const face = tiles.get(t.tile);
    if (face) faces[t.tile] = face;
  }
  const started = zombicide.setup(
    {
      map: m.map,
      mission: m,
      tiles: faces,
      seats: ["p1"],
      survivors: [{ id: first, seat: "p1" }],
      modules: m.modules,
      survivorCatalog: catalogue,
      zombieCatalog: zombieCatalog(packs.packs, boxes, m.decks.spawnBand),
    },
    "editor-check",
  );
  return started.ok ? null : started.error.message;
}
