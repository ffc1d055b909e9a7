import type { MapToken } from "@horda/content";
import { otherTokenFace } from "../content/module-tokens.ts";
import { otherFace, piecesOn, SLOT, type TileLookup, tileRect, turnCell, turnDoor } from "./geometry.ts";
import type { DoorRecord, EditorDoc, EditorRecord, MissionFields, TileRecord } from "./records.ts";

/** What a new record is, before it has an id. */
export type NewRecord =
  | Omit<TileRecord, "id">
  | Omit<DoorRecord, "id">
  | { readonly type: "token"; readonly token: MapToken };

/** Pure changes to a document. Each returns a new document (or the same one when nothing changes). */
export function addRecords(doc: EditorDoc, items: readonly NewRecord[]): { doc: EditorDoc; ids: string[] } {
  const records = { ...doc.records };
  const ids: string[] = [];
  let next = doc.nextId;
  for (const item of items) {
    const id = `r${next++}`;
    records[id] = { ...item, id } as EditorRecord;
    ids.push(id);
  }
  return { doc: { ...doc, records, nextId: next }, ids };
}

export function updateRecords(doc: EditorDoc, updates: readonly EditorRecord[]): EditorDoc {
  if (updates.length === 0) return doc;
  const records = { ...doc.records };
  for (const u of updates) if (records[u.id]) records[u.id] = u;
  return { ...doc, records };
}

export function deleteRecords(doc: EditorDoc, ids: Iterable<string>): EditorDoc {
  const drop = new Set(ids);
  const kept = Object.entries(doc.records).filter(([id]) => !drop.has(id));
  if (kept.length === Object.keys(doc.records).length) return doc;
  return { ...doc, records: Object.fromEntries(kept) };
}

/** Moves records by whole cells from where they are in `from` (so a drag never accumulates rounding). */
export function moveRecords(doc: EditorDoc, from: EditorDoc, ids: readonly string[], dx: number, dy: number) {
  const moved: EditorRecord[] = [];
  for (const id of ids) {
    const r = from.records[id];
    if (!r) continue;
    if (r.type === "token") moved.push({ ...r, token: { ...r.token, x: r.token.x + dx, y: r.token.y + dy } });
    else moved.push({ ...r, x: r.x + dx, y: r.y + dy });
  }
  return updateRecords(doc, moved);
}

/** Turns tiles a quarter clockwise; the pieces on a square tile turn with it. */
export function rotateTiles(doc: EditorDoc, ids: readonly string[], tiles: TileLookup): EditorDoc {
  let out = doc;
  for (const id of ids) {
    const t = out.records[id];
    if (t?.type !== "tile") continue;
    const rect = tileRect(t, tiles);
    const updates: EditorRecord[] = [{ ...t, rotation: ((t.rotation + 90) % 360) as TileRecord["rotation"] }];
    if (rect.w === rect.h) {
      for (const pid of piecesOn(out, t, tiles)) {
        const p = out.records[pid];
        if (p?.type === "door") updates.push(turnDoor(p, rect.x, rect.y, rect.w));
        if (p?.type === "token")
          updates.push({
            ...p,
            token: { ...p.token, ...turnCell(p.token.x, p.token.y, rect.x, rect.y, rect.w) },
          });
      }
    }
    out = updateRecords(out, updates);
  }
  return out;
}

/**
 * The `*` key: a door opens or closes, a spawn token turns active or inactive, a tile shows its other face
 * (nR ↔ nV), a two-faced module token shows its other face (barricade incomplete ↔ complete...), a Muscle Car
 * gets or loses its Epic crate. Other pieces have no second state and are left as they are.
 */
export function flipRecords(doc: EditorDoc, ids: readonly string[], tiles: TileLookup): EditorDoc {
  const updates: EditorRecord[] = [];
  for (const id of ids) {
    const r = doc.records[id];
    if (!r) continue;
    if (r.type === "door") updates.push({ ...r, open: !r.open });
    else if (r.type === "token" && r.token.kind === "spawn")
      updates.push({ ...r, token: { ...r.token, active: !r.token.active } });
    else if (r.type === "token" && r.token.kind === "car" && r.token.car === "muscle")
      updates.push({ ...r, token: withCrate(r.token, !hasCrate(r.token)) });
    else if (r.type === "token" && r.token.kind === "token") {
      const name = otherTokenFace(r.token.name);
      if (name) updates.push({ ...r, token: { ...r.token, name } });
    } else if (r.type === "tile") {
      const other = otherFace(r.tile, tiles);
      if (other) updates.push({ ...r, tile: other });
    }
  }
  return updateRecords(doc, updates);
}

type CarToken = Extract<MapToken, { kind: "car" }>;

/** Whether a car holds an Epic crate: the token says so, or by default a Muscle Car does and a Police Car not. */
export function hasCrate(car: CarToken): boolean {
  return car.crate ?? car.car === "muscle";
}

/** The car with or without its crate; the field is left out when it says what the default says. */
export function withCrate(car: CarToken, crate: boolean): CarToken {
  const { crate: _old, ...rest } = car;
  return crate === (car.car === "muscle") ? rest : { ...rest, crate };
}

export function setMission(doc: EditorDoc, patch: Partial<MissionFields>): EditorDoc {
  return { ...doc, mission: { ...doc.mission, ...patch } };
}

/** The top-left slot for a tile centred on a point (cell units), snapped to the tile grid, never negative. */
export function snapTile(px: number, py: number, w: number, h: number): { x: number; y: number } {
  const snap = (v: number, size: number) => Math.max(0, Math.round((v - size / 2) / SLOT) * SLOT);
  return { x: snap(px, w), y: snap(py, h) };
}
