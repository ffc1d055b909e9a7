import { useTranslation } from "react-i18next";
import { localizedName } from "../../app/localized-name.ts";
import { bundledSurvivorsByBox } from "../content/survivors-by-box.ts";
import { EDITOR_NS } from "../i18n/register.ts";

/**
 * A Companion's ID card: drawn at setup (no card), or one survivor of the loaded boxes, grouped by box with
 * their unverified mark. Cards that start with a bonus cannot be Companions (§12) and are shown disabled; a
 * card no box knows (from an imported file) stays listed as unknown so it can be changed.
 */
export function CompanionCardSelect({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (card: string | undefined) => void;
}) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const boxes = bundledSurvivorsByBox();
  const known = value === undefined || boxes.some((b) => b.survivors.some((s) => s.id === value));
  return (
    <label>
      {t("companion.card")}{" "}
      <select
        data-testid="companion-card"
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="">{t("companion.drawn")}</option>
        {!known && <option value={value}>{t("companion.unknown", { card: value })}</option>}
        {boxes.map((b) => (
          <optgroup key={b.box} label={localizedName(b.names, i18n.language)}>
            {b.survivors.map((s) => (
              <option key={s.id} value={s.id} disabled={s.startsWithBonus}>
                {localizedName(s.names, i18n.language)}
                {s.unverified ? ` (${t("library.unverified")})` : ""}
                {s.startsWithBonus ? ` (${t("companion.notAllowed")})` : ""}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}
