import { useMemo, useSyncExternalStore } from "react";
import { bundledTiles } from "../../content/tile-library.ts";
import { bundledZombieTypes } from "../../content/zombie-types.ts";
import { bundledSurvivorsByBox } from "../content/survivors-by-box.ts";
import type { Editor, EditorSnapshot } from "../model/editor.ts";
import { tableSetupProblem } from "../validate/table-setup.ts";
import { type Validation, validateDoc } from "../validate/validate.ts";

export function useEditorSnapshot(editor: Editor): EditorSnapshot {
  return useSyncExternalStore(editor.subscribe, editor.getSnapshot);
}

/**
 * Live validation of the document. During a drag the last result is kept (the map is checked again when the
 * drag ends), so a drag stays smooth on big maps.
 */
export function useValidation(editor: Editor, snap: EditorSnapshot): Validation {
  const doc = snap.gesture ? null : snap.doc;
  const tiles = editor.tiles;
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed per document and tile library.
  return useMemo(
    () =>
      validateDoc(doc ?? editor.doc, tiles, {
        zombieTypes: bundledZombieTypes(),
        survivorBoxes: bundledSurvivorsByBox(),
        setupProblem: tableSetupProblem,
      }),
    [doc, tiles],
  );
}

export const bundledLibrary = () => bundledTiles().library;
