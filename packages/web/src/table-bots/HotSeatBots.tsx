import { useTranslation } from "react-i18next";
import { LAB_NS, registerLabStrings } from "../pages/mission-lab/i18n/register.ts";
import { BotSeatToggle } from "./BotSeatToggle.tsx";

registerLabStrings();

/**
 * The hot-seat table's bot seats, changed during the game: a player who leaves hands their seat to the survivor
 * bot, one who arrives takes a bot's seat back. `players` are the seats' names in seat order.
 */
export function HotSeatBots({
  players,
  bots,
  onChange,
}: {
  readonly players: readonly string[];
  readonly bots: readonly number[];
  readonly onChange: (bots: readonly number[]) => void;
}) {
  const { t } = useTranslation(LAB_NS);
  return (
    <details className="shortcut-help hot-seat-bots" data-testid="hot-seat-bots">
      <summary>{t("table.botSeats")}</summary>
      <p className="hint">{t("table.botSeatsHint")}</p>
      <ul className="hot-seat-bots-list">
        {players.map((name, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions.
          <li key={i} className="hot-seat-bot">
            {name}{" "}
            <BotSeatToggle
              player={i}
              checked={bots.includes(i)}
              onChange={(on) =>
                onChange(on ? [...bots, i].sort((a, b) => a - b) : bots.filter((b) => b !== i))
              }
            />
          </li>
        ))}
      </ul>
    </details>
  );
}
