import type { ZombicideView } from "@horda/zombicide";
import { useTranslation } from "react-i18next";
import { TABLE_NS } from "../i18n/register.ts";

/**
 * The mark of a survivor playing its ID card's Zombivor side (Toxic City Mall: risen in the Resurrection mode, or
 * set so by a mission): the same person under the same name, with the Zombivor's Health and skills.
 */
export function ZombivorBadge({
  view,
  survivor,
}: {
  readonly view: Pick<ZombicideView, "survivorCatalog">;
  readonly survivor: { readonly id: string; readonly card?: string | null };
}) {
  const { t } = useTranslation(TABLE_NS);
  const card = survivor.card ? view.survivorCatalog.survivors[survivor.card] : undefined;
  if (card?.kind !== "zombivor") return null;
  return (
    <span
      className="zombivor-badge"
      data-testid={`zombivor-${survivor.id}`}
      title={t("dashboard.zombivorHint")}
    >
      {t("dashboard.zombivor")}
    </span>
  );
}
