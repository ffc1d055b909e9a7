import type { ZombicideReport } from "@horda/bots/zombicide";
import { useTranslation } from "react-i18next";
import { LAB_NS } from "./i18n/register.ts";
import { labNumbers } from "./lab-numbers.ts";

/**
 * Two estimates side by side, read as one line: how far the first mission's win rate and rounds are from the
 * second's, and whether the two win rates' 95% intervals overlap (if they do, more games may still swap them).
 */
export function LabDifference({ a, b }: { a: ZombicideReport; b: ZombicideReport }) {
  const { t, i18n } = useTranslation(LAB_NS);
  const { one } = labNumbers(i18n.language);
  const signed = (x: number) => `${x > 0 ? "+" : x < 0 ? "−" : "±"}${one(Math.abs(x))}`;
  const points = (a.winRate - b.winRate) * 100;
  const overlap =
    a.winRateInterval.low <= b.winRateInterval.high && b.winRateInterval.low <= a.winRateInterval.high;
  const win =
    a.averageRounds.win !== null && b.averageRounds.win !== null
      ? a.averageRounds.win - b.averageRounds.win
      : null;
  return (
    <p className="lab-difference" data-testid="lab-difference">
      {t("difference", { points: signed(points) })}{" "}
      {win !== null && t("differenceRounds", { rounds: signed(win) })}{" "}
      {t(overlap ? "differenceOverlap" : "differenceClear")}
    </p>
  );
}
