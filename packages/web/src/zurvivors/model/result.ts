import type { Seat } from "@horda/table";
import { isItemKind, type ZView } from "@horda/zurvivors";
import { listNames, placeName, seatName, type Words } from "./words.ts";

export type EndReason = "rescued" | "zombies" | "closest" | "tokens" | "shared";

export interface EndSummary {
  readonly outcome: "rescued" | "closest" | "zombies";
  readonly winners: readonly Seat[];
  readonly reason: EndReason;
  readonly headline: string;
  readonly explanation: string;
  readonly standings: readonly { seat: Seat; name: string; text: string }[];
}

const itemTokens = (view: ZView, seat: Seat) =>
  view.players.find((p) => p.seat === seat)?.backpack.filter(isItemKind).length ?? 0;

/** Why the game ended, in the words of the End of Game rule (our wording), or null while it goes on. */
export function endSummary(w: Words): EndSummary | null {
  const { view } = w;
  const result = view.result;
  if (!result) return null;
  const winners = result.winners;
  const names = listNames(
    w,
    winners.map((s) => seatName(w, s)),
  );
  let reason: EndReason = result.outcome === "rescued" ? "rescued" : "zombies";
  if (result.outcome === "closest") {
    const alive = view.players.filter((p) => !p.zombie);
    const best = Math.max(...alive.map((p) => p.pos));
    const closest = alive.filter((p) => p.pos === best);
    reason = closest.length === 1 ? "closest" : winners.length === 1 ? "tokens" : "shared";
  }
  const winner = winners[0] ?? "";
  const headline =
    result.outcome === "zombies"
      ? w.t("end.zombiesWin")
      : w.t("end.winners", { count: winners.length, names });
  const explanation = w.t(`end.reason.${reason}`, {
    names,
    place: placeName(w, view.players.find((p) => p.seat === winner)?.pos ?? 0),
    tokens: itemTokens(view, winner),
  });
  const standings = [...view.players]
    .sort((a, b) => Number(a.zombie) - Number(b.zombie) || b.pos - a.pos)
    .map((p) => ({
      seat: p.seat,
      name: seatName(w, p.seat),
      text: p.zombie
        ? w.t("end.zombie")
        : w.t("end.standing", { place: placeName(w, p.pos), count: itemTokens(view, p.seat) }),
    }));
  return { outcome: result.outcome, winners, reason, headline, explanation, standings };
}
