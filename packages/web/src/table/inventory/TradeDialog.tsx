import { backpackReading, profileById, type ZombicideCommand, type ZombicideView } from "@horda/zombicide";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { TABLE_NS } from "../i18n/register.ts";
import type { Words } from "../words/words.ts";
import { InventoryGrid } from "./InventoryGrid.tsx";
import { type Grid, gridOf, layoutOf } from "./slots.ts";
import { useInventoryDraft } from "./use-inventory-draft.ts";

interface Props {
  readonly words: Words;
  readonly view: ZombicideView;
  /** The acting survivor and the one it trades with (a `reorganize` with `with` from `legal`). */
  readonly survivor: string;
  readonly partner: string;
  readonly onSend: (c: ZombicideCommand) => void;
  readonly onClose: () => void;
}

/**
 * The Trade: both inventories side by side; cards move between any slots (drag and drop, or press a card
 * then a slot), and confirming sends one `reorganize` command with both layouts.
 */
export function TradeDialog({ words, view, survivor, partner, onSend, onClose }: Props) {
  const { t } = useTranslation(TABLE_NS);
  const ref = useRef<HTMLDialogElement>(null);
  const a = view.survivors.find((s) => s.id === survivor);
  const b = view.survivors.find((s) => s.id === partner);
  const bodySlot = profileById(view.profile)?.base.bodySlot === true;
  // The engine's reading of each Backpack (slots a classic Wounded card fills), as numbers the memo can compare.
  const [aSlots, aTaken, bSlots, bTaken] = [a, b].flatMap((x) => {
    const r = x ? backpackReading(x, view) : { slots: 0, taken: 0 };
    return [r.slots, r.taken];
  });
  const base = useMemo(
    () =>
      a && b
        ? {
            [a.id]: gridOf(a, bodySlot, { slots: aSlots ?? 0, taken: aTaken ?? 0 }),
            [b.id]: gridOf(b, bodySlot, { slots: bSlots ?? 0, taken: bTaken ?? 0 }),
          }
        : {},
    [a, b, bodySlot, aSlots, aTaken, bSlots, bTaken],
  );
  const draft = useInventoryDraft(base);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal?.();
    return () => d?.close?.();
  }, []);
  if (!a || !b) return null;
  const mine = draft.grids[a.id] as Grid;
  const theirs = draft.grids[b.id] as Grid;
  const edit = { picked: draft.picked, onPick: draft.pick, onMove: draft.move };
  const confirm = () => {
    onSend({
      type: "reorganize",
      survivor: a.id,
      mine: layoutOf(mine),
      with: b.id,
      theirs: layoutOf(theirs),
    });
    onClose();
  };
  return (
    <dialog
      ref={ref}
      className="trade-dialog"
      aria-labelledby="trade-title"
      data-testid="trade"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id="trade-title">{t("trade.title", { a: words.survivor(a.id), b: words.survivor(b.id) })}</h2>
      <p className="hint">{t("inventory.hint")}</p>
      <div className="trade-sides">
        {[a, b].map((s) => (
          <section key={s.id} aria-label={words.survivor(s.id)}>
            <h3>{words.survivor(s.id)}</h3>
            <InventoryGrid
              words={words}
              catalog={view.survivorCatalog}
              owner={s.id}
              grid={draft.grids[s.id] as Grid}
              edit={edit}
            />
          </section>
        ))}
      </div>
      <p className="trade-buttons">
        <button type="button" disabled={!draft.changed} onClick={confirm}>
          {t("trade.confirm")}
        </button>{" "}
        <button type="button" onClick={draft.reset} disabled={!draft.changed}>
          {t("inventory.reset")}
        </button>{" "}
        <button type="button" onClick={onClose}>
          {t("trade.cancel")}
        </button>
      </p>
    </dialog>
  );
}
