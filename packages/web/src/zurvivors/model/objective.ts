import type { Seat } from "@horda/table";
import { type ItemKind, isItemKind, payCombination, type ZView } from "@horda/zurvivors";

export interface ComboProgress {
  readonly items: readonly ItemKind[];
  /** Items still missing with the placed cards and backpack tokens (first-aid kits fill any gap). */
  readonly missing: number;
  readonly complete: boolean;
}

/** A seat's objective card, combination by combination, as far as this view shows it. */
export function objectiveProgress(view: ZView, seat: Seat): ComboProgress[] | null {
  const p = view.players.find((x) => x.seat === seat);
  if (!p?.objective) return null;
  const objective = view.set.objectives.cards.find((c) => c.id === p.objective);
  if (!objective) return null;
  const cards = p.placed.flatMap((card) => {
    const item = view.set.items.cards.find((c) => c.id === card);
    return item ? [{ kind: item.item, card }] : [];
  });
  const tokens = p.backpack.flatMap((kind, slot) => (isItemKind(kind) ? [{ kind, slot }] : []));
  return objective.combinations.map((items) => {
    const { missing } = payCombination(items, cards, tokens);
    return { items, missing, complete: missing === 0 };
  });
}
