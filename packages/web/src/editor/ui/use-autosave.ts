import { useEffect } from "react";
import { writeDoc } from "../io/doc-library.ts";
import type { KeyValueStore } from "../io/local-store.ts";
import type { Editor } from "../model/editor.ts";

const DELAY_MS = 400;

/**
 * Keeps the editor's document in "My missions and maps" as it changes: a short pause after the last change
 * (not during a drag), and at once when the page is hidden, closed or left, so a reload or a test-play tab
 * never loses work. `onSaved` hears each write (the list shows it).
 */
export function useAutosave(
  editor: Editor,
  docId: string,
  store: KeyValueStore | null,
  onSaved?: (at: number) => void,
): void {
  useEffect(() => {
    if (!store) return;
    let saved = editor.doc;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      if (timer) clearTimeout(timer);
      timer = null;
      if (editor.doc === saved) return;
      saved = editor.doc;
      const at = Date.now();
      try {
        writeDoc(store, docId, saved, at);
        onSaved?.(at);
      } catch {
        // Storage full or blocked: the document stays open; the list will not show the change.
      }
    };
    const unsubscribe = editor.subscribe(() => {
      const snap = editor.getSnapshot();
      if (snap.doc === saved || snap.gesture) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, DELAY_MS);
    });
    const onHide = () => flush();
    addEventListener("pagehide", onHide);
    document.addEventListener("visibilitychange", onHide);
    return () => {
      flush();
      unsubscribe();
      removeEventListener("pagehide", onHide);
      document.removeEventListener("visibilitychange", onHide);
    };
  }, [editor, docId, store, onSaved]);
}
