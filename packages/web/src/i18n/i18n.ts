import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { en } from "./locales/en.ts";
import { ptBR } from "./locales/pt-BR.ts";

export const LANGUAGES = ["pt-BR", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Where the player's choice of language is kept between visits. */
export const LANGUAGE_KEY = "horda.lang";

function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The saved choice, else the browser's language when it is Portuguese, else English. */
export function preferredLanguage(): Language {
  try {
    const saved = globalThis.localStorage?.getItem(LANGUAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // Storage can be disabled; fall back to the browser's language.
  }
  const nav = globalThis.navigator?.language ?? "";
  return nav.toLowerCase().startsWith("pt") ? "pt-BR" : "en";
}

export function setupI18n(language: Language = preferredLanguage()) {
  if (!i18next.isInitialized) {
    i18next.use(initReactI18next).init({
      resources: { en: { translation: en }, "pt-BR": { translation: ptBR } },
      lng: language,
      fallbackLng: "en",
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  }
  if (globalThis.document) document.documentElement.lang = i18next.language;
  return i18next;
}

/** Switches the language and remembers the choice. */
export function chooseLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, language);
  } catch {
    // Not remembered when storage is disabled; the switch still happens.
  }
  void i18next.changeLanguage(language);
  if (globalThis.document) document.documentElement.lang = language;
}
