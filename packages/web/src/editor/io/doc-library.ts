import type { EditorDoc } from "../model/records.ts";
import type { KeyValueStore } from "./local-store.ts";

/**
 * "My missions and maps": every document made in the creator, kept in this browser (localStorage) as the
 * editor's own document (records and mission fields), so a half-built mission that would not pass an import
 * yet is kept as it is. An index lists them; each document has its own key, so an autosave rewrites one.
 */
export const DOCS_INDEX_KEY = "horda.editor.docs";
export const DOC_KEY_PREFIX = "horda.editor.doc.";
export const CURRENT_DOC_KEY = "horda.editor.currentDoc";
const DOC_SCHEMA = "horda.editor-doc/1";
const DOC_ID = /^[a-z0-9-]{1,40}$/;

export interface DocEntry {
  readonly id: string;
  readonly names: { readonly en: string; readonly "pt-BR": string };
  readonly tiles: number;
  /** Whether the mission has goals (a map alone has none worth playing yet). */
  readonly goals: number;
  readonly updatedAt: number;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === "object" && !Array.isArray(v);

/** A new document id: time-ordered and random enough for one browser. */
export function newDocId(now: number, random: () => number): string {
  return `m-${now.toString(36)}-${Math.floor(random() * 36 ** 6).toString(36)}`;
}

export function listDocs(store: KeyValueStore): DocEntry[] {
  try {
    const raw = JSON.parse(store.getItem(DOCS_INDEX_KEY) ?? "[]") as unknown;
    if (!Array.isArray(raw)) return [];
    return raw
      .filter(
        (e): e is DocEntry =>
          isObject(e) &&
          typeof e.id === "string" &&
          DOC_ID.test(e.id) &&
          isObject(e.names) &&
          typeof e.updatedAt === "number",
      )
      .sort((a, b) => b.updatedAt - a.updatedAt);
  } catch {
    return [];
  }
}

/** A stored document, or null when it is missing or not a document any more (a damaged key is not loaded). */
export function readDoc(store: KeyValueStore, id: string): EditorDoc | null {
  if (!DOC_ID.test(id)) return null;
  try {
    const raw = JSON.parse(store.getItem(DOC_KEY_PREFIX + id) ?? "null") as unknown;
    if (!isObject(raw) || raw.schema !== DOC_SCHEMA || !isObject(raw.doc)) return null;
    const doc = raw.doc;
    if (!isObject(doc.records) || !isObject(doc.mission) || typeof doc.nextId !== "number") return null;
    if (!isObject(doc.mission.names)) return null;
    return doc as unknown as EditorDoc;
  } catch {
    return null;
  }
}

function entryOf(id: string, doc: EditorDoc, now: number): DocEntry {
  const records = Object.values(doc.records);
  return {
    id,
    names: doc.mission.names,
    tiles: records.filter((r) => r.type === "tile").length,
    goals: doc.mission.goals.length,
    updatedAt: now,
  };
}

function writeIndex(store: KeyValueStore, entries: readonly DocEntry[]): void {
  store.setItem(DOCS_INDEX_KEY, JSON.stringify(entries));
}

/** Documents deleted in this page: a late autosave of one (its tab closing) must not bring it back. */
const deleted = new Set<string>();

/** Writes a document and puts it first in the list. */
export function writeDoc(store: KeyValueStore, id: string, doc: EditorDoc, now: number): void {
  if (!DOC_ID.test(id)) throw new Error(`not a document id: "${id}"`);
  if (deleted.has(id)) return;
  store.setItem(DOC_KEY_PREFIX + id, JSON.stringify({ schema: DOC_SCHEMA, doc }));
  writeIndex(store, [entryOf(id, doc, now), ...listDocs(store).filter((e) => e.id !== id)]);
}

/** Gives a document a new title in one language (the mission's and its map's name there). */
export function renameDoc(
  store: KeyValueStore,
  id: string,
  lang: "en" | "pt-BR",
  name: string,
  now: number,
): EditorDoc | null {
  const doc = readDoc(store, id);
  const title = name.trim();
  if (!doc || title === "") return null;
  const mission = {
    ...doc.mission,
    names: { ...doc.mission.names, [lang]: title },
    mapName: { ...doc.mission.mapName, [lang]: title },
  };
  const renamed = { ...doc, mission };
  writeDoc(store, id, renamed, now);
  return renamed;
}

/** Copies a document under a new id, its titles marked as a copy. */
export function duplicateDoc(
  store: KeyValueStore,
  id: string,
  copyId: string,
  suffix: { en: string; "pt-BR": string },
  now: number,
): EditorDoc | null {
  const doc = readDoc(store, id);
  if (!doc) return null;
  const names = {
    en: `${doc.mission.names.en} ${suffix.en}`,
    "pt-BR": `${doc.mission.names["pt-BR"]} ${suffix["pt-BR"]}`,
  };
  const copy = { ...doc, mission: { ...doc.mission, names } };
  writeDoc(store, copyId, copy, now);
  return copy;
}

export function removeDoc(store: KeyValueStore, id: string): void {
  deleted.add(id);
  if (store.removeItem) store.removeItem(DOC_KEY_PREFIX + id);
  else store.setItem(DOC_KEY_PREFIX + id, "");
  writeIndex(
    store,
    listDocs(store).filter((e) => e.id !== id),
  );
  if (store.getItem(CURRENT_DOC_KEY) === id) store.setItem(CURRENT_DOC_KEY, "");
}

export function currentDocId(store: KeyValueStore): string | null {
  const id = store.getItem(CURRENT_DOC_KEY);
  return id && DOC_ID.test(id) ? id : null;
}

export function setCurrentDoc(store: KeyValueStore, id: string): void {
  store.setItem(CURRENT_DOC_KEY, id);
}
