import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TABLE_NS } from "../i18n/register.ts";
import type { SavedGame } from "../store/game-store.ts";
import { clientToken, saveToServer } from "../store/server-saves.ts";
import { useServer } from "./use-server.ts";

/** "Save on the server": the game's record into the server database, shown only when a server hosts the page. */
export function ServerSaveButton({ saved }: { readonly saved: SavedGame }) {
  const { t } = useTranslation(TABLE_NS);
  const online = useServer();
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!online) return null;
  const save = async () => {
    setBusy(true);
    const r = await saveToServer(saved, clientToken());
    setBusy(false);
    setNote(r.ok ? t("server.saved") : t("server.failed", { reason: r.reason }));
  };
  return (
    <>
      <button type="button" onClick={save} disabled={busy} data-testid="server-save">
        {t("server.save")}
      </button>
      {note && (
        <span role="status" className="notice" data-testid="server-note">
          {note}
        </span>
      )}
    </>
  );
}
