import { useTranslation } from "react-i18next";
import { TABLE_NS } from "../i18n/register.ts";

/**
 * The `unverified` mark on a card or a survivor, saying what it means and how to fix it: its values come
 * from secondary sources and were not yet compared with the printed card.
 */
export function UnverifiedMark() {
  const { t } = useTranslation(TABLE_NS);
  return (
    <span className="badge badge-unverified" title={t("unverifiedHelp.text")} data-testid="unverified-mark">
      {t("newGame.unverified")}
      <span className="visually-hidden"> ({t("unverifiedHelp.text")})</span>
    </span>
  );
}
