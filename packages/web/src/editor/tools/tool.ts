import type { Editor } from "../model/editor.ts";
import type { KeyEventIn, PointerEventIn } from "../model/events.ts";

/**
 * A tool is a small state machine: it reads pointer and key events, changes the document only through the
 * editor's API, and returns its next state. `onKey` returns undefined for keys it leaves to the editor.
 */
export interface Tool<S> {
  readonly id: ToolId;
  initial(): S;
  onPointer(editor: Editor, state: S, e: PointerEventIn): S;
  onKey?(editor: Editor, state: S, e: KeyEventIn): S | undefined;
  onCancel?(editor: Editor, state: S): S;
}

export type ToolId = "select" | "place-tile" | "place-piece";
