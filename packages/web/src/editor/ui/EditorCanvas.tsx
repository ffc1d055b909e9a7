import type { Board } from "@horda/zombicide";
import { type KeyboardEvent, memo, type PointerEvent, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useTouch } from "../../app/use-touch.ts";
import { boundarySegments } from "../../board/geometry/boundary-segments.ts";
import { CELL } from "../../board/geometry/units.ts";
import { outlinePath, traceOutline } from "../../board/geometry/zone-outline.ts";
import { DarkHatch } from "../../board/layers/DarkHatch.tsx";
import { DoorLayer } from "../../board/layers/DoorLayer.tsx";
import { LabelLayer } from "../../board/layers/LabelLayer.tsx";
import { TileLayer } from "../../board/layers/TileLayer.tsx";
import { WallLayer } from "../../board/layers/WallLayer.tsx";
import { ZoneLayer } from "../../board/layers/ZoneLayer.tsx";
import { contentsByZone } from "../../board/zone-contents.ts";
import { EDITOR_NS } from "../i18n/register.ts";
import type { Editor, EditorSnapshot } from "../model/editor.ts";
import { recordRect, SLOT } from "../model/geometry.ts";
import { EditorOverlay } from "./EditorOverlay.tsx";
import { useCanvasView } from "./use-canvas-view.ts";
import { useFrameCoalesce } from "./use-frame-coalesce.ts";

const NO_DOORS = new Set<number>();
const NO_PIECES = { survivors: [], zombies: [] };

/** The compiled board drawn with the board renderer's own layers (no pieces: the editor draws its records). */
const CompiledBoard = memo(function CompiledBoard({ board }: { board: Board }) {
  const paths = useMemo(
    () => board.zones.map((z) => outlinePath(traceOutline(z.cells, board.width))),
    [board],
  );
  const segments = useMemo(() => boundarySegments(board), [board]);
  const contents = useMemo(() => contentsByZone(board, NO_PIECES), [board]);
  return (
    <g className="ed-board">
      <ZoneLayer board={board} paths={paths} contents={contents} />
      <TileLayer board={board} />
      <WallLayer segments={segments} />
      <LabelLayer board={board} />
      <DoorLayer board={board} openDoors={NO_DOORS} />
    </g>
  );
});

const Grid = memo(function Grid({ w, h }: { w: number; h: number }) {
  const lines: string[] = [];
  for (let x = 0; x <= w; x += SLOT) lines.push(`M${x * CELL} 0V${h * CELL}`);
  for (let y = 0; y <= h; y += SLOT) lines.push(`M0 ${y * CELL}H${w * CELL}`);
  return (
    <g className="ed-grid">
      <rect width={w * CELL} height={h * CELL} />
      <path d={lines.join("")} />
    </g>
  );
});

interface Props {
  readonly editor: Editor;
  readonly snap: EditorSnapshot;
  readonly board: Board | null;
  readonly viewRef?: (api: { show: (x: number, y: number, w: number, h: number) => void }) => void;
}

