import { trackCells } from "../model/track.ts";
import {
  cityTitle,
  listNames,
  localText,
  placeName,
  seatName,
  survivorColor,
  type Words,
} from "../model/words.ts";
import { pieceColor } from "./piece-color.ts";

function shortLabel(w: Words, kind: string, index: number, start: number): string {
  if (kind === "rescue") return w.t("track.rescueShort");
  if (kind === "start") return w.t("track.startShort");
  if (kind === "hordeEnd") return w.t("track.hordeEndShort");
  return w.t("track.cityShort", { n: index < start ? index : index - 1 });
}

/** The city from the horde's end to the Rescue Card, with the horde and the survivors' pieces. */
export function CityTrack({ w }: { w: Words }) {
  const cells = trackCells(w.view);
  return (
    <section className="zv-panel zv-track-panel" aria-labelledby="zv-track-title">
      <h2 id="zv-track-title">{w.t("track.title")}</h2>
      <ol className="zv-track" data-testid="zv-track">
        {cells.map((cell) => {
          const names = cell.survivors.map((s) => seatName(w, s));
          const city = cell.city?.id ? w.view.set.city.cards.find((c) => c.id === cell.city?.id) : undefined;
          const state = [
            cell.city && !cell.city.faceUp ? w.t("track.faceDown") : null,
            cell.horde ? w.t("track.hordeHere") : null,
            cell.overrun ? w.t("track.overrun") : null,
          ].filter(Boolean);
          const label = w.t("track.cell", {
            place: placeName(w, cell.index),
            state: state.length > 0 ? `, ${state.join(", ")}` : "",
            who: names.length > 0 ? w.t("track.standing", { names: listNames(w, names) }) : "",
          });
          return (
            <li
              key={cell.index}
              className={`zv-cell zv-cell-${cell.kind}${cell.horde ? " zv-cell-horde" : ""}${cell.overrun ? " zv-cell-overrun" : ""}${cell.city && !cell.city.faceUp ? " zv-cell-down" : ""}`}
              aria-label={label}
            >
              <span className="zv-cell-name" aria-hidden="true">
                {shortLabel(w, cell.kind, cell.index, w.view.track.start)}
              </span>
              {city && (
                <span className="zv-cell-text" aria-hidden="true" title={localText(city.text, w.lang)}>
                  {cityTitle(localText(city.text, w.lang))}
                </span>
              )}
              {cell.horde && (
                <span className="zv-horde" aria-hidden="true">
                  {w.t("track.horde")}
                </span>
              )}
              <span className="zv-pieces" aria-hidden="true">
                {cell.survivors.map((s) => (
                  <span key={s} className="zv-piece" style={{ background: pieceColor(survivorColor(w, s)) }}>
                    {seatName(w, s).slice(0, 2)}
                  </span>
                ))}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
