import { useTranslation } from "react-i18next";
import { moduleNamespace } from "../i18n/module-words.ts";
import { TABLE_NS } from "../i18n/register.ts";
import type { PointsContext } from "../words/points-word.ts";
import { barMax, DANGER_LEVELS, survivorLevel } from "./danger.ts";

interface Props {
  readonly adrenaline: number;
  /** Ultrared mode: times the survivor has gone round the bar (the tracker starts again at each lap). */
  readonly laps?: number;
  /** The profile's word for the points: XP in Black Plague and the classic game, Adrenaline in 2E. */
  readonly points?: PointsContext;
}

/** The adrenaline (XP) track with the four danger levels marked where they start, and the Ultrared laps. */
export function AdrenalineBar({ adrenaline, laps = 0, points }: Props) {
  const { t } = useTranslation(TABLE_NS);
  const max = barMax(adrenaline);
  const level = survivorLevel({ adrenaline, ultraredLaps: laps });
  const levelName = t(`dashboard.level_${level}`);
  const ultrared = laps > 0 ? ` · ${t("laps", { ns: moduleNamespace("ultrared"), laps })}` : "";
  return (
    <div className={`adrenaline level-${level}${laps > 0 ? " ultrared" : ""}`}>
      <meter
        min={0}
        max={max}
        value={adrenaline}
        aria-label={`${t("dashboard.adrenaline", { ap: adrenaline, context: points })}, ${t("dashboard.level", { level: levelName })}${ultrared}`}
      />
      <div className="danger-marks" aria-hidden="true">
        {DANGER_LEVELS.map((d) => (
          <span key={d.level} className={`mark mark-${d.level}`} style={{ left: `${(d.from / max) * 100}%` }}>
            {d.from}
          </span>
        ))}
      </div>
      <p className="adrenaline-text" data-testid="danger">
        {t("dashboard.adrenaline", { ap: adrenaline, context: points })} ·{" "}
        {t("dashboard.level", { level: levelName })}
        {ultrared}
      </p>
    </div>
  );
}
