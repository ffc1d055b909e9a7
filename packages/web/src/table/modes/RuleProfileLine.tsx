import { useTranslation } from "react-i18next";
import { TABLE_NS } from "../i18n/register.ts";

/** The rules a game plays on, as a line under the status when they are not 2nd Edition's (the default). */
export function RuleProfileLine({ profile }: { readonly profile: string }) {
  const { t } = useTranslation(TABLE_NS);
  if (profile === "2e") return null;
  return (
    <p className="table-modes" data-testid="table-rule-profile">
      <strong>{t("newGame.ruleProfile")}:</strong> {t(`newGame.profile.${profile}`)}
    </p>
  );
}
