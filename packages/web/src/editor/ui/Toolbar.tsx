import { useTranslation } from "react-i18next";
import { EDITOR_NS } from "../i18n/register.ts";
import { deleteSelection, flipSelection, rotateSelection } from "../model/commands.ts";
import type { Editor, EditorSnapshot } from "../model/editor.ts";
import { emptyDoc } from "../model/records.ts";

export function Toolbar({ editor, snap }: { editor: Editor; snap: EditorSnapshot }) {
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
      <button type="button" onClick={() => editor.load(emptyDoc(), "new")}>
        {t("tools.newMission")}
      </button>
      {snap.notice && (
        <span role="status" className="ed-notice">
          {t(snap.notice.key, snap.notice.params)}
        </span>
      )}
    </div>
  );
}
