import type { ZombicideCommand } from "@horda/zombicide";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { commandWords } from "../actions/command-words.ts";
import { moduleNamespace } from "../i18n/module-words.ts";
import { TABLE_NS } from "../i18n/register.ts";
import type { Words } from "../words/words.ts";

interface Props {
  readonly words: Words;
  /** The decision's options: Spawn Zones in spawn order, the cards in draw order. */
  readonly zones: readonly string[];
  readonly cards: readonly string[];
  /** The legal answers (the auto one and every order); only one of them is ever sent. */
  readonly answers: readonly ZombicideCommand[];
  readonly onAnswer: (c: ZombicideCommand) => void;
}

const cardsOf = (c: ZombicideCommand) => (Array.isArray(c.cards) ? (c.cards as string[]).join(",") : null);

/** Distributor (§10): one card per Spawn Zone picked in a list each, or the table's answer (draw order). */
export function DistributeCards({ words, zones, cards, answers, onAnswer }: Props) {
  const { t } = useTranslation(TABLE_NS);
  // The Distributor module's words (modules/skills/distributor/play-words.ts).
  const ns = moduleNamespace("distributor");
  const [order, setOrder] = useState<readonly string[]>(cards);
  const chosen = answers.find((c) => cardsOf(c) === order.join(","));
  const auto = answers.find((c) => c.auto === true);
  return (
    <form
      className="distribute"
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen) onAnswer(chosen);
      }}
    >
      {zones.map((zone, i) => (
        <label key={zone}>
          {t("distribute.zone", { ns, zone })}{" "}
          <select
            value={order[i] ?? ""}
            onChange={(e) => {
              const pick = e.target.value;
              // Swap, so each card stays given once.
              const j = order.indexOf(pick);
              setOrder(order.map((c, k) => (k === i ? pick : k === j ? (order[i] as string) : c)));
            }}
          >
            {cards.map((c) => (
              <option key={c} value={c}>
                #{c}
              </option>
            ))}
          </select>
        </label>
      ))}
      <p>
        <button type="submit" disabled={!chosen}>
          {t("distribute.send", { ns })}
        </button>{" "}
        {auto && (
          <button type="button" onClick={() => onAnswer(auto)}>
            {commandWords(words, auto)}
          </button>
        )}
      </p>
    </form>
  );
}
