import type { ZView } from "@horda/zurvivors";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ZURVIVORS_NS } from "../i18n/register.ts";
import { langOf, type Translate, type Words } from "../model/words.ts";

/** The words for a view in the current language. */
export function useWords(view: ZView): Words {
  const { t, i18n } = useTranslation(ZURVIVORS_NS);
  const lang = langOf(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(
    () => ({ t: ((key, options) => t(key, options) as string) as Translate, lang, view }),
    [t, lang, view],
  );
}
