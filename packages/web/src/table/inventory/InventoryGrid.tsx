import type { ZombicideView } from "@horda/zombicide";
import type { DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { CardFace, cardRole } from "../dashboard/CardLine.tsx";
import { TABLE_NS } from "../i18n/register.ts";
import { cardId, type Words } from "../words/words.ts";
import { type Grid, type SlotArea, type SlotRef, sameSlot } from "./slots.ts";

const MIME = "application/x-horda-slot";

interface Props {
  readonly words: Words;
  readonly catalog: ZombicideView["survivorCatalog"];
  readonly owner: string;
  readonly grid: Grid;
  /** A loose pile of cards instead of an inventory (found cards to keep): its name, and no Hands. */
  readonly pile?: string;
  /** Present when cards may be moved: slots become buttons, drag sources and drop targets. */
  readonly edit?: {
    readonly picked: SlotRef | null;
    readonly onPick: (r: SlotRef) => void;
    readonly onMove: (from: SlotRef, to: SlotRef) => void;
  };
}

/**
 * A survivor's Hands, Body slot (when the rules give one) and Backpack slots; editable ones move cards by drag and
 * drop or by two presses.
 */
export function InventoryGrid({ words, catalog, owner, grid, pile, edit }: Props) {
  const { t } = useTranslation(TABLE_NS);
  const slot = (area: SlotArea, index: number, uid: string | null) => {
    const ref: SlotRef = { owner, area, index };
    const face = <CardFace words={words} catalog={catalog} uid={uid} />;
    const cls = uid === null ? "slot empty" : `slot slot-${cardRole(catalog.equipment[cardId(uid)])}`;
    if (!edit)
      return (
        <li key={`${area}${index}`} className={cls}>
          {face}
        </li>
      );
    const name = t(
      area === "hand"
        ? "inventory.hand"
        : area === "body"
          ? "inventory.bodySlot"
          : pile
            ? "inventory.pileSlot"
            : "inventory.backpackSlot",
      {
        n: index + 1,
        pile,
      },
    );
    const picked = edit.picked !== null && sameSlot(edit.picked, ref);
    const onDrop = (e: DragEvent) => {
      const raw = e.dataTransfer.getData(MIME);
      if (!raw) return;
      e.preventDefault();
      edit.onMove(JSON.parse(raw) as SlotRef, ref);
    };
    return (
      <li
        key={`${area}${index}`}
        className={`${cls} drop-slot`}
        data-slot={`${owner}:${area}:${index}`}
        onDragOver={(e) => {
          e.preventDefault();
          e.currentTarget.classList.add("drag-over");
        }}
        onDragLeave={(e) => e.currentTarget.classList.remove("drag-over")}
        onDrop={(e) => {
          e.currentTarget.classList.remove("drag-over");
          onDrop(e);
        }}
      >
        <button
          type="button"
          className="slot-button"
          draggable={uid !== null}
          aria-pressed={picked}
          aria-label={t("inventory.slot", {
            slot: name,
            card: uid ? words.card(uid) : t("dashboard.emptySlot"),
          })}
          onDragStart={(e) => {
            e.dataTransfer.setData(MIME, JSON.stringify(ref));
            e.dataTransfer.effectAllowed = "move";
          }}
          onClick={() => edit.onPick(ref)}
        >
          {face}
        </button>
      </li>
    );
  };
  return (
    <fieldset
      className={`inventory${edit ? " editable" : ""}`}
      aria-label={pile ?? t("inventory.of", { survivor: words.survivor(owner) })}
    >
      {!pile && <h4>{t("dashboard.hands")}</h4>}
      {!pile && (
        <ul className={edit ? "slot-list" : undefined}>{grid.hands.map((c, i) => slot("hand", i, c))}</ul>
      )}
      {!pile && grid.body !== undefined && (
        <>
          <h4>{t("dashboard.body")}</h4>
          <ul className={edit ? "slot-list body-slot" : "body-slot"} data-testid="body-slot">
            {slot("body", 0, grid.body)}
          </ul>
        </>
      )}
      <h4>{pile ?? t("dashboard.backpack")}</h4>
      <ul className={edit ? "slot-list" : undefined}>
        {grid.backpack.map((c, i) => slot("backpack", i, c))}
        {/* Slots a rule fills (a classic Wounded card): shown, never a place for a card. */}
        {Array.from({ length: grid.taken ?? 0 }, (_, n) => `taken${n}`).map((key) => (
          <li key={key} className="slot taken" data-testid="taken-slot" title={t("inventory.takenHint")}>
            {t("inventory.taken")}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
