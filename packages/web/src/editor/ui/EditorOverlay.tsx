import { memo } from "react";
import { useTranslation } from "react-i18next";
import { CELL } from "../../board/geometry/units.ts";
import { EDITOR_NS } from "../i18n/register.ts";
import type { Editor, EditorSnapshot } from "../model/editor.ts";
import { recordRect, type TileLookup, tileRect } from "../model/geometry.ts";
import { hasCrate } from "../model/ops.ts";
import type { DoorRecord, EditorRecord, TileRecord, TokenRecord } from "../model/records.ts";
import { PieceGlyph } from "./piece-glyph.tsx";

const GLYPH = CELL * 0.7;

function doorLine(d: Pick<DoorRecord, "x" | "y" | "side">) {
  const x0 = d.x * CELL;
  const y0 = d.y * CELL;
  if (d.side === "N") return { x1: x0 + 6, y1: y0, x2: x0 + CELL - 6, y2: y0 };
  if (d.side === "S") return { x1: x0 + 6, y1: y0 + CELL, x2: x0 + CELL - 6, y2: y0 + CELL };
  if (d.side === "W") return { x1: x0, y1: y0 + 6, x2: x0, y2: y0 + CELL - 6 };
  return { x1: x0 + CELL, y1: y0 + 6, x2: x0 + CELL, y2: y0 + CELL - 6 };
}

const TileFrame = memo(function TileFrame({
  t,
  tiles,
  label,
}: {
  t: TileRecord;
  tiles: TileLookup;
  label: string;
}) {
  const r = tileRect(t, tiles);
  return (
    <g className="ed-tile" data-record={t.id} aria-label={label}>
      <rect x={r.x * CELL} y={r.y * CELL} width={r.w * CELL} height={r.h * CELL} />
      <text x={r.x * CELL + 8} y={r.y * CELL + 22}>
        {`${t.tile} ${t.rotation}°`}
      </text>
    </g>
  );
});

/** One token; memoised on its record, so a drag redraws only the pieces that move. */
const TokenItem = memo(function TokenItem({ r, n, label }: { r: TokenRecord; n: number; label: string }) {
  const cx = (r.token.x + 0.5) * CELL + (n % 2) * 8;
  const cy = (r.token.y + 0.5) * CELL + Math.floor(n / 2) * 8;
  return (
    <g className="ed-token" data-record={r.id} data-kind={r.token.kind} aria-label={label}>
      <PieceGlyph token={r.token} x={cx} y={cy} size={GLYPH} />
    </g>
  );
});

/** The records (tile frames, doors, tokens), the selection, the active tool's preview and the selection rectangle. */
export const EditorOverlay = memo(function EditorOverlay({
  editor,
  snap,
  compiled,
}: {
  editor: Editor;
  snap: EditorSnapshot;
  compiled: boolean;
}) {
  const { t } = useTranslation(EDITOR_NS);
  const records = Object.values(snap.doc.records);
  const perCell = new Map<string, number>();
  const selected = new Set(snap.selection);
  const describe = (r: EditorRecord) =>
    r.type === "tile"
      ? t("library.tile", { id: r.tile })
      : r.type === "door"
        ? t("palette.door", { colour: t(`colourF.${r.colour}`) })
        : r.token.kind === "token"
          ? `${t(`moduleToken.${r.token.name}`, { defaultValue: r.token.name })} ${r.token.x},${r.token.y}`
          : r.token.kind === "car"
            ? `${t("palette.car", { car: t(`car.${r.token.car}`) })} ${r.token.x},${r.token.y}${hasCrate(r.token) ? `, ${t("inspector.crate")}` : ""}`
            : r.token.kind === "companion"
              ? `${t("inspector.companion")} ${r.token.x},${r.token.y}${r.token.card ? `, ${r.token.card}` : ""}`
              : `${r.token.kind} ${r.token.x},${r.token.y}`;
  const tool = snap.tool;
  return (
    <g className={`ed-overlay${compiled ? "" : " ed-uncompiled"}`}>
      {records.map((r) =>
        r.type === "tile" ? <TileFrame key={r.id} t={r} tiles={editor.tiles} label={describe(r)} /> : null,
      )}
      {records.map((r) => {
        if (r.type !== "door") return null;
        const l = doorLine(r);
        return (
          <g
            key={r.id}
            className={`ed-door ed-door-${r.colour}${r.open ? " ed-door-open" : ""}`}
            data-record={r.id}
            aria-label={describe(r)}
          >
            <line {...l} />
          </g>
        );
      })}
      {records.map((r) => {
        if (r.type !== "token") return null;
        const key = `${r.token.x},${r.token.y}`;
        const n = perCell.get(key) ?? 0;
        perCell.set(key, n + 1);
        return <TokenItem key={r.id} r={r} n={n} label={describe(r)} />;
      })}
      {records
        .filter((r) => selected.has(r.id))
        .map((r) => {
          const b = recordRect(r, editor.tiles);
          return (
            <rect
              key={`sel-${r.id}`}
              className="ed-selected"
              data-selected={r.id}
              x={b.x * CELL - 3}
              y={b.y * CELL - 3}
              width={b.w * CELL + 6}
              height={b.h * CELL + 6}
            />
          );
        })}
      {tool.id === "place-tile" && tool.state.preview && (
        <rect
          className={`ed-preview${tool.state.fits ? "" : " ed-preview-bad"}`}
          x={tool.state.preview.x * CELL}
          y={tool.state.preview.y * CELL}
          width={
            tileRect(
              { id: "", type: "tile", tile: tool.state.tile, rotation: tool.state.rotation, x: 0, y: 0 },
              editor.tiles,
            ).w * CELL
          }
          height={
            tileRect(
              { id: "", type: "tile", tile: tool.state.tile, rotation: tool.state.rotation, x: 0, y: 0 },
              editor.tiles,
            ).h * CELL
          }
        />
      )}
      {tool.id === "place-piece" &&
        tool.state.preview &&
        (tool.state.template.kind === "door" ? (
          <line className="ed-preview-door" {...doorLine({ side: "E", ...tool.state.preview })} />
        ) : (
          <rect
            className="ed-preview"
            x={tool.state.preview.x * CELL}
            y={tool.state.preview.y * CELL}
            width={CELL}
            height={CELL}
          />
        ))}
      {tool.id === "select" && tool.state.kind === "brushing" && (
        <rect
          className="ed-brush"
          x={tool.state.rect.x * CELL}
          y={tool.state.rect.y * CELL}
          width={tool.state.rect.w * CELL}
          height={tool.state.rect.h * CELL}
        />
      )}
    </g>
  );
});
