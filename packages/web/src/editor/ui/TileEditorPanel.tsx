import {
  type EdgeKind,
  parseTileText,
  SPOT_KINDS,
  type SpotKind,
  type TileFace,
  ZONE_FLAGS,
  zoneKindOf,
} from "@horda/content";
import { memo, type PointerEvent, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { bundledPackRecords } from "../content/pack-records.ts";
import { EDITOR_NS } from "../i18n/register.ts";
import { browserStore } from "../io/local-store.ts";
import type { Editor } from "../model/editor.ts";
import { cssMatrix3d, homography, rectQuad } from "../tile-editor/homography.ts";
import type { TracePhoto } from "../tile-editor/photo.ts";
import { blankTile, checkTile } from "../tile-editor/tile-draft.ts";
import { readTileDraft, writeTileDraft } from "../tile-editor/tile-draft-store.ts";
import { TileEditor } from "../tile-editor/tile-editor.ts";
import {
  loadUserTiles,
  readUserTileTexts,
  removeUserTile,
  saveUserPackTile,
  USER_PACK,
  withUserTiles,
} from "../tile-editor/user-pack.ts";
import { PhotoAlign } from "./PhotoAlign.tsx";
import { TraceControls } from "./TraceControls.tsx";
import { UserTilesList } from "./UserTilesList.tsx";
import { bundledLibrary } from "./use-editor.ts";
import { FLAG_MARK, ZoneFlagTable } from "./ZoneFlagTable.tsx";

const S = 32;
const LETTERS = ["A", "B", "C", "D", "E", "F", "a", "b", "c", "d", "e", "f", "."];
/** Side kinds painted on a face; `rampart` is a Wulfsburg tower's (no step across, sight over it). */
const SIDES: (EdgeKind | null)[] = ["wall", "door", "open", "line", "rampart", null];

/** A library face opened to be traced: the tile of a pack becomes the user pack's real layout of it. */
function forTracing(libraryId: string, face: TileFace): TileFace {
  if (face.replaces || libraryId.startsWith(`${USER_PACK}/`)) return face;
  const { standIn: _standIn, ...rest } = face;
  return { ...rest, id: libraryId.replace("/", "-").replace(/[^A-Za-z0-9_-]/g, ""), replaces: libraryId };
}

/** A library's tiles as a select's options, by id, stand-ins said so. */
function TileOptions({ tiles }: { readonly tiles: ReadonlyMap<string, TileFace> }) {
  const { t } = useTranslation(EDITOR_NS);
  return [...tiles.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, face]) => (
      <option key={id} value={id}>
        {face.standIn ? t("tile.standInOption", { id }) : id}
      </option>
    ));
}

/**
 * Paint a tile face (cells, rooms, walls, doors, openings, crosswalks, zone flags, spots) over an optional photo of
 * the printed tile, and save it in the user pack: as a tile of its own or as the real layout of a pack's tile.
 * Memoised: it stays mounted while other tabs are shown, and must not redraw with every change of the map.
 */
