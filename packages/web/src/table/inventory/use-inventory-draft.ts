import { useCallback, useState } from "react";
import { cardAt, type Grids, moveCard, type SlotRef, sameInventory, sameSlot } from "./slots.ts";

/**
 * A layout being arranged before it is sent: cards moved by drag and drop or by picking a card then a slot
 * (the keyboard way). It starts again from `base` whenever the game's inventories change.
 */
export function useInventoryDraft(base: Grids) {
  const [draft, setDraft] = useState<{ base: Grids; grids: Grids; picked: SlotRef | null }>({
    base,
    grids: base,
    picked: null,
  });
  const current = draft.base === base ? draft : { base, grids: base, picked: null };
  const move = useCallback(
    (from: SlotRef, to: SlotRef) =>
      setDraft((d) => {
        const from0 = d.base === base ? d : { base, grids: base, picked: null };
        return { base, grids: moveCard(from0.grids, from, to), picked: null };
      }),
    [base],
  );
  const pick = useCallback(
    (r: SlotRef) =>
      setDraft((d) => {
        const now = d.base === base ? d : { base, grids: base, picked: null };
        if (now.picked === null) return cardAt(now.grids, r) === null ? now : { ...now, picked: r };
        if (sameSlot(now.picked, r)) return { ...now, picked: null };
        return { base, grids: moveCard(now.grids, now.picked, r), picked: null };
      }),
    [base],
  );
  const reset = useCallback(() => setDraft({ base, grids: base, picked: null }), [base]);
  const changed = Object.keys(base).some((k) => {
    const a = base[k];
    const b = current.grids[k];
    return !a || !b || !sameInventory(a, b);
  });
  return { grids: current.grids, picked: current.picked, move, pick, reset, changed };
}
