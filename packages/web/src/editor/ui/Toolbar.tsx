import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EDITOR_NS } from "../i18n/register.ts";
import { deleteSelection, flipSelection, rotateSelection } from "../model/commands.ts";
import type { Editor, EditorSnapshot } from "../model/editor.ts";

/**
 * The canvas's tools. `extra` is where mission-level actions from other features go (the Mission lab's
 * "Estimate difficulty" button, issue 17): after the editing tools, before the notice.
 */
export function Toolbar({
  editor,
  snap,
  onNew,
  extra,
}: {
  editor: Editor;
  snap: EditorSnapshot;
  onNew: () => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation(EDITOR_NS);
  const none = snap.selection.length === 0;
  return (
    <div className="ed-toolbar" role="toolbar" aria-label={t("tools.label")}>
      <button type="button" aria-pressed={snap.tool.id === "select"} onClick={() => editor.setTool("select")}>
        {t("tools.select")}
      </button>
      <button type="button" disabled={!snap.canUndo} onClick={() => editor.undo()}>
        {t("tools.undo")}
      </button>
      <button type="button" disabled={!snap.canRedo} onClick={() => editor.redo()}>
        {t("tools.redo")}
      </button>
      <button type="button" disabled={none} onClick={() => rotateSelection(editor)}>
        {t("tools.rotate")}
      </button>
      <button type="button" disabled={none} onClick={() => flipSelection(editor)}>
        {t("tools.flip")}
      </button>
      <button type="button" disabled={none} onClick={() => deleteSelection(editor)}>
        {t("tools.delete")}
      </button>
      <button type="button" onClick={onNew} data-testid="toolbar-new">
        {t("tools.newMission")}
      </button>
      {extra && <span className="ed-toolbar-extra">{extra}</span>}
      {snap.notice && (
        <span role="status" className="ed-notice">
          {t(snap.notice.key, snap.notice.params)}
        </span>
      )}
    </div>
  );
}
