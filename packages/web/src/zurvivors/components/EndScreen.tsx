import { Link } from "wouter";
import type { EndSummary } from "../model/result.ts";
import type { Words } from "../model/words.ts";

/** The end of the game: who won and why, and where everyone finished; `again` replays with a new seed. */
export function EndScreen({ w, end, again }: { w: Words; end: EndSummary; again?: string }) {
  return (
    <section
      className="zv-panel zv-end"
      aria-labelledby="zv-end-title"
      data-testid="zv-end"
      data-outcome={end.outcome}
    >
      <h2 id="zv-end-title">{w.t("end.title")}</h2>
      <p className="zv-end-headline" data-testid="zv-end-headline">
        {end.headline}
      </p>
      <p>{end.explanation}</p>
      <h3>{w.t("end.standings")}</h3>
      <ol>
        {end.standings.map((s) => (
          <li
            key={s.seat}
            className={end.winners.includes(s.seat) && end.outcome !== "zombies" ? "zv-winner" : undefined}
          >
            <strong>{s.name}</strong>: {s.text}
          </li>
        ))}
      </ol>
      <p className="zv-buttons">
        {again && (
          <Link href={again} className="button">
            {w.t("table.restart")}
          </Link>
        )}
        <Link href="/zurvivors" className="button button-secondary">
          {w.t("table.newGame")}
        </Link>
      </p>
    </section>
  );
}
