import type { ZombicideView } from "@horda/zombicide";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { survivorNote } from "../board/survivor-note.ts";
import { TABLE_NS } from "../i18n/register.ts";
import type { Words } from "../words/words.ts";
import { dogHeldCard } from "./dog-held.ts";
import { SurvivorName, survivorStateWord } from "./SurvivorName.tsx";
import { ZombivorBadge } from "./ZombivorBadge.tsx";

interface Props {
  readonly words: Words;
  readonly view: ZombicideView;
  readonly survivor: ZombicideView["survivors"][number];
  readonly colour: string;
  readonly seatName: string;
  /** Present when this survivor may be chosen to act now. */
  readonly onSelect?: ((survivor: string) => void) | undefined;
}

/**
 * A survivor who is not acting now, in a few lines: name and player, wounds, zone and state, the cards held.
 * The acting survivor gets the whole dashboard; the others stay in view without pushing the board away.
 */
export const CompactSurvivorCard = memo(function CompactSurvivorCard({
  words,
  view,
  survivor: s,
  colour,
  seatName,
  onSelect,
}: Props) {
  const { t } = useTranslation(TABLE_NS);
  const name = words.survivor(s.id);
  const note = survivorNote(words, s, view.cars);
  const state = survivorStateWord(t, view, s);
  const held = [...s.hands, ...s.backpack].filter((c): c is string => c !== null).map(words.card);
  // The Body slot's card (Black Plague), said as worn.
  const worn = s.body ? [...held, t("dashboard.worn", { card: words.card(s.body) })] : held;
  // A dog's card in its mouth (Canine Companions), kept apart from any inventory.
  const mouth = dogHeldCard(view, s.id);
  const cards = mouth ? [...worn, t("dashboard.inMouth", { card: words.card(mouth) })] : worn;
  return (
    <article
      className={`survivor-card compact${s.eliminated ? " eliminated" : ""}`}
      style={{ borderColor: colour }}
      aria-labelledby={`survivor-${s.id}`}
      data-testid={`survivor-${s.id}`}
    >
      <header>
        <SurvivorName id={s.id} name={name} selected={false} onSelect={onSelect} />
        <span className="seat-chip" style={{ background: colour }}>
          {seatName}
        </span>
        <ZombivorBadge view={view} survivor={s} />
      </header>
      <p className="wounds" data-testid="wounds">
        {t("dashboard.wounds", { wounds: s.wounds, health: s.health })} · {s.zone}
        {view.turn.active === s.id && <> · {t("dashboard.actions", { count: s.actionsLeft })}</>}
        {state && <> · {state}</>}
      </p>
      {note && <p className="survivor-note">{note}</p>}
      <p className="compact-cards">{words.list(cards)}</p>
    </article>
  );
});
