import { backpackReading, profileById, type ZombicideCommand, type ZombicideView } from "@horda/zombicide";
import { memo, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { commandWords } from "../actions/command-words.ts";
import { survivorNote } from "../board/survivor-note.ts";
import { TABLE_NS } from "../i18n/register.ts";
import { InventoryGrid } from "../inventory/InventoryGrid.tsx";
import { type Grid, gridOf, type Layout, layoutOf } from "../inventory/slots.ts";
import { useInventoryDraft } from "../inventory/use-inventory-draft.ts";
import type { Words } from "../words/words.ts";
import { AdrenalineBar } from "./AdrenalineBar.tsx";
import { SkillList } from "./SkillList.tsx";
import { SurvivorName, survivorStateWord } from "./SurvivorName.tsx";
import { UnverifiedMark } from "./UnverifiedMark.tsx";
import { VipTrophies } from "./VipTrophies.tsx";
import { WoundCards } from "./WoundCards.tsx";
import { ZombivorBadge } from "./ZombivorBadge.tsx";

interface Props {
  readonly words: Words;
  readonly view: ZombicideView;
  readonly survivor: ZombicideView["survivors"][number];
  readonly colour: string;
  readonly seatName: string;
  readonly selected: boolean;
  /** Present when this survivor may be chosen to act now. */
  readonly onSelect?: (survivor: string) => void;
  /** Present when `legal` offers this survivor a Reorganize: the cards can be moved, then this sends the layout. */
  readonly onReorganize?: (survivor: string, mine: Layout) => void;
  /** The `eat` commands `legal` offers this survivor now (food cards), shown as buttons under the cards. */
  readonly eats?: readonly ZombicideCommand[];
  readonly onSend?: (c: ZombicideCommand) => void;
}

/** A survivor's dashboard: wounds, adrenaline (XP) and danger level, actions left, skills, hands, body and backpack. */
export const SurvivorCard = memo(function SurvivorCard({
  words,
  view,
  survivor: s,
  colour,
  seatName,
  selected,
  onSelect,
  onReorganize,
  eats = [],
  onSend,
}: Props) {
  const { t } = useTranslation(TABLE_NS);
  const bodySlot = profileById(view.profile)?.base.bodySlot === true;
  const reserve = backpackReading(s, view);
  const base = useMemo(
    () => ({ [s.id]: gridOf(s, bodySlot, { slots: reserve.slots, taken: reserve.taken }) }),
    [s, bodySlot, reserve.slots, reserve.taken],
  );
  const draft = useInventoryDraft(base);
  const grid = (onReorganize ? draft.grids[s.id] : base[s.id]) as Grid;
  const idCard = s.card ? view.survivorCatalog.survivors[s.card] : undefined;
  const name = words.survivor(s.id);
  const note = survivorNote(words, s, view.cars);
  const state = survivorStateWord(t, view, s);
  return (
    <article
      className={`survivor-card${selected ? " selected" : ""}${s.eliminated ? " eliminated" : ""}`}
      style={{ borderColor: colour }}
      aria-labelledby={`survivor-${s.id}`}
      data-testid={`survivor-${s.id}`}
    >
      <header>
        <SurvivorName id={s.id} name={name} selected={selected} onSelect={onSelect} />
        <span className="seat-chip" style={{ background: colour }}>
          {t("dashboard.seat", { seat: seatName })}
        </span>
        <ZombivorBadge view={view} survivor={s} />
        {idCard?.unverified && <UnverifiedMark />}
      </header>
      <p className="wounds" data-testid="wounds">
        {t("dashboard.wounds", { wounds: s.wounds, health: s.health })} · {s.zone}
        {!state && (
          <>
            {" "}
            ·{" "}
            <strong data-testid="actions-left">
              {view.turn.active === s.id
                ? t("dashboard.actions", { count: s.actionsLeft })
                : t("shell.turnNotStarted")}
            </strong>
          </>
        )}
        {state && <> · {state}</>}
      </p>
      {note && (
        <p className="survivor-note" data-testid="note">
          {note}
        </p>
      )}
      <WoundCards words={words} view={view} survivor={s.id} />
      <VipTrophies words={words} view={view} survivor={s.id} />
      <AdrenalineBar adrenaline={s.adrenaline} laps={s.ultraredLaps} points={words.points} />
      <p className="skills">
        {t("dashboard.skills")}: <SkillList words={words} skills={s.skills} />
      </p>
      <InventoryGrid
        words={words}
        catalog={view.survivorCatalog}
        owner={s.id}
        grid={grid}
        edit={onReorganize && { picked: draft.picked, onPick: draft.pick, onMove: draft.move }}
      />
      {eats.length > 0 && onSend && (
        <p className="eat-buttons">
          {eats.map((c) => (
            <button key={String(c.card)} type="button" onClick={() => onSend(c)}>
              {commandWords(words, c)}
            </button>
          ))}
        </p>
      )}
      {onReorganize && !draft.changed && <p className="hint">{t("inventory.hint")}</p>}
      {onReorganize && draft.changed && (
        <p className="inventory-confirm">
          <button type="button" onClick={() => onReorganize(s.id, layoutOf(grid))}>
            {t("inventory.confirm")}
          </button>{" "}
          <button type="button" onClick={draft.reset}>
            {t("inventory.reset")}
          </button>
        </p>
      )}
    </article>
  );
});
