import { memo } from "react";
import { useTranslation } from "react-i18next";
import { EDITOR_NS } from "../i18n/register.ts";
import type { Editor } from "../model/editor.ts";
import { recordRect } from "../model/geometry.ts";
import type { Validation } from "../validate/validate.ts";

/** Live checks; clicking one selects its records and brings its cells into view. */
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
  return (
    <section className="ed-problems" aria-label={t("problems.title")} data-testid="problems">
      <h2>
        {t("problems.title")}{" "}
        <span className={validation.playable ? "ok" : "bad"} data-testid="playable">
          {validation.playable ? t("problems.playable") : t("problems.notPlayable")}
        </span>
      </h2>
      {problems.filter((p) => p.severity !== "info").length === 0 && <p>{t("problems.ok")}</p>}
      <ul className="ed-problem-list">
        {problems.map((p, i) => {
          const locate = () => {
            editor.select(p.records);
            const first = p.records[0] ? editor.doc.records[p.records[0]] : undefined;
            const cells = p.cells ?? (first ? recordRect(first, editor.tiles) : undefined);
            if (cells) show(cells.x, cells.y, cells.w, cells.h);
          };
          const where = p.records.length > 0 || p.cells;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: problems are recomputed as a whole.
            <li key={i} className={`ed-problem ed-${p.severity}`} data-problem={p.key}>
              {t(`problem.${p.key}`, { ...p.params, text: p.text, path: p.path })}
              {where && (
                <button type="button" onClick={locate}>
                  {t("problems.locate")}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
});
