import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { bundledZombieTypes } from "../content/zombie-types.ts";
import { EDITOR_NS, registerEditorStrings } from "../editor/i18n/register.ts";
import { MAX_IMPORT_BYTES } from "../editor/io/import-mission.ts";
import { loadMissionText } from "../editor/io/load-into-editor.ts";
import { browserStore } from "../editor/io/local-store.ts";
import { loadMissionFromServer } from "../editor/io/server-store.ts";
import { decodeMissionFragment } from "../editor/io/share-link.ts";
import { Editor } from "../editor/model/editor.ts";
import { emptyDoc } from "../editor/model/records.ts";
import { loadUserTiles, withUserTiles } from "../editor/tile-editor/user-pack.ts";
import { templateKey } from "../editor/tools/pieces.ts";
import { EditorCanvas } from "../editor/ui/EditorCanvas.tsx";
import { FilePanel } from "../editor/ui/FilePanel.tsx";
import { Inspector } from "../editor/ui/Inspector.tsx";
import { MissionPanel } from "../editor/ui/MissionPanel.tsx";
import { PiecePalette } from "../editor/ui/PiecePalette.tsx";
import { ProblemsPanel } from "../editor/ui/ProblemsPanel.tsx";
import { TileEditorPanel } from "../editor/ui/TileEditorPanel.tsx";
import { TileLibrary } from "../editor/ui/TileLibrary.tsx";
import { Toolbar } from "../editor/ui/Toolbar.tsx";
import { bundledLibrary, useEditorSnapshot, useValidation } from "../editor/ui/use-editor.ts";
import "../editor/ui/editor.css";

registerEditorStrings();

/** A mission given by the link: `#mission=...` (inside the link) or `?doc=<id>` (a server document). */
async function missionFromLink(): Promise<string | null> {
  const fromHash = await decodeMissionFragment(location.hash, MAX_IMPORT_BYTES);
  if (fromHash !== null) return fromHash;
  const id = new URLSearchParams(location.search).get("doc");
  return id ? loadMissionFromServer(fetch, location.origin, id) : null;
}

/** `/editor`: the map and mission creator (issue 5). */
export default function EditorPage() {
  const { t } = useTranslation(EDITOR_NS);
  const editor = useMemo(() => {
    const store = browserStore();
    const user = store ? loadUserTiles(store).tiles : new Map();
    return new Editor(emptyDoc(), withUserTiles(bundledLibrary(), user));
  }, []);
  const snap = useEditorSnapshot(editor);
  const validation = useValidation(editor, snap);
  const [tab, setTab] = useState<"map" | "mission" | "tile">("map");
  const [linkError, setLinkError] = useState<string[] | null>(null);
  const view = useRef<{ show: (x: number, y: number, w: number, h: number) => void } | null>(null);
  const show = useCallback(
    (x: number, y: number, w: number, h: number) => view.current?.show(x, y, w, h),
    [],
  );

  useEffect(() => {
    missionFromLink()
      .then((text) => {
        if (text === null) return;
        const r = loadMissionText(editor, text, { zombieTypes: bundledZombieTypes(), source: "link" });
        if (!r.ok) setLinkError(r.error.map((e) => `${e.where}: ${e.message}`));
      })
      .catch((e: Error) => setLinkError([e.message]));
  }, [editor]);

  const tool = snap.tool;
  const activeTile = tool.id === "place-tile" ? tool.state.tile : null;
  const activePiece = tool.id === "place-piece" ? templateKey(tool.state.template) : null;
  return (
    <section className="page editor">
      <h1>{t("title")}</h1>
      {linkError && (
        <div role="alert" className="error">
          {t("file.loadLinkFailed")}
          <ul>
            {linkError.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="ed-tabs" role="tablist">
        {(["map", "mission", "tile"] as const).map((k) => (
          <button key={k} type="button" role="tab" aria-selected={tab === k} onClick={() => setTab(k)}>
            {t(`tabs.${k}`)}
          </button>
        ))}
      </div>
      {tab === "tile" ? (
        <TileEditorPanel editor={editor} />
      ) : (
        <div className="ed-layout">
          <aside className="ed-left">
            {tab === "map" ? (
              <>
                <TileLibrary editor={editor} active={activeTile} />
                <PiecePalette editor={editor} active={activePiece} />
              </>
            ) : (
              <MissionPanel editor={editor} mission={snap.doc.mission} />
            )}
          </aside>
          <div className="ed-centre">
            <Toolbar editor={editor} snap={snap} />
            <EditorCanvas
              editor={editor}
              snap={snap}
              board={validation.board}
              viewRef={(api) => {
                view.current = api;
              }}
            />
            <Inspector editor={editor} snap={snap} />
          </div>
          <aside className="ed-right">
            <ProblemsPanel editor={editor} validation={validation} show={show} />
            <FilePanel editor={editor} snap={snap} validation={validation} />
          </aside>
        </div>
      )}
    </section>
  );
}
