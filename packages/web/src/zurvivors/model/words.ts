import type { Seat } from "@horda/table";
import type { ItemKind, TokenKind, ZombieItem, ZView } from "@horda/zurvivors";

/** A translator bound to the "zurvivors" namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export type Lang = "en" | "pt-BR";

/** Everything needed to put the table into words: the translator, the language and the view. */
export interface Words {
  readonly t: Translate;
  readonly lang: Lang;
  readonly view: ZView;
}

export function langOf(code: string | undefined): Lang {
  return code?.toLowerCase().startsWith("pt") ? "pt-BR" : "en";
}

export function localText(text: { en: string; "pt-BR": string }, lang: Lang): string {
  return text[lang];
}

export function survivorOf(w: Words, seat: Seat): string {
  return w.view.players.find((p) => p.seat === seat)?.survivor ?? seat;
}

/** A seat by its survivor's name (the wooden piece people see on the table). */
export function seatName(w: Words, seat: Seat): string {
  const id = survivorOf(w, seat);
  const card = w.view.set.survivors.cards.find((c) => c.id === id);
  return card ? localText(card.names, w.lang) : seat;
}

export function survivorColor(w: Words, seat: Seat): string {
  const id = survivorOf(w, seat);
  return w.view.set.survivors.cards.find((c) => c.id === id)?.color ?? "gray";
}

export function tokenName(w: Words, kind: TokenKind | ItemKind): string {
  return w.t(`token.${kind}`);
}

export function zombieItemName(w: Words, kind: ZombieItem): string {
  return localText(w.view.set.items.zombieItems[kind], w.lang);
}

/** How a card reads face up: an item card by its blue item (or red side for zombies), or an Escape Card. */
export function cardName(w: Words, card: string, side: "blue" | "red" = "blue"): string {
  const item = w.view.set.items.cards.find((c) => c.id === card);
  if (item) return side === "red" ? zombieItemName(w, item.zombie) : tokenName(w, item.item);
  const escapeCard = w.view.set.escape.cards.find((c) => c.id === card);
  if (escapeCard) {
    const survivor = w.view.set.survivors.cards.find((c) => c.id === escapeCard.survivor);
    return w.t("card.escape", { name: survivor ? localText(survivor.names, w.lang) : escapeCard.survivor });
  }
  return card;
}

/** A place on the city track in words. */
export function placeName(w: Words, index: number): string {
  const { track } = w.view;
  if (index >= track.rescue) return w.t("track.rescue");
  if (index === track.start) return w.t("track.start");
  if (index <= 0) return w.t("track.hordeEnd");
  const card = track.cards[index];
  const city = card?.id ? w.view.set.city.cards.find((c) => c.id === card.id) : undefined;
  const n = index < track.start ? index : index - 1;
  return city
    ? w.t("track.cityNamed", { n, name: cityTitle(localText(city.text, w.lang)) })
    : w.t("track.city", { n });
}

/** City card texts read "Name: effect."; the name is the part before the colon. */
export function cityTitle(text: string): string {
  const i = text.indexOf(":");
  return i > 0 ? text.slice(0, i) : text;
}

export function listNames(w: Words, names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return w.t("list", { head: names.slice(0, -1).join(", "), last: names[names.length - 1] });
}
