import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { bundledZombieTypes } from "../content/zombie-types.ts";
import { EDITOR_NS, registerEditorStrings } from "../editor/i18n/register.ts";
import { type BootDoc, bootDoc } from "../editor/io/boot-doc.ts";
import { newDocId, setCurrentDoc } from "../editor/io/doc-library.ts";
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
import { MyDocuments } from "../editor/ui/MyDocuments.tsx";
import { PiecePalette } from "../editor/ui/PiecePalette.tsx";
import { ProblemsPanel } from "../editor/ui/ProblemsPanel.tsx";
import { SurvivorEditorPanel } from "../editor/ui/SurvivorEditorPanel.tsx";
import { TileEditorPanel } from "../editor/ui/TileEditorPanel.tsx";
import { TileLibrary } from "../editor/ui/TileLibrary.tsx";
import { Toolbar } from "../editor/ui/Toolbar.tsx";
import { useAutosave } from "../editor/ui/use-autosave.ts";
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

/** Shows the open document in the address bar, so a reload opens it again. */
function showInAddress(id: string) {
  history.replaceState(history.state, "", `/editor?local=${id}`);
}

type Tab = "map" | "mission" | "tile" | "survivors" | "docs";

/** `/editor`: the map and mission creator (issue 5); every document is kept in the browser as it changes. */
export default function EditorPage() {
  const store = useMemo(() => browserStore(), []);
  const [boot, setBoot] = useState<BootDoc>(() => bootDoc(store, location.search, location.hash));
  const [tab, setTab] = useState<Tab>("map");
  const open = useCallback(
    (id: string) => {
      const next = bootDoc(store, `?local=${id}`, "");
      setBoot(next);
      setTab("map");
    },
    [store],
  );
  const fresh = useCallback(() => {
    setBoot({ id: newDocId(Date.now(), Math.random), doc: emptyDoc(), fromLink: false });
    // From the list, go to the new map; from the toolbar, stay where one is.
    setTab((t) => (t === "docs" ? "map" : t));
  }, []);
  return <Workspace key={boot.id} boot={boot} tab={tab} setTab={setTab} onOpen={open} onNew={fresh} />;
}

function Workspace({
  boot,
  tab,
  setTab,
  onOpen,
  onNew,
}: {
  boot: BootDoc;
  tab: Tab;
  setTab: (t: Tab) => void;
  onOpen: (id: string) => void;
  onNew: () => void;
}) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const store = useMemo(() => browserStore(), []);
  const editor = useMemo(() => {
    const bundled = bundledLibrary();
    const user = store ? loadUserTiles(store, bundled).tiles : new Map();
    return new Editor(boot.doc, withUserTiles(bundled, user));
  }, [boot, store]);
  const snap = useEditorSnapshot(editor);
  const validation = useValidation(editor, snap);
  const [savedAt, setSavedAt] = useState(0);
  useAutosave(editor, boot.id, store, setSavedAt);
  const [linkError, setLinkError] = useState<string[] | null>(null);
  const view = useRef<{ show: (x: number, y: number, w: number, h: number) => void } | null>(null);
  const show = useCallback(
    (x: number, y: number, w: number, h: number) => view.current?.show(x, y, w, h),
    [],
  );

  useEffect(() => {
    if (store) setCurrentDoc(store, boot.id);
    if (!boot.fromLink) return showInAddress(boot.id);
    missionFromLink()
      .then((text) => {
        if (text === null) return;
        const r = loadMissionText(editor, text, { zombieTypes: bundledZombieTypes(), source: "link" });
        if (!r.ok) setLinkError(r.error.map((e) => `${e.where}: ${e.message}`));
      })
      .catch((e: Error) => setLinkError([e.message]))
      .finally(() => showInAddress(boot.id));
  }, [editor, boot, store]);

  const renameCurrent = (name: string) => {
    const lang = i18n.language === "pt-BR" ? "pt-BR" : "en";
    if (name === "") return;
    editor.run("rename", (doc) => ({
      ...doc,
      mission: {
        ...doc.mission,
        names: { ...doc.mission.names, [lang]: name },
        mapName: { ...doc.mission.mapName, [lang]: name },
      },
    }));
  };

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
        {(["map", "mission", "tile", "survivors", "docs"] as const).map((k) => (
          <button key={k} type="button" role="tab" aria-selected={tab === k} onClick={() => setTab(k)}>
            {t(`tabs.${k}`)}
          </button>
        ))}
        <span className="ed-autosaved" role="status" data-testid="autosaved">
          {savedAt > 0 ? t("docs.autosaved") : ""}
        </span>
      </div>
      {/* Kept mounted while hidden: a photo being traced survives a look at the map. */}
      <div hidden={tab !== "tile"}>
        <TileEditorPanel editor={editor} />
      </div>
      {tab === "survivors" ? (
        <SurvivorEditorPanel />
      ) : tab === "docs" ? (
        <MyDocuments
          store={store}
          currentId={boot.id}
          savedAt={savedAt}
          onOpen={onOpen}
          onNew={onNew}
          onRenamedCurrent={renameCurrent}
        />
      ) : tab === "tile" ? null : (
        <div className="ed-layout">
          <aside className="ed-left">
            {tab === "map" ? (
              <>
                <TileLibrary editor={editor} active={activeTile} />
                <PiecePalette editor={editor} active={activePiece} profile={snap.doc.mission.ruleProfile} />
              </>
            ) : (
              <MissionPanel editor={editor} mission={snap.doc.mission} />
            )}
          </aside>
          <div className="ed-centre">
            <Toolbar editor={editor} snap={snap} onNew={onNew} />
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
