import { useTranslation } from "react-i18next";
import { moduleNamespace } from "../i18n/module-words.ts";
import { TABLE_NS } from "../i18n/register.ts";
import { optionalModes } from "../modes/modes.ts";

interface Props {
  /** Engine module ids of the optional modes switched on. */
  readonly modes: readonly string[];
  readonly undoAnything: boolean;
  /** Modules the mission itself plays with: shown on and not switchable. */
  readonly fixed?: readonly string[];
  /** The rule profile the game plays: its own optional modes are offered (a classic mission: Ultrared, Resurrection). */
  readonly profile?: string;
  readonly onChange: (patch: { modes?: readonly string[]; undoAnything?: boolean }) => void;
}

/** The optional modes the engine offers for the profile (modules marked `switchable`) and the house rule "undo anything". */
export function ModeSwitches({ modes, undoAnything, fixed = [], profile = "2e", onChange }: Props) {
  const { t } = useTranslation(TABLE_NS);
  return (
    <fieldset className="mode-switches">
      <legend>{t("newGame.modes")}</legend>
      {optionalModes(profile).map((id) => (
        <label key={id}>
          <input
            type="checkbox"
            checked={modes.includes(id) || fixed.includes(id)}
            disabled={fixed.includes(id)}
            onChange={(e) =>
              onChange({ modes: e.target.checked ? [...modes, id] : modes.filter((x) => x !== id) })
            }
          />{" "}
          {t("mode.switch", { ns: moduleNamespace(id) })}
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
