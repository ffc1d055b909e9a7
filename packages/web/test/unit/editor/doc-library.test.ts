import { describe, expect, it } from "vitest";
import { bootDoc } from "../../../src/editor/io/boot-doc.ts";
import {
  CURRENT_DOC_KEY,
  DOC_KEY_PREFIX,
  duplicateDoc,
  listDocs,
  readDoc,
  removeDoc,
  renameDoc,
  setCurrentDoc,
  writeDoc,
} from "../../../src/editor/io/doc-library.ts";
import type { KeyValueStore } from "../../../src/editor/io/local-store.ts";
import { driver, newEditor } from "./helpers.ts";

function memoryStore(): KeyValueStore & { keys: () => string[] } {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    keys: () => [...m.keys()],
  };
}

function withTiles(n: number) {
  const e = newEditor();
  for (let i = 0; i < n; i++) driver(e).placeTile("core2e/1R", 5 + 10 * i, 5);
  return e.doc;
}

describe("my missions and maps", () => {
  it("keeps each document as the editor holds it, listed newest first with its title and tiles", () => {
    const store = memoryStore();
    writeDoc(store, "m-a", withTiles(1), 1000);
    writeDoc(store, "m-b", withTiles(2), 2000);
    expect(listDocs(store).map((d) => [d.id, d.tiles, d.names.en])).toEqual([
      ["m-b", 2, "My mission"],
      ["m-a", 1, "My mission"],
    ]);
    expect(readDoc(store, "m-a")).toEqual(withTiles(1));
    writeDoc(store, "m-a", withTiles(3), 3000);
    expect(listDocs(store).map((d) => [d.id, d.tiles])).toEqual([
      ["m-a", 3],
      ["m-b", 2],
    ]);
  });

  it("renames in one language, duplicates as a copy, deletes for good", () => {
    const store = memoryStore();
    writeDoc(store, "m-a", withTiles(1), 1000);
    expect(renameDoc(store, "m-a", "pt-BR", "  Noite fria ", 1100)?.mission.names).toEqual({
      en: "My mission",
      "pt-BR": "Noite fria",
    });
    expect(renameDoc(store, "m-a", "en", "   ", 1200)).toBeNull();
    duplicateDoc(store, "m-a", "m-c", { en: "(copy)", "pt-BR": "(cópia)" }, 1300);
    expect(readDoc(store, "m-c")?.mission.names).toEqual({
      en: "My mission (copy)",
      "pt-BR": "Noite fria (cópia)",
    });
    expect(readDoc(store, "m-c")?.records).toEqual(readDoc(store, "m-a")?.records);
    setCurrentDoc(store, "m-a");
    removeDoc(store, "m-a");
    expect(listDocs(store).map((d) => d.id)).toEqual(["m-c"]);
    expect(store.keys()).not.toContain(`${DOC_KEY_PREFIX}m-a`);
    expect(store.getItem(CURRENT_DOC_KEY)).toBe("");
    // A late autosave of the deleted document does not bring it back.
    writeDoc(store, "m-a", withTiles(1), 1400);
    expect(listDocs(store).map((d) => d.id)).toEqual(["m-c"]);
  });

  it("never loads a damaged entry, and refuses ids that are not plain", () => {
    const store = memoryStore();
    store.setItem(`${DOC_KEY_PREFIX}m-x`, '{"schema":"horda.editor-doc/1","doc":{"records":[]}}');
    expect(readDoc(store, "m-x")).toBeNull();
    store.setItem(`${DOC_KEY_PREFIX}m-y`, "{not json");
    expect(readDoc(store, "m-y")).toBeNull();
    expect(() => writeDoc(store, "../evil", withTiles(0), 1)).toThrow(/document id/);
  });

  it("opens the last document, a named one, a new one, or a link's mission in a new one", () => {
    const store = memoryStore();
    let n = 0;
    const fresh = () => `m-new-${++n}`;
    expect(bootDoc(store, "", "", fresh)).toMatchObject({ id: "m-new-1", fromLink: false });
    writeDoc(store, "m-d", withTiles(2), 1000);
    setCurrentDoc(store, "m-d");
    expect(bootDoc(store, "", "", fresh)).toMatchObject({ id: "m-d", doc: withTiles(2) });
    expect(bootDoc(store, "?local=m-d", "", fresh).id).toBe("m-d");
    expect(bootDoc(store, "?new", "", fresh)).toMatchObject({ id: "m-new-2", fromLink: false });
    expect(bootDoc(store, "", "#mission=abc", fresh)).toMatchObject({ id: "m-new-3", fromLink: true });
    expect(bootDoc(store, "?doc=xyz", "", fresh)).toMatchObject({ id: "m-new-4", fromLink: true });
  });

  it("after a tile is placed (a drag from the library or a click) the tool is select again, the tile selected", () => {
    const e = newEditor();
    e.setTool("place-tile", { tile: "core2e/1R", rotation: 0, preview: null, fits: false });
    const d = driver(e);
    d.move(5, 5);
    d.down(5, 5);
    d.up(5, 5);
    expect(e.getSnapshot().tool.id).toBe("select");
    expect(e.selection).toHaveLength(1);
    expect(e.doc.records[e.selection[0] as string]?.type).toBe("tile");
  });
});
