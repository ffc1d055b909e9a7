import { useTranslation } from "react-i18next";
import { RULES_TEXT } from "../rules/rules-text.ts";

/** `/rules`: a short reference in our own words, in the chosen language. */
export default function RulesPage() {
  const { t, i18n } = useTranslation();
  const sections = RULES_TEXT[i18n.language === "pt-BR" ? "pt-BR" : "en"];
  return (
    <article className="page rules">
      <h1>{t("rules.title")}</h1>
      <p className="hint">{t("rules.intro")}</p>
      <nav aria-label={t("rules.title")}>
        <ul className="inline-list">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
          <h2 id={`${s.id}-title`}>{s.title}</h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