/** The map grid: the compiled board, the editor's records, selection and tool previews; pointer and keys go to the editor. */
export function EditorCanvas({ editor, snap, board, viewRef }: Props) {
  const { t } = useTranslation(EDITOR_NS);
  const touch = useTouch();
  // The grid's extent follows the records, but not during a drag: a refit mid-drag would rescale the whole
  // drawing under the pointer (and repaint all of it); the grid grows when the drag ends.
  const settled = useRef(snap.doc.records);
  if (!snap.gesture) settled.current = snap.doc.records;
  const records = settled.current;
  const extent = useMemo(() => {
    let w = 4 * SLOT;
    let h = 3 * SLOT;
    for (const r of Object.values(records)) {
      const rect = recordRect(r, editor.tiles);
      w = Math.max(w, Math.ceil((rect.x + rect.w) / SLOT) * SLOT + SLOT);
      h = Math.max(h, Math.ceil((rect.y + rect.h) / SLOT) * SLOT + SLOT);
    }
    return { w, h };
  }, [records, editor.tiles]);
  const view = useCanvasView(extent.w * CELL, extent.h * CELL);
  viewRef?.({ show: (x, y, w, h) => view.show(x * CELL, y * CELL, w * CELL, h * CELL) });
  const pan = useRef<{ x: number; y: number; perPx: number } | null>(null);
  // Pointer moves reach the editor at most once a frame (the latest one): a fast pointer sends several
  // moves per frame, and each would otherwise redraw the overlay.
  const moves = useFrameCoalesce((p: { x: number; y: number; shift: boolean }) =>
    editor.dispatch({ type: "pointer_move", ...p }),
  );

  const cellPoint = (e: PointerEvent<SVGSVGElement>) => {
    const p = view.toUnits(e.clientX, e.clientY);
    return p ? { x: p.x / CELL, y: p.y / CELL, shift: e.shiftKey } : null;
  };
  const onPointerDown = (e: PointerEvent<SVGSVGElement>) => {
    e.currentTarget.focus();
    if (e.button !== 0) {
      pan.current = { x: e.clientX, y: e.clientY, perPx: view.toUnits(0, 0)?.perPx ?? 1 };
      e.currentTarget.setPointerCapture(e.pointerId);
      return;
    }
    const p = cellPoint(e);
    if (!p) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    moves.flush();
    editor.dispatch({ type: "pointer_down", ...p });
  };
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    if (pan.current) {
      const d = pan.current;
      view.pan(-(e.clientX - d.x) * d.perPx, -(e.clientY - d.y) * d.perPx);
      pan.current = { ...d, x: e.clientX, y: e.clientY };
      return;
    }
    const p = cellPoint(e);
    if (p) moves.push(p);
  };
  const onPointerUp = (e: PointerEvent<SVGSVGElement>) => {
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
    if (pan.current) {
      pan.current = null;
      return;
    }
    const p = cellPoint(e);
    moves.flush();
    if (p) editor.dispatch({ type: "pointer_up", ...p });
  };
  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    const step = view.view.w * 0.1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[e.key];
    if (move) view.pan(move[0], move[1]);
    else if (e.key === "+" || e.key === "=") view.zoom(1.25);
    else if (e.key === "-") view.zoom(0.8);
    else if (e.key === "0") view.fit();
    else editor.dispatch({ type: "key_down", key: e.key, ctrl: e.ctrlKey || e.metaKey, shift: e.shiftKey });
    if (move || e.key !== "Tab") e.preventDefault();
  };
  const { x, y, w, h } = view.view;
  const empty = Object.keys(snap.doc.records).length === 0;

  return (
    <div className="ed-canvas">
      <div className="ed-canvas-tools">
        <button type="button" onClick={() => view.zoom(1.25)} aria-label={t("tools.zoomIn")}>
          +
        </button>
        <button type="button" onClick={() => view.zoom(0.8)} aria-label={t("tools.zoomOut")}>
          −
        </button>
        <button type="button" onClick={view.fit} aria-label={t("tools.fit")}>
          ⤢
        </button>
        {empty && <span className="ed-hint">{t(touch ? "canvas.emptyTouch" : "canvas.empty")}</span>}
      </div>
      <svg
        ref={view.svgRef}
        className="ed-svg board-svg"
        viewBox={`${x} ${y} ${w} ${h}`}
        role="application"
        aria-label={t("canvas.label")}
        aria-describedby="ed-canvas-help"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the canvas takes the editor's keys (tools, undo, pan).
        tabIndex={0}
        data-testid="editor-canvas"
        data-tool={snap.tool.id}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => editor.dispatch({ type: "cancel" })}
        onContextMenu={(e) => e.preventDefault()}
        onKeyDown={onKeyDown}
      >
        <DarkHatch />
        <Grid w={extent.w} h={extent.h} />
        {board && <CompiledBoard board={board} />}
        <EditorOverlay editor={editor} snap={snap} compiled={board !== null} />
      </svg>
      <p id="ed-canvas-help" className="board-help">
        {t(touch ? "canvas.helpTouch" : "canvas.help")}
      </p>
    </div>
  );
}
