import { useId } from "react";
import { useTranslation } from "react-i18next";
import { chooseLanguage, LANGUAGES, type Language } from "../i18n/i18n.ts";

/** Picks the interface language; the choice is remembered in this browser. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="lang-switch">
      <label htmlFor={id}>{t("lang.label")}</label>
      <select
        id={id}
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(e) => chooseLanguage(e.target.value as Language)}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`lang.${l}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
