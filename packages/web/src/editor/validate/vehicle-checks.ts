import type { Board } from "@horda/zombicide";
import type { SurvivorBox } from "../content/survivors-by-box.ts";
import { offeredIds, ofProfile } from "../mission/offered-survivors.ts";
import { hasCrate } from "../model/ops.ts";
import { type EditorDoc, recordsOfType } from "../model/records.ts";
import type { Problem } from "./problems.ts";

const cell = (x: number, y: number) => ({ x, y, w: 1, h: 1 });

/**
 * Cars and Companions (§2, §5, §12). Errors where the game's setup refuses the mission: a car outside a street
 * Zone, a Companion whose ID card no loaded box has or whose card starts with a bonus. Warnings where the
 * mission probably says something it does not mean: cars on the map that may not be driven (scenery), car
 * switches with no car to use them, a Police Car holding a crate. A note when a Companion's card is also offered
 * to the players (one of them may pick it too).
 * `tokenRecords[i]` is the record of the map's i-th token (the board's token `index`).
 */
export function vehicleProblems(
  doc: EditorDoc,
  board: Board | null,
  tokenRecords: readonly string[],
  survivorBoxes?: readonly SurvivorBox[],
): Problem[] {
  const out: Problem[] = [];
  const tokens = recordsOfType(doc, "token");
  const cars = tokens.flatMap((r) => (r.token.kind === "car" ? [{ id: r.id, token: r.token }] : []));
  if (board)
    for (const t of board.tokens) {
      const z = board.zones[t.zone];
      if (t.kind !== "car" || !z || z.kind === "street") continue;
      out.push({
        severity: "error",
        key: "carOffStreet",
        params: { zone: z.id },
        records: tokenRecords[t.index] ? [tokenRecords[t.index] as string] : [],
        cells: cell(t.x, t.y),
      });
    }
  if (survivorBoxes)
    for (const r of tokens) {
      if (r.token.kind !== "companion" || r.token.card === undefined) continue;
      const card = r.token.card;
      const known = ofProfile(doc.mission, survivorBoxes)
        .flatMap((b) => b.survivors)
        .find((s) => s.id === card);
      if (known && !known.startsWithBonus && offeredIds(doc.mission, survivorBoxes).includes(card))
        out.push({
          severity: "info",
          key: "companionCardOffered",
          params: { card },
          records: [r.id],
          cells: cell(r.token.x, r.token.y),
        });
      if (!known || known.startsWithBonus)
        out.push({
          severity: "error",
          key: known ? "companionStartsWith" : "companionUnknownCard",
          params: { card },
          records: [r.id],
          cells: cell(r.token.x, r.token.y),
        });
    }
  const rules = doc.mission.cars;
  if (cars.length > 0 && !rules?.drive)
    out.push({ severity: "warning", key: "carsScenery", records: cars.map((c) => c.id) });
  if (cars.length === 0 && rules?.drive) out.push({ severity: "warning", key: "driveNoCars", records: [] });
  if (rules?.policeSearch && !cars.some((c) => c.token.car === "police"))
    out.push({ severity: "warning", key: "searchNoPoliceCar", records: [] });
  for (const c of cars)
    if (c.token.car === "police" && hasCrate(c.token))
      out.push({
        severity: "warning",
        key: "policeCarCrate",
        records: [c.id],
        cells: cell(c.token.x, c.token.y),
      });
  if (doc.mission.allowCompanionEliminations && !tokens.some((r) => r.token.kind === "companion"))
    out.push({ severity: "warning", key: "companionLossNoCompanion", records: [] });
  return out;
}