export const TileEditorPanel = memo(function TileEditorPanel({ editor }: { editor: Editor }) {
  const { t } = useTranslation(EDITOR_NS);
  const te = useMemo(() => new TileEditor(readTileDraft(browserStore()) ?? blankTile("my-tile")), []);
  const snap = useSyncExternalStore(te.subscribe, te.getSnapshot);
  const [message, setMessage] = useState<{ ok: boolean; lines: string[] } | null>(null);
  const [photo, setPhoto] = useState<TracePhoto | null>(null);
  const [opacity, setOpacity] = useState(0.6);
  const [aligning, setAligning] = useState(false);
  const [userTexts, setUserTexts] = useState(() => {
    const store = browserStore();
    return store ? readUserTileTexts(store) : {};
  });
  const f = snap.face;
  useEffect(() => writeTileDraft(browserStore(), f), [f]);
  const { text, parsed } = useMemo(() => checkTile(f), [f]);
  const warp = useMemo(
    () => (photo ? homography(photo.corners, rectQuad(f.width * S, f.height * S)) : null),
    [photo, f.width, f.height],
  );
  const bundled = bundledLibrary();
  const refreshLibrary = () => {
    const store = browserStore();
    if (!store) return;
    setUserTexts(readUserTileTexts(store));
    editor.setTiles(withUserTiles(bundled, loadUserTiles(store, bundled).tiles));
  };
  const letters = [...new Set(f.grid.join("").replace(/\./g, ""))].sort();
  const point = (e: PointerEvent<SVGSVGElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - r.left) / r.width) * f.width, y: ((e.clientY - r.top) / r.height) * f.height };
  };
  const save = () => {
    const store = browserStore();
    if (!parsed.ok)
      return setMessage({ ok: false, lines: parsed.error.map((e) => `line ${e.line}: ${e.message}`) });
    if (!store) return setMessage({ ok: false, lines: [t("tile.noStorage")] });
    const saved = saveUserPackTile(store, f, text, bundledPackRecords());
    if (!saved.ok) return setMessage({ ok: false, lines: [t("tile.refused"), ...saved.error] });
    refreshLibrary();
    setMessage({
      ok: true,
      lines: [
        f.replaces
          ? t("tile.savedTraced", { tile: f.replaces })
          : t("tile.saved", { id: `${USER_PACK}/${f.id}` }),
      ],
    });
  };
  return (
    <section className="ed-tile-editor" aria-label={t("tile.title")}>
      <div className="ed-tile-controls">
        <p className="hint ed-tile-help" data-testid="tile-help">
          {t("tile.help")}
        </p>
        <label className="ed-field">
          <span>{t("tile.load")}</span>{" "}
          <select
            data-testid="tile-start-from"
            onChange={(e) => {
              const face = e.target.value ? editor.tiles.get(e.target.value) : null;
              te.load(face ? forTracing(e.target.value, face) : blankTile("my-tile"));
            }}
          >
            <option value="">{t("tile.blank")}</option>
            <TileOptions tiles={editor.tiles} />
          </select>
        </label>
        <label className="ed-field">
          <span>{t("tile.replaces")}</span>{" "}
          <select
            data-testid="tile-replaces"
            value={f.replaces ?? ""}
            onChange={(e) => {
              const v = e.target.value;
              // A tile still named by default takes the traced tile's name ("core2e-1R").
              const id = v && f.id === "my-tile" ? v.replace("/", "-") : undefined;
              const name = v && f.name === "my-tile" ? (bundled.get(v)?.name ?? v) : undefined;
              te.setReplaces(v || null, id, name);
            }}
          >
            <option value="">{t("tile.replacesNone")}</option>
            <TileOptions tiles={bundled} />
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
              {t(`spot.${k}`)}
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
          <div role={message.ok ? "status" : "alert"} data-testid="tile-message">
            {message.lines.map((l) => (
              <p key={l}>{l}</p>
            ))}
          </div>
        )}
        <UserTilesList
          texts={userTexts}
          onOpen={(id) => {
            const p = parseTileText(userTexts[id] ?? "", `${id}.tile`);
            if (p.ok) te.load(p.value);
          }}
          onRemove={(id) => {
            const store = browserStore();
            if (store) removeUserTile(store, id);
            refreshLibrary();
          }}
        />
      </div>
      <div className="te-work">
        <TraceControls
          photo={photo}
          setPhoto={setPhoto}
          opacity={opacity}
          setOpacity={setOpacity}
          aligning={aligning}
          setAligning={setAligning}
        />
        <div className="te-views">
          {photo && aligning && <PhotoAlign photo={photo} onChange={setPhoto} />}
          <div
            className={photo ? "te-stage te-traced" : "te-stage"}
            style={{ width: f.width * S, height: f.height * S }}
          >
            {photo && warp && (
              <img
                className="te-photo"
                src={photo.url}
                alt={t("trace.photoAlt", { name: photo.name })}
                data-testid="trace-photo-img"
                width={photo.width}
                height={photo.height}
                style={{ transform: cssMatrix3d(warp), opacity }}
              />
            )}
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
          </div>
        </div>
        <details>
          <summary>{t("tile.text")}</summary>
          <pre data-testid="tile-text">{text}</pre>
        </details>
      </div>
    </section>
  );
});
