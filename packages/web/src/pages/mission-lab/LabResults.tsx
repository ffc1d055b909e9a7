import {
  boardHeatSvg,
  type ChartScales,
  type ChartWords,
  missionBoard,
  nameIn,
  reportCharts,
} from "@horda/bots/zombicide";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { localizedName } from "../../app/localized-name.ts";
import { LAB_NS } from "./i18n/register.ts";
import type { LabMission } from "./lab-missions.ts";
import { labNumbers } from "./lab-numbers.ts";
import type { LabRun } from "./use-lab-run.ts";
import { VegaChart } from "./VegaChart.tsx";

/** One mission's estimate: win rate with its interval, warnings, the board's heat map and the plots. */
export function LabResults({
  lab,
  run,
  testId,
  title,
  scales,
}: {
  lab: LabMission;
  run: LabRun;
  testId: string;
  /** Axes shared with the other column when two estimates are compared (absent: each plot fits its data). */
  scales?: ChartScales | null;
  /** The column's heading: the mission's name, or which version of the creator's mission it is. */
  title: string;
}) {
  const { t, i18n } = useTranslation(LAB_NS);
  const name = localizedName(lab.mission.names, i18n.language);
  const { pct, one } = labNumbers(i18n.language);
  const board = useMemo(() => {
    try {
      return missionBoard(lab.mission, lab.content);
    } catch {
      return null;
    }
  }, [lab]);
  const words = t("charts", { returnObjects: true }) as ChartWords;
  const r = run.report;
  const charts = useMemo(
    () => (r ? reportCharts(r, words, run.convergence, scales) : []),
    [r, words, run.convergence, scales],
  );
  const heat = useMemo(
    () =>
      board && r
        ? boardHeatSvg(board, r.zones, {
            title: t("heatAlt", { name }),
            ...(scales ? { maxWounds: scales.zoneWounds } : {}),
          })
        : "",
    [board, r, t, name, scales],
  );
  return (
    <section className="lab-results" data-testid={testId} aria-label={title}>
      <h2>{title}</h2>
      <p className="lab-progress" aria-live="polite">
        {run.running
          ? t("running", { done: run.done, total: run.total })
          : r
            ? run.done < run.total
              ? t("stopped", { done: run.done, total: run.total })
              : t("done", { total: run.done })
            : ""}
      </p>
      {run.error && <p className="lab-error">{t("failed", { message: run.error })}</p>}
      {r && (
        <>
          {r.warnings.map((w) => (
            <p key={w} className="lab-warning">
              {t("warning", { text: w })}
            </p>
          ))}
          <p className="lab-team" data-testid={`${testId}-team`}>
            {t("team", {
              survivors: r.team.map((id) => nameIn(r.names.survivors, id, i18n.language)).join(", "),
              count: r.players,
              bot: t(`bots.${r.bot}`, { defaultValue: r.bot }),
            })}
          </p>
          <p className="lab-headline">
            {t("winRate")}: <b data-testid={`${testId}-win-rate`}>{pct(r.winRate)}</b>{" "}
            <span>
              {t("interval", { low: pct(r.winRateInterval.low), high: pct(r.winRateInterval.high) })}
            </span>
          </p>
          <p>
            {t("rounds", {
              win: r.averageRounds.win === null ? t("noValue") : one(r.averageRounds.win),
              loss: r.averageRounds.loss === null ? t("noValue") : one(r.averageRounds.loss),
            })}
          </p>
          {r.unfinished > 0 && (
            <p className="lab-warning" data-testid={`${testId}-unfinished`}>
              {t("unfinished", { count: r.unfinished })}
            </p>
          )}
          <h3>{t("heatTitle")}</h3>
          <div
            className="lab-heat"
            data-testid={`${testId}-heat`}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own SVG (bots/board-svg.ts), its texts escaped
            dangerouslySetInnerHTML={{ __html: heat }}
          />
          <p className="lab-heat-key" data-testid={`${testId}-heat-key`}>
            {t("heatKey", { games: r.games })}
          </p>
          <div className="lab-charts">
            {charts.map((c) => (
              <VegaChart key={c.id} id={c.id} spec={c.spec} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
