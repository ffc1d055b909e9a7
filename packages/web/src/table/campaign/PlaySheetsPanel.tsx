import type { CampaignPlayState, ZombicideView } from "@horda/zombicide";
import { useTranslation } from "react-i18next";
import { moduleNamespace } from "../i18n/module-words.ts";
import type { Words } from "../words/words.ts";

/**
 * A campaign mission's sheets as the game plays them (CXP earned so far, Bonus Actions left, Campaign Skills):
 * those of the survivors `seat` plays (an online seat sees its own), or every one (`seat` null, a shared table).
 */
export function PlaySheetsPanel({
  view,
  seat,
  words,
}: {
  readonly view: ZombicideView;
  readonly seat: string | null;
  readonly words: Words;
}) {
  const { t } = useTranslation(moduleNamespace("campaign-play"));
  const play = (view as { slices?: Record<string, unknown> }).slices?.["campaign-play"] as
    | CampaignPlayState
    | undefined;
  if (!play) return null;
  const mine = view.survivors.filter((s) => play.sheets[s.id] && (seat === null || s.seat === seat));
  if (mine.length === 0) return null;
  return (
    <section className="play-sheets" aria-label={t("sheets")} data-testid="play-sheets">
      <h2>{t("sheets")}</h2>
      <ul>
        {mine.map((s) => {
          const sheet = play.sheets[s.id];
          if (!sheet) return null;
          return (
            <li key={s.id} data-testid={`play-sheet-${s.id}`}>
              <strong>{words.survivor(s.id)}</strong>:{" "}
              {t("sheetLine", { cxp: sheet.cxp, left: sheet.reserve - sheet.spent, reserve: sheet.reserve })}
              {sheet.skills.length > 0 && (
                <> · {t("skills", { skills: words.list(sheet.skills.map((k) => words.skill(k))) })}</>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
