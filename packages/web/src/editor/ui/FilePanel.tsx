import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { bundledZombieTypes } from "../../content/zombie-types.ts";
import { EstimateDifficultyButton } from "../../pages/mission-lab/EstimateDifficultyButton.tsx";
import { EDITOR_NS } from "../i18n/register.ts";
import { docToMission } from "../io/convert.ts";
import { download, standaloneSvg, svgToPng } from "../io/export-image.ts";
import { exportMissionText } from "../io/import-mission.ts";
import { loadMissionText } from "../io/load-into-editor.ts";
import { browserStore, saveMissionLocally, TEST_PLAY_KEY } from "../io/local-store.ts";
import { clientToken, saveMissionToServer } from "../io/server-store.ts";
import { encodeMissionFragment } from "../io/share-link.ts";
import type { Editor, EditorSnapshot } from "../model/editor.ts";
import type { Validation } from "../validate/validate.ts";

/** The table's new-game page, given the mission the editor holds now (see docs/editor.md, "Test play"). */
export const TEST_PLAY_URL = "/new?playable=editor:test-play";

type Message = { kind: "ok" | "error"; text: string; lines?: string[] } | null;

export function FilePanel({
  editor,
  snap,
  validation,
}: {
  editor: Editor;
  snap: EditorSnapshot;
  validation: Validation;
}) {
  const { t } = useTranslation(EDITOR_NS);
  const [, navigate] = useLocation();
  const [message, setMessage] = useState<Message>(null);
  const [link, setLink] = useState<string | null>(null);
  const mission = () => docToMission(snap.doc);
  const text = () => exportMissionText(mission());
  const svgEl = () => document.querySelector<SVGSVGElement>('[data-testid="editor-canvas"]');
  const size = () => ({ w: validation.board?.width ?? 10, h: validation.board?.height ?? 10 });

  const onImport = async (file: File | undefined) => {
    if (!file) return;
    const body = await file.text();
    const r = loadMissionText(editor, body, { zombieTypes: bundledZombieTypes(), source: file.name });
    setMessage(
      r.ok
        ? { kind: "ok", text: t("file.imported") }
        : {
            kind: "error",
            text: t("file.importFailed"),
            lines: r.error.map((e) => `${e.where}: ${e.message}`),
          },
    );
  };
  const onSave = async () => {
    const store = browserStore();
    const m = mission();
    const token = store ? clientToken(store, () => crypto.randomUUID()) : crypto.randomUUID();
    const r = await saveMissionToServer(fetch, location.origin, m.id, m, token);
    if (r.ok) return setMessage({ kind: "ok", text: t("file.savedServer", { url: r.url }) });
    if (store) saveMissionLocally(store, m.id, text());
    setMessage({ kind: "ok", text: t("file.savedLocal", { reason: r.reason }) });
  };
  const onLink = async () => {
    const url = `${location.origin}/editor#${await encodeMissionFragment(text())}`;
    setLink(url);
    await navigator.clipboard?.writeText(url).catch(() => undefined);
  };
  const onTestPlay = () => {
    if (!validation.playable) return setMessage({ kind: "error", text: t("file.testPlayBlocked") });
    browserStore()?.setItem(TEST_PLAY_KEY, text());
    // A new tab keeps the creator open as it is; where pop-ups are blocked, this tab goes, and coming back
    // opens the same document (it is saved as it changes).
    const tab = window.open(TEST_PLAY_URL, "_blank");
    if (tab) setMessage({ kind: "ok", text: t("file.testPlayOpened") });
    else navigate(TEST_PLAY_URL);
  };
  return (
    <section className="ed-file" aria-label={t("file.title")}>
      <h2>{t("file.title")}</h2>
      <div className="ed-buttons">
        <button
          type="button"
          data-testid="export"
          onClick={() => download(`${snap.doc.mission.id}.mission.json`, text())}
        >
          {t("file.export")}
        </button>
        <label className="button">
          {t("file.import")}
          <input
            type="file"
            accept=".json,application/json"
            data-testid="import"
            onChange={(e) => onImport(e.target.files?.[0])}
            hidden
          />
        </label>
        <button
          type="button"
          disabled={!validation.board}
          onClick={() => {
            const s = svgEl();
            if (s)
              download(`${snap.doc.mission.id}.svg`, standaloneSvg(s, size().w, size().h), "image/svg+xml");
          }}
        >
          {t("file.svg")}
        </button>
        <button
          type="button"
          disabled={!validation.board}
          onClick={async () => {
            const s = svgEl();
            if (s)
              download(`${snap.doc.mission.id}.png`, await svgToPng(standaloneSvg(s, size().w, size().h), 2));
          }}
        >
          {t("file.png")}
        </button>
        <button type="button" onClick={onLink}>
          {t("file.link")}
        </button>
        <button type="button" onClick={onSave}>
          {t("file.save")}
        </button>
        <button type="button" data-testid="test-play" onClick={onTestPlay}>
          {t("file.testPlay")}
        </button>
        <EstimateDifficultyButton
          missionText={text}
          playable={validation.playable}
          onBlocked={() => setMessage({ kind: "error", text: t("file.estimateBlocked") })}
        />
      </div>
      {link && (
        <label className="ed-field">
          <span>{t("file.linkReady")}</span> <input readOnly value={link} data-testid="share-link" />
        </label>
      )}
      {message && (
        <div
          role={message.kind === "error" ? "alert" : "status"}
          className={message.kind}
          data-testid="file-message"
        >
          {message.text}
          {message.lines && (
            <ul>
              {message.lines.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
