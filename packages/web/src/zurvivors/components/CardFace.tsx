import { cardName, type Words } from "../model/words.ts";

/**
 * A card drawn as a plain schematic: an item card shows its blue (survivor) side large and its red
 * (zombie) side small; an Escape Card shows whose it is. `data-card` names the card for tests.
 */
export function CardFace({ w, card, side = "blue" }: { w: Words; card: string; side?: "blue" | "red" }) {
  const item = w.view.set.items.cards.find((c) => c.id === card);
  if (!item) {
    return (
      <span className="zv-card zv-card-escape" data-card={card}>
        <span className="zv-card-main">{cardName(w, card)}</span>
      </span>
    );
  }
  const blue = cardName(w, card, "blue");
  const red = cardName(w, card, "red");
  return (
    <span
      className={`zv-card zv-card-item zv-side-${side} zv-item-${item.item}`}
      data-card={card}
      // The first-aid kit's star: the rare item that stands in for any other (its meaning on hover and to readers).
      title={item.item === "firstAid" && side === "blue" ? w.t("card.firstAidStar") : undefined}
    >
      <span className="zv-card-main">{side === "red" ? red : blue}</span>
      <span className="zv-card-other" aria-hidden="true">
        {side === "red" ? blue : red}
      </span>
    </span>
  );
}
