import { memo } from "react";
import { useTranslation } from "react-i18next";
import { TABLE_NS } from "../i18n/register.ts";

const KEYS = ["tab", "end", "search", "noise", "undo", "digits", "next", "flip", "skip"] as const;

/** The keyboard shortcuts, listed on the page. */
export const ShortcutHelp = memo(function ShortcutHelp() {
  const { t } = useTranslation(TABLE_NS);
  return (
    <details className="shortcut-help">
      <summary>{t("keys.title")}</summary>
      <ul>
        {KEYS.map((k) => (
          <li key={k}>{t(`keys.${k}`)}</li>
        ))}
      </ul>
    </details>
  );
});
