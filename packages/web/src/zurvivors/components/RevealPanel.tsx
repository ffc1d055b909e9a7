import type { RevealedCard } from "../model/reveal.ts";
import { seatName, type Words } from "../model/words.ts";
import { CardFace } from "./CardFace.tsx";

/** The latest simultaneous reveal: every placed card, turned up at once for everyone. */
export function RevealPanel({ w, cards }: { w: Words; cards: readonly RevealedCard[] | null }) {
  return (
    <section className="zv-panel zv-reveal" aria-labelledby="zv-reveal-title" data-testid="zv-reveal">
      <h2 id="zv-reveal-title">{w.t("reveal.title")}</h2>
      {!cards ? (
        <p>{w.t("reveal.none")}</p>
      ) : (
        <ul>
          {cards.map((c) => (
            <li key={c.seat}>
              <span className="zv-reveal-name">{seatName(w, c.seat)}</span>{" "}
              <CardFace w={w} card={c.card} side={c.zombie ? "red" : "blue"} />
              {c.escape && <span className="badge">{w.t("reveal.escape")}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
