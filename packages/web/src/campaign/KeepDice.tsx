import { BREAK_FACE, type MissionHistory } from "@horda/zombicide";
import { useTranslation } from "react-i18next";
import { CAMPAIGN_NS } from "./i18n.ts";
import type { CampaignNames } from "./names.ts";

const FACES = ["⚀", "⚁", "⚂", "⚃", "⚄", "⚅"];

/** A mission's Keep rolls as All-Out dice (the Break face marked), each card kept or lost; cards lost unrolled. */
export function KeepDice({
  entry,
  names,
}: {
  readonly entry: MissionHistory;
  readonly names: CampaignNames;
}) {
  const { t } = useTranslation(CAMPAIGN_NS);
  return (
    <section className="keep-rolls" data-testid="keep-rolls">
      <h2>{t("page.keepRolls", { n: entry.mission + 1 })}</h2>
      {entry.keepRolls.length === 0 && <p>{t("page.noKeepRolls")}</p>}
      <ul>
        {entry.keepRolls.map((r, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: rolls are in order; a card may be rolled twice.
            key={i}
            className={r.kept ? "keep-kept" : "keep-lost"}
            data-testid="keep-roll"
          >
            <span className="keep-what">
              {names.survivor(r.survivor)}: {names.card(r.card)} (Keep {r.keep})
            </span>{" "}
            <span className="all-out-dice">
              {r.dice.map((d, j) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: dice are positions in the roll.
                  key={j}
                  role="img"
                  className={`all-out-die${d === BREAK_FACE ? " break" : ""}`}
                  aria-label={d === BREAK_FACE ? t("page.dieBreak") : t("page.die", { value: d })}
                >
                  {d === BREAK_FACE ? "✖" : FACES[d - 1]}
                </span>
              ))}
            </span>{" "}
            <strong>{r.kept ? t("page.kept") : t("page.lost")}</strong>
          </li>
        ))}
      </ul>
      {entry.discarded.length > 0 && (
        <p className="hint">
          {t("page.discarded", {
            cards: entry.discarded
              .map(
                (d) =>
                  `${names.card(d.card)} (${names.survivor(d.survivor)}, ${t(`page.why_${d.why === "no-keep" ? "noKeep" : d.why}`)})`,
              )
              .join(", "),
          })}
        </p>
      )}
    </section>
  );
}
