import { listNames, seatName, type Words } from "../model/words.ts";

/** Round, the time cards, the first player, and whom the table is waiting for. */
export function StatusBar({ w, botsBusy }: { w: Words; botsBusy: boolean }) {
  const { view } = w;
  const waiting = [...new Set(view.pending.map((d) => d.seat))].map((s) => seatName(w, s));
  const hours = Array.from({ length: 6 }, (_, i) => 6 - i);
  return (
    <div className="zv-status" data-testid="zv-status">
      <p className="zv-round">{w.t("table.round", { round: view.round })}</p>
      <ol className="zv-time" aria-label={w.t("table.timeLabel", { time: view.time, round: view.round })}>
        {hours.map((h) => (
          <li
            key={h}
            className={h === view.time ? "zv-hour-now" : h > view.time ? "zv-hour-gone" : "zv-hour-left"}
          >
            {h}:00
          </li>
        ))}
      </ol>
      <p>{w.t("table.first", { name: seatName(w, view.firstPlayer) })}</p>
      <p>{w.t("table.deck", { count: view.deckSize })}</p>
      <p role="status" className="zv-waiting-for">
        {waiting.length > 0 ? w.t("table.waiting", { names: listNames(w, waiting) }) : ""}
        {botsBusy && <span className="zv-busy"> {w.t("table.botsThinking")}</span>}
      </p>
    </div>
  );
}
