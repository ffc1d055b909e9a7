import type { ZombicideCommand } from "@horda/zombicide";
import { useTranslation } from "react-i18next";
import { TABLE_NS } from "../i18n/register.ts";
import type { Words } from "../words/words.ts";

interface Props {
  readonly words: Words;
  /** The acting seat's legal commands. */
  readonly commands: readonly ZombicideCommand[];
  /** The survivor the controls act for. */
  readonly survivor: string | null;
  readonly onTrade: (survivor: string, partner: string) => void;
}

/** Survivors the selected one may trade with, from its `reorganize` commands that name a partner. */
export function tradePartners(commands: readonly ZombicideCommand[], survivor: string | null): string[] {
  const out = commands.flatMap((c) =>
    c.type === "reorganize" && c.survivor === survivor && typeof c.with === "string" ? [c.with] : [],
  );
  return [...new Set(out)];
}

/** "Trade with …" buttons, one per partner in the zone; each opens the trade dialog. */
export function TradeButtons({ words, commands, survivor, onTrade }: Props) {
  const { t } = useTranslation(TABLE_NS);
  const partners = tradePartners(commands, survivor);
  if (!survivor || partners.length === 0) return null;
  return (
    <ul className="action-list trade-list">
      {partners.map((p) => (
        <li key={p}>
          <button type="button" onClick={() => onTrade(survivor, p)}>
            {t("trade.open", { with: words.survivor(p) })}
          </button>
        </li>
      ))}
    </ul>
  );
}
