import { useTranslation } from "react-i18next";
import { TABLE_NS } from "../i18n/register.ts";
import { OPTIONAL_MODES } from "../modes/modes.ts";

interface Props {
  /** Engine module ids of the optional modes switched on. */
  readonly modes: readonly string[];
  readonly undoAnything: boolean;
  /** Modules the mission itself plays with: shown on and not switchable. */
  readonly fixed?: readonly string[];
  readonly onChange: (patch: { modes?: readonly string[]; undoAnything?: boolean }) => void;
}

/** The optional modes (Dark Zones, Ultrared, Abomination Fest) and the house rule "undo anything". */
export function ModeSwitches({ modes, undoAnything, fixed = [], onChange }: Props) {
  const { t } = useTranslation(TABLE_NS);
  return (
    <fieldset className="mode-switches">
      <legend>{t("newGame.modes")}</legend>
      {OPTIONAL_MODES.map((m) => (
        <label key={m.id}>
          <input
            type="checkbox"
            checked={modes.includes(m.id) || fixed.includes(m.id)}
            disabled={fixed.includes(m.id)}
            onChange={(e) =>
              onChange({ modes: e.target.checked ? [...modes, m.id] : modes.filter((x) => x !== m.id) })
            }
          />{" "}
          {t(`newGame.mode_${m.key}`)}
        </label>
      ))}
      <label>
        <input
          type="checkbox"
          checked={undoAnything}
          onChange={(e) => onChange({ undoAnything: e.target.checked })}
        />{" "}
        {t("newGame.undoAnything")}
      </label>
    </fieldset>
  );
}
