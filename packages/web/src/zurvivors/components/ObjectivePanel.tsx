import type { Seat } from "@horda/table";
import { objectiveProgress } from "../model/objective.ts";
import { localText, tokenName, type Words } from "../model/words.ts";

/** A seat's objective (with how far each combination is) and reward card, when the view shows them. */
export function ObjectivePanel({ w, seat, own }: { w: Words; seat: Seat; own: boolean }) {
  const progress = objectiveProgress(w.view, seat);
  const p = w.view.players.find((x) => x.seat === seat);
  const reward = p?.reward ? w.view.set.rewards.cards.find((c) => c.id === p.reward) : undefined;
  if (!progress && !reward)
    return own && p && !p.zombie ? <p className="zv-hint">{w.t("objective.hidden")}</p> : null;
  return (
    <div className="zv-objective">
      {progress && (
        <>
          <h3>{own ? w.t("objective.title") : w.t("seat.objective")}</h3>
          <ol>
            {progress.map((combo, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: combinations are numbered by position
              <li key={i} className={combo.complete ? "zv-complete" : undefined}>
                {w.t("objective.combo", {
                  n: i + 1,
                  items: combo.items.map((k) => tokenName(w, k)).join(" + "),
                })}{" "}
                <em>
                  {combo.complete
                    ? w.t("objective.complete")
                    : w.t("objective.missing", { count: combo.missing })}
                </em>
              </li>
            ))}
          </ol>
        </>
      )}
      {reward && (
        <>
          <h3>{own ? w.t("objective.rewardTitle") : w.t("seat.reward")}</h3>
          <ol>
            {reward.levels.map((level, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: reward levels match combinations by position
              <li key={i}>{w.t("objective.level", { n: i + 1, text: localText(level.text, w.lang) })}</li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
