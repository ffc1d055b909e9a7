import type { ZombicideCommand } from "@horda/zombicide";
import { useTranslation } from "react-i18next";
import { TABLE_NS } from "../i18n/register.ts";
import type { Words } from "../words/words.ts";

interface Props {
  readonly words: Words;
  /** The legal `sandboxToggleBox` commands: one per box, `on` says which way it would switch. */
  readonly commands: readonly ZombicideCommand[];
  readonly onSend: (c: ZombicideCommand) => void;
}

/** Free mode: one switch per box that put cards in the Equipment and Epic decks; each flip is a table edit. */
export function DeckBoxes({ words, commands, onSend }: Props) {
  const { t } = useTranslation(TABLE_NS);
  if (commands.length === 0) return null;
  return (
    <fieldset className="deck-boxes" data-testid="deck-boxes">
      <legend>{t("sandbox.decks")}</legend>
      {commands.map((c) => (
        <label key={String(c.box)}>
          <input type="checkbox" checked={c.on !== true} onChange={() => onSend(c)} />{" "}
          {t("sandbox.boxInDecks", { box: words.box(String(c.box)) })}
        </label>
      ))}
    </fieldset>
  );
}
