import type { CampaignRecord } from "@horda/zombicide";
import { useTranslation } from "react-i18next";
import { BotSeatToggle } from "../table-bots/BotSeatToggle.tsx";
import { CAMPAIGN_NS } from "./i18n.ts";
import { tableSeats } from "./mission-game.ts";
import type { CampaignNames } from "./names.ts";

/**
 * The campaign's seats before a hot-seat mission: each player's name and survivors, and whether the survivor
 * bot plays the seat at this device's table (changed here between missions).
 */
export function CampaignSeats({
  record,
  names,
  bots,
  onChange,
}: {
  readonly record: CampaignRecord;
  readonly names: CampaignNames;
  readonly bots: readonly string[];
  readonly onChange: (bots: readonly string[]) => void;
}) {
  const { t } = useTranslation(CAMPAIGN_NS);
  return (
    <fieldset className="campaign-seats" data-testid="campaign-seats">
      <legend>{t("page.seats")}</legend>
      <ul>
        {tableSeats(record).map((seat, i) => {
          if (!record.seats.includes(seat)) return null;
          const survivors = record.sheets
            .filter((s) => s.seat === seat && s.status === "active")
            .map((s) => names.survivor(s.survivor));
          return (
            <li key={seat}>
              <strong>{names.player(seat)}</strong>: {survivors.join(", ") || "—"}
              <BotSeatToggle
                player={i}
                checked={bots.includes(seat)}
                onChange={(on) => onChange(on ? [...bots, seat] : bots.filter((b) => b !== seat))}
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
