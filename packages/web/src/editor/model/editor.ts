import { TOOLS, type ToolStates } from "../tools/registry.ts";
import type { ToolId } from "../tools/tool.ts";
import { deleteSelection, flipSelection, rotateSelection, selectAll } from "./commands.ts";
import type { EditorEvent, Notice } from "./events.ts";
import type { TileLookup } from "./geometry.ts";
import * as H from "./history.ts";
import type { EditorDoc } from "./records.ts";

/** What the UI draws: the document, the selection, the active tool and its state, the last notice. */
export interface EditorSnapshot {
  readonly doc: EditorDoc;
  readonly selection: readonly string[];
  readonly tool: ToolStates;
  readonly notice: Notice | null;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** True while a pointer gesture is changing the document (a drag); the UI may draw cheaply meanwhile. */
  readonly gesture: boolean;
}

/**
 * The editor: the only way the document changes. Every operation starts with an undo mark; continuous
 * gestures (a drag) mark once and then `update` many times, so one undo takes the whole gesture back.
 * Pure TypeScript, no DOM: tests drive it with the same events the canvas sends.
 */
export class Editor {
  private history: H.History<EditorDoc>;
  private snapshot: EditorSnapshot;
  private readonly listeners = new Set<() => void>();
  tiles: TileLookup;

  constructor(doc: EditorDoc, tiles: TileLookup) {
    this.tiles = tiles;
    this.history = H.startHistory(doc);
    this.snapshot = {
      doc,
      selection: [],
      tool: { id: "select", state: TOOLS.select.initial() },
      notice: null,
      canUndo: false,
      canRedo: false,
      gesture: false,
    };
  }

  get doc(): EditorDoc {
    return this.history.current;
  }
  get selection(): readonly string[] {
    return this.snapshot.selection;
  }
  getSnapshot = (): EditorSnapshot => this.snapshot;
  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  private publish(patch: Partial<EditorSnapshot>) {
    const doc = this.history.current;
    const selection = (patch.selection ?? this.snapshot.selection).filter((id) => doc.records[id]);
    this.snapshot = {
      ...this.snapshot,
      ...patch,
      doc,
      selection,
      canUndo: H.canUndo(this.history),
      canRedo: H.canRedo(this.history),
    };
    for (const fn of this.listeners) fn();
  }

  /** Remembers the document as it is now: the next undo comes back here. */
  mark(label: string): void {
    this.history = H.mark(this.history, label);
  }

  /** Changes the document without a new undo mark (used inside a gesture that already marked). */
  update(fn: (doc: EditorDoc) => EditorDoc): void {
    this.history = H.change(this.history, fn(this.history.current));
    this.publish({});
  }

  /** One undoable operation: a mark, then the change. */
  run(label: string, fn: (doc: EditorDoc) => EditorDoc): void {
    this.mark(label);
    this.update(fn);
  }

  undo(): void {
    this.history = H.undo(this.history);
    this.publish({ notice: null });
  }
  redo(): void {
    this.history = H.redo(this.history);
    this.publish({ notice: null });
  }

  /** Replaces the whole document as one undoable step (an import, a new mission). */
  load(doc: EditorDoc, label = "load"): void {
    this.run(label, () => doc);
    this.publish({ selection: [] });
  }

  select(ids: readonly string[]): void {
    this.publish({ selection: [...new Set(ids)] });
  }
  setNotice(notice: Notice | null): void {
    this.publish({ notice });
  }
  setGesture(gesture: boolean): void {
    if (gesture !== this.snapshot.gesture) this.publish({ gesture });
  }
  setTiles(tiles: TileLookup): void {
    this.tiles = tiles;
    this.publish({});
  }

  setTool<K extends ToolId>(id: K, state?: Extract<ToolStates, { id: K }>["state"]): void {
    const next = { id, state: state ?? TOOLS[id].initial() } as ToolStates;
    this.publish({ tool: next, notice: null, gesture: false });
  }

  /** A tool that returns its state unchanged (a pointer move inside the same cell or slot) redraws nothing. */
  private setToolState(state: ToolStates["state"]): void {
    if (state === this.snapshot.tool.state) return;
    this.publish({ tool: { ...this.snapshot.tool, state } as ToolStates });
  }

  /** Feeds one input event to the editor: editor-wide keys first, then the active tool. */
  dispatch(e: EditorEvent): void {
    const { id, state } = this.snapshot.tool;
    // biome-ignore lint/suspicious/noExplicitAny: the registry pairs each tool with its own state type.
    const tool = TOOLS[id] as any;
    if (e.type === "cancel") {
      if (tool.onCancel) this.setToolState(tool.onCancel(this, state));
      return;
    }
    if (e.type === "key_down") {
      const handled = tool.onKey?.(this, state, e);
      if (handled !== undefined) {
        this.setToolState(handled);
        return;
      }
      this.globalKey(e);
      return;
    }
    const next = tool.onPointer(this, state, e);
    // A tool may hand over to another when its job is done (a tile placed goes back to select).
    if (this.snapshot.tool.id !== id) return;
    this.setToolState(next);
  }

  private globalKey(e: Extract<EditorEvent, { type: "key_down" }>): void {
    const key = e.key.toLowerCase();
    if (e.ctrl && key === "z" && !e.shift) this.undo();
    else if (e.ctrl && (key === "y" || (key === "z" && e.shift))) this.redo();
    else if (e.ctrl && key === "a") selectAll(this);
    else if (e.key === "Delete" || e.key === "Backspace") deleteSelection(this);
    else if (e.key === "*") flipSelection(this);
    else if (key === "r" && !e.ctrl) rotateSelection(this);
    else if (e.key === "Escape") {
      if (this.snapshot.tool.id !== "select") this.setTool("select");
      else this.select([]);
    }
  }
}
