import type { ZombicideCommand, ZombicideState } from "@horda/zombicide";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LAB_NS, registerLabStrings } from "../pages/mission-lab/i18n/register.ts";
import { botMove } from "./bot-move.ts";

registerLabStrings();

/** "What would the bot do?": the survivor bot's pick for the acting seat, in words, with a button to play it. */
export function BotHint({
  state,
  acting,
  seed,
  seq,
  describe,
  onSend,
}: {
  state: ZombicideState;
  acting: { readonly seat: string | null; readonly commands: readonly ZombicideCommand[] };
  seed: string;
  seq: number;
  describe: (c: ZombicideCommand) => string;
  onSend: (c: ZombicideCommand) => void;
}) {
  const { t } = useTranslation(LAB_NS);
  const [hint, setHint] = useState<{ seq: number; command: ZombicideCommand | null } | null>(null);
  const shown = hint && hint.seq === seq ? hint : null;
  return (
    <div className="bot-hint" data-testid="bot-hint">
      <button
        type="button"
        disabled={acting.seat === null}
        onClick={() =>
          setHint({
            seq,
            command: acting.seat ? botMove(state, acting.seat, acting.commands, seed, seq) : null,
          })
        }
      >
        {t("table.hint")}
      </button>
      {shown && (
        <p role="status">
          {shown.command ? t("table.hintSays", { what: describe(shown.command) }) : t("table.hintNothing")}{" "}
          {shown.command && (
            <button
              type="button"
              data-testid="bot-hint-play"
              onClick={() => shown.command && onSend(shown.command)}
            >
              {t("table.hintPlay")}
            </button>
          )}
        </p>
      )}
    </div>
  );
}
