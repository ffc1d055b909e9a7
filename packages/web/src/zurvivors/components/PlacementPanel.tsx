import { TOKEN_KINDS } from "@horda/zurvivors";
import { placementSlots } from "../model/placement.ts";
import { listNames, seatName, type Words } from "../model/words.ts";
import { TokenChip } from "./TokenChip.tsx";

/** This round's placement cards in order (who took which) and the token supply. */
export function PlacementPanel({ w }: { w: Words }) {
  const slots = placementSlots(w);
  const removed =
    w.view.set.placement.cards.filter((c) => c.order <= w.view.seats.length).length - slots.length;
  return (
    <section className="zv-panel zv-placement" aria-labelledby="zv-placement-title">
      <h2 id="zv-placement-title">{w.t("placement.title")}</h2>
      <ol>
        {slots.map((s) => (
          <li key={s.id} className={s.waiting ? "zv-waiting" : "zv-taken"}>
            {w.t("placement.slot", { order: s.order, text: s.text })}
            {s.takenBy.length > 0 && (
              <em>
                {" "}
                —{" "}
                {w.t("placement.taken", {
                  names: listNames(
                    w,
                    s.takenBy.map((x) => seatName(w, x.seat)),
                  ),
                })}
              </em>
            )}
          </li>
        ))}
      </ol>
      {removed > 0 && <p className="zv-hint">{w.t("placement.removed", { count: removed })}</p>}
      <h3>{w.t("supply.title")}</h3>
      <ul className="zv-supply">
        {TOKEN_KINDS.map((k) => (
          <li key={k}>
            <TokenChip w={w} token={k} /> × {w.view.supply[k]}
          </li>
        ))}
      </ul>
    </section>
  );
}
