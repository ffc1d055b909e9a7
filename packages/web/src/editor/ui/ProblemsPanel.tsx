import { memo } from "react";
import { useTranslation } from "react-i18next";
import { EDITOR_NS } from "../i18n/register.ts";
import type { Editor } from "../model/editor.ts";
import { recordRect } from "../model/geometry.ts";
import type { Problem } from "../validate/problems.ts";
import type { Validation } from "../validate/validate.ts";

/**
 * Live checks, in three groups: what blocks play (errors: the table would refuse the mission), what is probably
 * a mistake (warnings: it plays), and notes about data not yet checked against the printed components (folded
 * away: they are not problems of the mission). Clicking Show selects the records and brings them into view.
 */
export const ProblemsPanel = memo(function ProblemsPanel({
  editor,
  validation,
  show,
}: {
  editor: Editor;
  validation: Validation;
  show: (x: number, y: number, w: number, h: number) => void;
}) {
  const { t } = useTranslation(EDITOR_NS);
  const problems = validation.problems;
  const errors = problems.filter((p) => p.severity === "error");
  const warnings = problems.filter((p) => p.severity === "warning");
  const notes = problems.filter((p) => p.severity === "info");
  const item = (p: Problem, i: number) => {
    const locate = () => {
      editor.select(p.records);
      const first = p.records[0] ? editor.doc.records[p.records[0]] : undefined;
      const cells = p.cells ?? (first ? recordRect(first, editor.tiles) : undefined);
      if (cells) show(cells.x, cells.y, cells.w, cells.h);
    };
    const where = p.records.length > 0 || p.cells;
    return (
      <li key={i} className={`ed-problem ed-${p.severity}`} data-problem={p.key}>
        {t(`problem.${p.key}`, { ...p.params, text: p.text, path: p.path })}
        {where && (
          <button type="button" onClick={locate}>
            {t("problems.locate")}
          </button>
        )}
      </li>
    );
  };
  const summary = validation.playable
    ? warnings.length > 0
      ? t("problems.playableWarnings", { count: warnings.length })
      : t("problems.playable")
    : t("problems.notPlayable", { count: errors.length });
  return (
    <section className="ed-problems" aria-label={t("problems.title")} data-testid="problems">
      <h2>
        {t("problems.title")}{" "}
        <span
          className={validation.playable ? "ok" : "bad"}
          data-testid="playable"
          data-playable={validation.playable}
        >
          {summary}
        </span>
      </h2>
      {errors.length + warnings.length === 0 && <p>{t("problems.ok")}</p>}
      {errors.length > 0 && (
        <>
          <h3>{t("problems.blocking")}</h3>
          <ul className="ed-problem-list" data-group="errors">
            {errors.map(item)}
          </ul>
        </>
      )}
      {warnings.length > 0 && (
        <>
          <h3>{t("problems.warnings")}</h3>
          <ul className="ed-problem-list" data-group="warnings">
            {warnings.map(item)}
          </ul>
        </>
      )}
      {notes.length > 0 && (
        <details className="ed-notes" data-group="notes">
          <summary>{t("problems.notes", { count: notes.length })}</summary>
          <p className="ed-hint">{t("problems.notesHelp")}</p>
          <ul className="ed-problem-list">{notes.map(item)}</ul>
        </details>
      )}
    </section>
  );
});
