import { useTranslation } from "react-i18next";
import { TABLE_NS } from "../i18n/register.ts";
import { barMax, DANGER_LEVELS, dangerLevel } from "./danger.ts";

/** The adrenaline track with the four danger levels marked where they start. */
export function AdrenalineBar({ adrenaline }: { readonly adrenaline: number }) {
  const { t } = useTranslation(TABLE_NS);
  const max = barMax(adrenaline);
  const level = dangerLevel(adrenaline);
  const levelName = t(`dashboard.level_${level}`);
  return (
    <div className={`adrenaline level-${level}`}>
      <meter
        min={0}
        max={max}
        value={adrenaline}
        aria-label={`${t("dashboard.adrenaline", { ap: adrenaline })}, ${t("dashboard.level", { level: levelName })}`}
      />
      <div className="danger-marks" aria-hidden="true">
        {DANGER_LEVELS.map((d) => (
          <span key={d.level} className={`mark mark-${d.level}`} style={{ left: `${(d.from / max) * 100}%` }}>
            {d.from}
          </span>
        ))}
      </div>
      <p className="adrenaline-text">
        {t("dashboard.adrenaline", { ap: adrenaline })} · {t("dashboard.level", { level: levelName })}
      </p>
    </div>
  );
}
