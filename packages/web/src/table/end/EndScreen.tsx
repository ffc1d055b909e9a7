import type { GameStatus } from "@horda/table";
import { KNOCK_OUT, type KnockOutState, type ZombicideView } from "@horda/zombicide";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { TABLE_NS } from "../i18n/register.ts";
import type { LogItem } from "../session/log-item.ts";
import type { Words } from "../words/words.ts";
import { survivorStats } from "./survivor-stats.ts";

interface Props {
  readonly status: Extract<GameStatus, { kind: "finished" }>;
  readonly view: ZombicideView;
  readonly items: readonly LogItem[];
  readonly words: Words;
  /** Ways on from here (a new game, a rematch). */
  readonly children?: ReactNode;
}

/** Win or loss with the engine's reason, and kills, wounds and adrenaline per survivor. */
export function EndScreen({ status, view, items, words, children }: Props) {
  const { t } = useTranslation(TABLE_NS);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const stats = survivorStats(items);
  const won = status.outcome === "win" || status.outcome === "won";
  // A mission says why in both languages; a map's only loss is a survivor eliminated (the engine's reason
  // is English), said from the survivors who fell.
  // A survivor taken to safety while KOed is out of the mission, not fallen.
  const rescued = (view.slices?.[KNOCK_OUT] as KnockOutState | undefined)?.rescued ?? [];
  const fallen = view.survivors
    .filter((s) => s.eliminated && !rescued.includes(s.id))
    .map((s) => words.survivor(s.id));
  const endReason = () => {
    if (view.mission?.outcome) return words.text(view.mission.outcome.reason);
    if (!won && fallen.length > 0) return t("event.lostEliminated", { names: words.list(fallen) });
    return status.reason;
  };
  return (
    <section
      className={`end-screen ${won ? "won" : "lost"}`}
      aria-labelledby="end-title"
      data-testid="end-screen"
    >
      <h2 id="end-title" ref={heading} tabIndex={-1}>
        {t(won ? "end.won" : "end.lost")}
      </h2>
      <p>
        {t("end.reason", {
          reason: endReason(),
        })}
      </p>
      {children && <p className="end-actions">{children}</p>}
      {/* On a narrow screen the table scrolls within the card rather than past the screen's edge. */}
      <div className="end-stats">
        <table>
          <caption>{t("end.stats")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("end.survivor")}</th>
              <th scope="col">{t("end.kills")}</th>
              <th scope="col">{t("end.wounds")}</th>
              <th scope="col">{t("end.adrenaline", { context: words.points })}</th>
            </tr>
          </thead>
          <tbody>
            {view.survivors.map((s) => (
              <tr key={s.id}>
                <th scope="row">{words.survivor(s.id)}</th>
                <td>{stats[s.id]?.kills ?? 0}</td>
                <td>{stats[s.id]?.wounds ?? 0}</td>
                <td>{s.adrenaline}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
