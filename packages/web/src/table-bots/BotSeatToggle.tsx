import { useTranslation } from "react-i18next";
import { LAB_NS, registerLabStrings } from "../pages/mission-lab/i18n/register.ts";

registerLabStrings();

/** The new-game form's "Bot" box beside a player's name: that seat is played by the survivor bot. */
export function BotSeatToggle({
  player,
  checked,
  onChange,
}: {
  player: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation(LAB_NS);
  return (
    <label className="bot-seat" title={t("table.botSeatHelp")}>
      <input
        type="checkbox"
        checked={checked}
        aria-label={`${t("table.botSeat")} ${player + 1}`}
        onChange={(e) => onChange(e.target.checked)}
      />{" "}
      {t("table.botSeat")}
    </label>
  );
}
