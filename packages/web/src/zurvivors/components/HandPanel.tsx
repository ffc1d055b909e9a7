import type { ZCommand } from "@horda/zurvivors";
import { chosenCard, type HandCard } from "../model/hand.ts";
import { cardName, seatName, type Words } from "../model/words.ts";
import { CardFace } from "./CardFace.tsx";

function cardButtons(w: Words, h: HandCard, zombie: boolean, send: (c: ZCommand) => void) {
  return h.commands.map((command) => {
    const label =
      command.type === "escape"
        ? w.t("hand.escape", { combo: command.combo + 1 })
        : zombie && h.zombie
          ? w.t("hand.placeRed", { card: cardName(w, h.card), red: cardName(w, h.card, "red") })
          : w.t("hand.place", { card: cardName(w, h.card) });
    return (
      <button
        key={command.type === "escape" ? `e${command.combo}` : "p"}
        type="button"
        className="zv-play"
        aria-label={label}
        onClick={() => send(command)}
      >
        {command.type === "escape" ? label : w.t("hand.placeShort")}
      </button>
    );
  });
}

/**
 * The viewer's own hand, drawn only from the viewer's view. Each card offers exactly the place/escape
 * commands `legal` lists for it; the other cards are shown without a control.
 */
export function HandPanel({
  w,
  cards,
  placing,
  send,
}: {
  w: Words;
  cards: readonly HandCard[];
  placing: boolean;
  send: (c: ZCommand) => void;
}) {
  const me = w.view.players.find((p) => p.seat === w.view.viewer);
  const chosen = chosenCard(w.view);
  const zombie = me?.zombie ?? false;
  return (
    <section className="zv-panel zv-hand" aria-labelledby="zv-hand-title" data-testid="zv-hand">
      <h2 id="zv-hand-title">{w.t("hand.titleOf", { name: seatName(w, w.view.viewer) })}</h2>
      {chosen && (
        <p className="zv-chosen" role="status">
          {chosen.escape ? w.t("hand.chosenEscape") : w.t("hand.chosen", { card: cardName(w, chosen.card) })}
        </p>
      )}
      {placing && <p className="zv-hint">{w.t("hand.waitPlace")}</p>}
      {placing && zombie && <p className="zv-hint">{w.t("hand.zombieHint")}</p>}
      {cards.length === 0 ? (
        <p>{w.t("hand.empty")}</p>
      ) : (
        <ul className="zv-hand-cards">
          {cards.map((h) => (
            <li key={h.card} className={h.commands.length > 0 ? "zv-playable" : "zv-idle"}>
              <CardFace w={w} card={h.card} side={zombie ? "red" : "blue"} />
              {placing && cardButtons(w, h, zombie, send)}
              {placing && h.escapeOf !== null && h.commands.length === 0 && (
                <small className="zv-card-why" data-testid="escape-why">
                  {h.escapeOf === me?.survivor ? w.t("hand.escapeNotYet") : w.t("hand.escapeOthers")}
                </small>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
