import type { ZombicideCommand } from "@horda/zombicide";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TABLE_NS } from "../i18n/register.ts";
import type { Words } from "../words/words.ts";

interface Props {
  readonly words: Words;
  /** The legal sandboxDrawCard commands: every survivor with room × every card still in a deck. */
  readonly commands: readonly ZombicideCommand[];
  readonly onSend: (c: ZombicideCommand) => void;
}

/**
 * Free mode's "draw a specific card": pick a survivor and a card from the decks, and give it; one row, the
 * selects named for screen readers only (they show a survivor and a card).
 */
export function DrawCardForm({ words, commands, onSend }: Props) {
  const { t } = useTranslation(TABLE_NS);
  const survivors = [...new Set(commands.map((c) => String(c.survivor)))];
  const cards = [...new Set(commands.map((c) => String(c.card)))].sort((a, b) =>
    words.card(a).localeCompare(words.card(b)),
  );
  const [survivor, setSurvivor] = useState("");
  const [card, setCard] = useState("");
  const who = survivors.includes(survivor) ? survivor : (survivors[0] ?? "");
  const what = cards.includes(card) ? card : (cards[0] ?? "");
  const command = commands.find((c) => c.survivor === who && c.card === what);
  if (commands.length === 0) return null;
  return (
    <fieldset className="draw-card" data-testid="draw-card">
      <legend>{t("sandbox.drawTitle")}</legend>
      <label>
        <span className="visually-hidden">{t("sandbox.drawSurvivor")}</span>
        <select value={who} onChange={(e) => setSurvivor(e.target.value)}>
          {survivors.map((id) => (
            <option key={id} value={id}>
              {words.survivor(id)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="visually-hidden">{t("sandbox.drawCard")}</span>
        <select value={what} onChange={(e) => setCard(e.target.value)}>
          {cards.map((id) => (
            <option key={id} value={id}>
              {words.card(id)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" disabled={!command} onClick={() => command && onSend(command)}>
        {t("sandbox.draw")}
      </button>
    </fieldset>
  );
}
