import { useTranslation } from "react-i18next";

/** `/editor`: the map and mission creator (issue 5) will live here; the page says it is not built yet. */
export default function EditorPage() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1>{t("editor.title")}</h1>
      <p className="notice" role="status">
        {t("editor.notice")}
      </p>
    </section>
  );
}
