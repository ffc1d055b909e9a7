import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EDITOR_NS } from "../i18n/register.ts";
import { type DocEntry, duplicateDoc, listDocs, newDocId, removeDoc, renameDoc } from "../io/doc-library.ts";
import type { KeyValueStore } from "../io/local-store.ts";

/** "My missions and maps": every document kept in this browser, newest first: open, rename, duplicate, delete. */
export function MyDocuments({
  store,
  currentId,
  savedAt,
  onOpen,
  onNew,
  onRenamedCurrent,
}: {
  store: KeyValueStore | null;
  currentId: string;
  /** When the open document was last written (the list re-reads then). */
  savedAt: number;
  onOpen: (id: string) => void;
  onNew: () => void;
  onRenamedCurrent: (name: string) => void;
}) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const lang = i18n.language === "pt-BR" ? "pt-BR" : "en";
  const [tick, setTick] = useState(0);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  if (!store) return <p role="alert">{t("docs.noStorage")}</p>;
  // Re-read on every render that follows a save or an action here.
  void savedAt;
  void tick;
  const docs = listDocs(store);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });
  const done = () => setTick((n) => n + 1);
  const name = (e: DocEntry) => e.names[lang] || e.names.en;
  return (
    <section className="ed-docs" aria-label={t("docs.title")} data-testid="my-docs">
      <h2>{t("docs.title")}</h2>
      <p className="ed-hint">{t("docs.intro")}</p>
      <button type="button" onClick={onNew} data-testid="new-doc">
        {t("tools.newMission")}
      </button>
      {docs.length === 0 && <p>{t("docs.none")}</p>}
      <ul className="ed-doc-list">
        {docs.map((e) => (
          <li key={e.id} data-doc={e.id} aria-current={e.id === currentId ? "true" : undefined}>
            {renaming?.id === e.id ? (
              <form
                onSubmit={(ev) => {
                  ev.preventDefault();
                  // The open document is renamed in the editor (one undo step); autosave writes it.
                  if (e.id === currentId) onRenamedCurrent(renaming.name.trim());
                  else renameDoc(store, e.id, lang, renaming.name, Date.now());
                  setRenaming(null);
                  done();
                }}
              >
                <label>
                  <span className="sr-only">{t("docs.newName")}</span>
                  <input
                    value={renaming.name}
                    aria-label={t("docs.newName")}
                    onChange={(ev) => setRenaming({ id: e.id, name: ev.target.value })}
                  />
                </label>
                <button type="submit">{t("docs.saveName")}</button>
                <button type="button" onClick={() => setRenaming(null)}>
                  {t("docs.cancel")}
                </button>
              </form>
            ) : (
              <>
                <strong className="ed-doc-name">{name(e)}</strong>
                {e.id === currentId && <span className="badge">{t("docs.openNow")}</span>}
                <span className="ed-doc-meta">
                  {t(e.goals > 0 ? "docs.mission" : "docs.map", { count: e.tiles })} ·{" "}
                  {t("docs.edited", { when: when.format(e.updatedAt) })}
                </span>
                <span className="ed-doc-actions">
                  {e.id !== currentId && (
                    <button type="button" onClick={() => onOpen(e.id)}>
                      {t("docs.open")}
                    </button>
                  )}
                  <button type="button" onClick={() => setRenaming({ id: e.id, name: name(e) })}>
                    {t("docs.rename")}
                  </button>
                  <button
                    type="button"
                    onClick={() => {
                      duplicateDoc(
                        store,
                        e.id,
                        newDocId(Date.now(), Math.random),
                        {
                          en: t("docs.copySuffix", { lng: "en" }),
                          "pt-BR": t("docs.copySuffix", { lng: "pt-BR" }),
                        },
                        Date.now(),
                      );
                      done();
                    }}
                  >
                    {t("docs.duplicate")}
                  </button>
                  {confirming === e.id ? (
                    <button
                      type="button"
                      className="danger"
                      onClick={() => {
                        removeDoc(store, e.id);
                        setConfirming(null);
                        if (e.id === currentId) onNew();
                        done();
                      }}
                    >
                      {t("docs.confirmDelete")}
                    </button>
                  ) : (
                    <button type="button" onClick={() => setConfirming(e.id)}>
                      {t("docs.delete")}
                    </button>
                  )}
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
