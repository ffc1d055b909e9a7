import type { ItemKind, ZCommand, ZombieItem, ZView } from "@horda/zurvivors";

export interface HandCard {
  readonly card: string;
  readonly item: ItemKind | null;
  readonly zombie: ZombieItem | null;
  /** The survivor whose Escape Card this is. */
  readonly escapeOf: string | null;
  /** What the viewer may do with this card now: exactly the matching commands of `legal`. */
  readonly commands: readonly Extract<ZCommand, { type: "place" | "escape" }>[];
}

/** The viewer's own hand with the legal commands for each card; empty for spectators. */
export function handCards(view: ZView, legal: readonly ZCommand[]): HandCard[] {
  return (view.hand ?? []).map((card) => {
    const item = view.set.items.cards.find((c) => c.id === card);
    const escapeCard = view.set.escape.cards.find((c) => c.id === card);
    return {
      card,
      item: item?.item ?? null,
      zombie: item?.zombie ?? null,
      escapeOf: escapeCard?.survivor ?? null,
      commands: legal.filter(
        (c): c is Extract<ZCommand, { type: "place" | "escape" }> =>
          (c.type === "place" || c.type === "escape") && c.card === card,
      ),
    };
  });
}

/** The viewer's secret card for this step, chosen but not yet revealed. */
export function chosenCard(view: ZView): { card: string; escape: boolean } | null {
  return view.commit ? { card: view.commit.card, escape: view.commit.combo !== null } : null;
}
