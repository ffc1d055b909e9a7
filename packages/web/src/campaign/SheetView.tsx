import type { CampaignRecord, CampaignSheet } from "@horda/zombicide";
import { useTranslation } from "react-i18next";
import { CAMPAIGN_NS } from "./i18n.ts";
import type { CampaignNames } from "./names.ts";

/**
 * A Campaign Sheet as on paper: the CXP bar (a box per CXP, milestones marked), the Campaign Skills list with
 * the taken ones checked, Bonus Action reserve and spent boxes, Equipment Kept and Achievements.
 */
export function SheetView({
  record,
  sheet,
  names,
}: {
  readonly record: CampaignRecord;
  readonly sheet: CampaignSheet;
  readonly names: CampaignNames;
}) {
  const { t } = useTranslation(CAMPAIGN_NS);
  const boxes = Array.from({ length: record.rules.cxpMax }, (_, i) => i + 1);
  const reserveBoxes = Math.max(record.rules.milestones.length, sheet.bonus.reserve);
  return (
    <article
      className={`campaign-sheet${sheet.status === "dead" ? " dead" : ""}`}
      data-testid={`sheet-${sheet.survivor}`}
    >
      <h3>
        {names.survivor(sheet.survivor)}
        {sheet.status === "dead" && <small> ({t("sheet.status_dead")})</small>}
      </h3>
      {sheet.predecessor && (
        <p className="hint">{t("sheet.predecessor", { name: names.survivor(sheet.predecessor) })}</p>
      )}
      <h4>
        {t("sheet.cxp")}: <span data-testid="cxp">{t("sheet.cxpNow", { cxp: sheet.cxp })}</span>
      </h4>
      <ol className="cxp-bar" aria-label={t("sheet.cxp")}>
        {boxes.map((n) => (
          <li
            key={n}
            className={`${n <= sheet.cxp ? "on" : ""}${record.rules.milestones.includes(n) ? " milestone" : ""}`}
            title={record.rules.milestones.includes(n) ? t("sheet.milestoneMark") : undefined}
          >
            {n}
          </li>
        ))}
      </ol>
      {record.rules.milestonesUnverified && (
        <p className="hint unverified-note">
          {t("page.unverifiedMilestones", { list: record.rules.milestones.join(", ") })}
        </p>
      )}
      <h4>{t("sheet.skills")}</h4>
      <ul className="skill-list">
        {record.rules.skills.map((s) => (
          <li key={s.id} className={sheet.skills.includes(s.id) ? "taken" : ""}>
            <span className="check" aria-hidden="true">
              {sheet.skills.includes(s.id) ? "☑" : "☐"}
            </span>{" "}
            {names.skill(s.id)}
            {sheet.skills.includes(s.id) && <span className="visually-hidden"> ✓</span>}
            {s.owner ? (
              <small> ({t("page.ownerMark")})</small>
            ) : s.unverified ? (
              <small> ({t("page.unverified")})</small>
            ) : null}
          </li>
        ))}
      </ul>
      <h4>{t("sheet.bonus")}</h4>
      <p className="bonus-boxes">
        {t("sheet.reserve")}{" "}
        <span role="img" data-testid="bonus-reserve" aria-label={`${sheet.bonus.reserve}`}>
          {Array.from({ length: reserveBoxes }, (_, i) => (i < sheet.bonus.reserve ? "☑" : "☐")).join("")}
        </span>{" "}
        {t("sheet.spent")}{" "}
        <span role="img" data-testid="bonus-spent" aria-label={`${sheet.bonus.spent}`}>
          {Array.from({ length: reserveBoxes }, (_, i) => (i < sheet.bonus.spent ? "☒" : "☐")).join("")}
        </span>
      </p>
      <h4>{t("sheet.kept")}</h4>
      <p data-testid="kept">
        {sheet.kept.length > 0 ? sheet.kept.map(names.card).join(", ") : t("sheet.keptNone")}
      </p>
      <h4>{t("sheet.achievements")}</h4>
      <p data-testid="achievements">
        {sheet.achievements.length > 0
          ? sheet.achievements.map(names.achievement).join(", ")
          : t("sheet.none")}
      </p>
    </article>
  );
}
