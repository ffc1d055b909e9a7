import { backpackReading, profileById, type ZombicideCommand, type ZombicideView } from "@horda/zombicide";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { TABLE_NS } from "../i18n/register.ts";
import { InventoryGrid } from "../inventory/InventoryGrid.tsx";
import { type Grid, type Grids, gridOf, layoutOf } from "../inventory/slots.ts";
import { useInventoryDraft } from "../inventory/use-inventory-draft.ts";
import type { Words } from "../words/words.ts";

/** The found cards' pile in the draft (not a survivor id: ids are lowercase words). */
const PILE = "#found";

interface Props {
  readonly words: Words;
  readonly view: ZombicideView;
  readonly survivor: string;
  /** The cards found (uids), waiting to be kept or discarded. */
  readonly cards: readonly string[];
  readonly onAnswer: (c: ZombicideCommand) => void;
}

/**
 * Keeping found cards laid out by hand: the survivor's slots beside the pile of found cards; cards move by drag
 * and drop or by two presses, and whatever is left in the pile is discarded (§5, a free reorganisation).
 */
export function KeepCardsLayout({ words, view, survivor, cards, onAnswer }: Props) {
  const { t } = useTranslation(TABLE_NS);
  const s = view.survivors.find((x) => x.id === survivor);
  const bodySlot = profileById(view.profile)?.base.bodySlot === true;
  // One spare pile slot, so a held card can be put down (discarded) without taking a found one.
  const reserve = s ? backpackReading(s, view) : { slots: 0, taken: 0 };
  const { slots, taken } = reserve;
  const base = useMemo((): Grids => {
    if (!s) return {};
    const pile: Grid = { hands: [null, null], backpack: [...cards, null] };
    return { [s.id]: gridOf(s, bodySlot, { slots, taken }), [PILE]: pile };
  }, [s, cards, bodySlot, slots, taken]);
  const draft = useInventoryDraft(base);
  if (!s) return null;
  const edit = { picked: draft.picked, onPick: draft.pick, onMove: draft.move };
  return (
    <section className="keep-layout" aria-label={t("keep.title")}>
      <h3>{t("keep.title")}</h3>
      <p className="hint">{t("keep.hint")}</p>
      <div className="trade-sides">
        <InventoryGrid
          words={words}
          catalog={view.survivorCatalog}
          owner={s.id}
          grid={draft.grids[s.id] as Grid}
          edit={edit}
        />
        <InventoryGrid
          words={words}
          catalog={view.survivorCatalog}
          owner={PILE}
          pile={t("keep.pile")}
          grid={draft.grids[PILE] as Grid}
          edit={edit}
        />
      </div>
      <button
        type="button"
        onClick={() => onAnswer({ type: "keepCards", ...layoutOf(draft.grids[s.id] as Grid) })}
      >
        {t("keep.confirm")}
      </button>
    </section>
  );
}
