import { type EditorDoc, emptyDoc } from "../model/records.ts";
import { currentDocId, newDocId, readDoc } from "./doc-library.ts";
import type { KeyValueStore } from "./local-store.ts";

export interface BootDoc {
  readonly id: string;
  readonly doc: EditorDoc;
  /** True when the link brings a mission to import (a share link or a server document) into this new document. */
  readonly fromLink: boolean;
}

/**
 * Which document /editor opens: a link's mission in a new document (never over the one being worked on);
 * `?new` a blank one; `?local=<id>` that one; otherwise the last one worked on, so a reload or coming back
 * from a test game finds the work as it was.
 */
export function bootDoc(
  store: KeyValueStore | null,
  search: string,
  hash: string,
  fresh: () => string = () => newDocId(Date.now(), Math.random),
): BootDoc {
  const params = new URLSearchParams(search);
  const fromLink = /(^|[#&])mission=/.test(hash) || params.has("doc");
  if (fromLink || params.has("new") || !store) return { id: fresh(), doc: emptyDoc(), fromLink };
  const local = params.get("local");
  if (local !== null && /^[a-z0-9-]{1,40}$/.test(local))
    return { id: local, doc: readDoc(store, local) ?? emptyDoc(), fromLink: false };
  const current = currentDocId(store);
  const doc = current ? readDoc(store, current) : null;
  return current && doc
    ? { id: current, doc, fromLink: false }
    : { id: fresh(), doc: emptyDoc(), fromLink: false };
}
