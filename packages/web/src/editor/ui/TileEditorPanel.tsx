import { type EdgeKind, SPOT_KINDS, type SpotKind, ZONE_FLAGS, zoneKindOf } from "@horda/content";
import { type PointerEvent, useMemo, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { EDITOR_NS } from "../i18n/register.ts";
import { browserStore } from "../io/local-store.ts";
import type { Editor } from "../model/editor.ts";
import { blankTile, checkTile } from "../tile-editor/tile-draft.ts";
import { TileEditor } from "../tile-editor/tile-editor.ts";
import { loadUserTiles, saveUserTile, withUserTiles } from "../tile-editor/user-pack.ts";
import { bundledLibrary } from "./use-editor.ts";
import { FLAG_MARK, ZoneFlagTable } from "./ZoneFlagTable.tsx";

const S = 32;
const LETTERS = ["A", "B", "C", "D", "E", "F", "a", "b", "c", "d", "e", "f", "."];
const SIDES: (EdgeKind | null)[] = ["wall", "door", "open", "line", null];

/** Paint a tile face (cells, rooms, walls, doors, openings, crosswalks, zone flags, spots) and save it as a custom tile. */
export function TileEditorPanel({ editor }: { editor: Editor }) {
  const { t } = useTranslation(EDITOR_NS);
  const te = useMemo(() => new TileEditor(blankTile("my-tile")), []);
  const snap = useSyncExternalStore(te.subscribe, te.getSnapshot);
  const [message, setMessage] = useState<{ ok: boolean; lines: string[] } | null>(null);
  const f = snap.face;
  const { text, parsed } = useMemo(() => checkTile(f), [f]);
  const letters = [...new Set(f.grid.join("").replace(/\./g, ""))].sort();
  const point = (e: PointerEvent<SVGSVGElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - r.left) / r.width) * f.width, y: ((e.clientY - r.top) / r.height) * f.height };
  };
  const save = () => {
    const store = browserStore();
    if (!parsed.ok)
      return setMessage({ ok: false, lines: parsed.error.map((e) => `line ${e.line}: ${e.message}`) });
    if (!store) return setMessage({ ok: false, lines: ["no browser storage"] });
    try {
      saveUserTile(store, f.id, text);
    } catch (e) {
      return setMessage({ ok: false, lines: [(e as Error).message] });
    }
    editor.setTiles(withUserTiles(bundledLibrary(), loadUserTiles(store).tiles));
    setMessage({ ok: true, lines: [t("tile.saved", { id: `user/${f.id}` })] });
  };
  return (
    <section className="ed-tile-editor" aria-label={t("tile.title")}>
      <div className="ed-tile-controls">
        <label className="ed-field">
          <span>{t("tile.load")}</span>{" "}
          <select
            onChange={(e) => {
              const face = e.target.value ? editor.tiles.get(e.target.value) : null;
              te.load(face ? { ...face, id: face.id.replace(/[^A-Za-z0-9_-]/g, "") } : blankTile("my-tile"));
            }}
          >
            <option value="">{t("tile.blank")}</option>
            {[...editor.tiles.keys()].sort().map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </label>
        <label className="ed-field">
          <span>{t("tile.id")}</span>{" "}
          <input value={f.id} onChange={(e) => te.rename(e.target.value, f.name ?? e.target.value)} />
        </label>
        <label className="ed-field">
          <span>{t("tile.name")}</span>{" "}
          <input value={f.name ?? ""} onChange={(e) => te.rename(f.id, e.target.value)} />
        </label>
        <label>
          <input
            type="checkbox"
            checked={f.status === "verified"}
            onChange={(e) => te.setStatus(e.target.checked ? "verified" : "unverified")}
          />{" "}
          {t("tile.status")}
        </label>
        <fieldset>
          <legend>{t("tile.paint")}</legend>
          {LETTERS.map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={snap.tool.kind === "paint" && snap.tool.letter === l}
              onClick={() => te.setTool({ kind: "paint", letter: l })}
            >
              {l === "."
                ? t("tile.erase")
                : zoneKindOf(l) === "building"
                  ? t("tile.room", { letter: l })
                  : t("tile.street", { letter: l })}
            </button>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t("tile.sides")}</legend>
          {SIDES.map((k) => (
            <button
              key={k ?? "none"}
              type="button"
              aria-pressed={snap.tool.kind === "side" && snap.tool.edge === k}
              onClick={() => te.setTool({ kind: "side", edge: k, colour: "neutral" })}
            >
              {t(`edge.${k ?? "none"}`)}
            </button>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t("tile.spots")}</legend>
          {SPOT_KINDS.map((k: SpotKind) => (
            <button
              key={k}
              type="button"
              aria-pressed={snap.tool.kind === "spot" && snap.tool.spot === k}
              onClick={() => te.setTool({ kind: "spot", spot: k })}
            >
              {k}
            </button>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t("tile.paintFlag")}</legend>
          {ZONE_FLAGS.map((flag) => (
            <button
              key={flag}
              type="button"
              data-flag-tool={flag}
              aria-pressed={snap.tool.kind === "flag" && snap.tool.flag === flag}
              onClick={() => te.setTool({ kind: "flag", flag })}
            >
              {t(`flag.${flag}`)}
            </button>
          ))}
        </fieldset>
        <ZoneFlagTable face={f} letters={letters} onToggle={(l, flag) => te.toggleFlag(l, flag)} />
        <div>
          <button type="button" disabled={!snap.canUndo} onClick={() => te.undo()}>
            {t("tools.undo")}
          </button>
          <button type="button" disabled={!snap.canRedo} onClick={() => te.redo()}>
            {t("tools.redo")}
          </button>
          <button type="button" onClick={save} data-testid="save-tile">
            {t("tile.save")}
          </button>
        </div>
        {message && (
          <div role={message.ok ? "status" : "alert"}>
            {message.lines.map((l) => (
              <p key={l}>{l}</p>
            ))}
          </div>
        )}
      </div>
      <svg
        className="ed-tile-grid"
        viewBox={`0 0 ${f.width * S} ${f.height * S}`}
        width={f.width * S}
        height={f.height * S}
        role="application"
        aria-label={t("tile.grid")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the grid takes the tile editor's keys (undo, redo).
        tabIndex={0}
        onKeyDown={(e) => {
          if (!e.ctrlKey && !e.metaKey) return;
          te.dispatch({ type: "key_down", key: e.key, ctrl: true, shift: e.shiftKey });
          e.preventDefault();
        }}
        onPointerDown={(e) => {
          e.currentTarget.focus();
          e.currentTarget.setPointerCapture(e.pointerId);
          te.dispatch({ type: "pointer_down", ...point(e) });
        }}
        onPointerMove={(e) => te.dispatch({ type: "pointer_move", ...point(e) })}
        onPointerUp={(e) => te.dispatch({ type: "pointer_up", ...point(e) })}
      >
        {f.grid.flatMap((row, y) =>
          [...row].map((c, x) => (
            <g
              // biome-ignore lint/suspicious/noArrayIndexKey: cells are identified by their place.
              key={`${x},${y}`}
              className={`te-cell te-${c === "." ? "void" : zoneKindOf(c)}${(f.zoneFlags[c] ?? []).map((fl) => ` te-${fl}`).join("")}`}
              data-flags={(f.zoneFlags[c] ?? []).join(" ") || undefined}
            >
              <rect x={x * S} y={y * S} width={S} height={S} />
              <text x={x * S + S / 2} y={y * S + S / 2 + 5} textAnchor="middle">
                {c}
              </text>
              {(f.zoneFlags[c] ?? []).length > 0 && (
                <text className="te-flag-mark" x={x * S + 2} y={y * S + S - 3}>
                  {(f.zoneFlags[c] ?? []).map((fl) => FLAG_MARK[fl]).join("")}
                </text>
              )}
            </g>
          )),
        )}
        {f.edges.map((e) => {
          const x = e.x * S;
          const y = e.y * S;
          const d =
            e.side === "E"
              ? `M${x + S} ${y}V${y + S}`
              : e.side === "S"
                ? `M${x} ${y + S}H${x + S}`
                : e.side === "W"
                  ? `M${x} ${y}V${y + S}`
                  : `M${x} ${y}H${x + S}`;
          return <path key={`${e.x},${e.y},${e.side}`} className={`te-edge te-${e.kind}`} d={d} />;
        })}
        {f.spots.map((s) => (
          <circle
            key={`${s.kind}${s.x},${s.y}`}
            className={`te-spot te-spot-${s.kind}`}
            cx={s.x * S + S / 2}
            cy={s.y * S + S / 2}
            r={S / 4}
          />
        ))}
      </svg>
      <details>
        <summary>{t("tile.text")}</summary>
        <pre data-testid="tile-text">{text}</pre>
      </details>
    </section>
  );
}
