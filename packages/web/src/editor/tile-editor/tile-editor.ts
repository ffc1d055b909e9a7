import type { DoorColour, EdgeKind, SpotKind, TileFace, ZoneFlag } from "@horda/content";
import type { EditorEvent } from "../model/events.ts";
import { nearestSide } from "../model/geometry.ts";
import * as H from "../model/history.ts";
import { hasFlag, letterAt, paintCell, setFlag, setSide, toggleFlag, toggleSpot } from "./tile-draft.ts";

/**
 * The tile editor's tools: paint cells with a zone letter, set what is on a cell side, put a spot, paint a
 * zone flag (a click or a stroke: the first zone touched decides whether the stroke puts the flag on or
 * takes it off, and every zone the stroke crosses follows).
 */
export type TileTool =
  | { readonly kind: "paint"; readonly letter: string }
  | { readonly kind: "flag"; readonly flag: ZoneFlag }
  | { readonly kind: "side"; readonly edge: EdgeKind | null; readonly colour: DoorColour }
  | { readonly kind: "spot"; readonly spot: SpotKind };

export interface TileEditorSnapshot {
  readonly face: TileFace;
  readonly tool: TileTool;
  readonly painting: boolean;
  /** During a flag stroke: whether it puts the flag on (true) or takes it off. */
  readonly flagOn: boolean | null;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

/** A tile face being drawn: changed only through these operations, each with an undo mark (a stroke is one). */
export class TileEditor {
  private history: H.History<TileFace>;
  private snapshot: TileEditorSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(face: TileFace) {
    this.history = H.startHistory(face);
    this.snapshot = {
      face,
      tool: { kind: "paint", letter: "A" },
      painting: false,
      flagOn: null,
      canUndo: false,
      canRedo: false,
    };
  }

  get face(): TileFace {
    return this.history.current;
  }
  getSnapshot = () => this.snapshot;
  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };
  private publish(patch: Partial<TileEditorSnapshot> = {}) {
    this.snapshot = {
      ...this.snapshot,
      ...patch,
      face: this.history.current,
      canUndo: H.canUndo(this.history),
      canRedo: H.canRedo(this.history),
    };
    for (const fn of this.listeners) fn();
  }
  private run(label: string, fn: (f: TileFace) => TileFace) {
    this.history = H.change(H.mark(this.history, label), fn(this.history.current));
    this.publish();
  }

  setTool(tool: TileTool): void {
    this.publish({ tool });
  }
  undo(): void {
    this.history = H.undo(this.history);
    this.publish();
  }
  redo(): void {
    this.history = H.redo(this.history);
    this.publish();
  }
  load(face: TileFace): void {
    this.run("load", () => face);
  }
  rename(id: string, name: string): void {
    this.run("rename", (f) => ({ ...f, id, name }));
  }
  /**
   * Says which other pack's tile this face is the real layout of (null: a tile of its own). A traced face is
   * never a stand-in, and a face that replaces nothing keeps its id.
   */
  setReplaces(replaces: string | null, id?: string, name?: string): void {
    this.run("replaces", (f) => {
      const { replaces: _old, standIn: _standIn, ...rest } = f;
      return { ...rest, ...(id ? { id } : {}), ...(name ? { name } : {}), ...(replaces ? { replaces } : {}) };
    });
  }
  setStatus(status: TileFace["status"]): void {
    this.run("status", (f) => ({ ...f, status }));
  }
  toggleFlag(letter: string, flag: ZoneFlag): void {
    this.run("flag", (f) => toggleFlag(f, letter, flag));
  }

  private flagStroke(
    flag: ZoneFlag,
    type: "pointer_down" | "pointer_move" | "pointer_up",
    x: number,
    y: number,
  ) {
    const letter = letterAt(this.history.current, x, y);
    if (type === "pointer_down") {
      if (letter === null || letter === ".") return;
      const on = !hasFlag(this.history.current, letter, flag);
      this.run("flag", (f) => setFlag(f, letter, flag, on));
      this.publish({ painting: true, flagOn: on });
    } else if (type === "pointer_move" && this.snapshot.painting && this.snapshot.flagOn !== null) {
      if (letter === null) return;
      const next = setFlag(this.history.current, letter, flag, this.snapshot.flagOn);
      if (next === this.history.current) return;
      this.history = H.change(this.history, next);
      this.publish();
    } else if (type === "pointer_up") this.publish({ painting: false, flagOn: null });
  }

  dispatch(e: EditorEvent): void {
    if (e.type === "key_down") {
      if (e.ctrl && e.key.toLowerCase() === "z") e.shift ? this.redo() : this.undo();
      else if (e.ctrl && e.key.toLowerCase() === "y") this.redo();
      return;
    }
    if (e.type === "cancel") {
      this.publish({ painting: false, flagOn: null });
      return;
    }
    const tool = this.snapshot.tool;
    const cx = Math.floor(e.x);
    const cy = Math.floor(e.y);
    if (tool.kind === "paint") {
      if (e.type === "pointer_down") {
        this.run("paint", (f) => paintCell(f, cx, cy, tool.letter));
        this.publish({ painting: true });
      } else if (e.type === "pointer_move" && this.snapshot.painting) {
        this.history = H.change(this.history, paintCell(this.history.current, cx, cy, tool.letter));
        this.publish();
      } else if (e.type === "pointer_up") this.publish({ painting: false });
      return;
    }
    if (tool.kind === "flag") {
      this.flagStroke(tool.flag, e.type, cx, cy);
      return;
    }
    if (e.type !== "pointer_up") return;
    if (tool.kind === "side") {
      const s = nearestSide(e.x, e.y);
      this.run("side", (f) => setSide(f, s.x, s.y, s.side, tool.edge, tool.colour));
    } else this.run("spot", (f) => toggleSpot(f, tool.spot, cx, cy));
  }
}
