import { startSession } from "@horda/table";
import { zombicide } from "@horda/zombicide";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { TABLE_NS } from "../i18n/register.ts";
import { newSeed } from "../setup/options.ts";
import { newGameId, type SavedGame, saveGame } from "../store/game-store.ts";

/**
 * The end screen's ways on: a rematch (the same mission, players and survivors, new dice) or a new game set
 * up from the form with this mission chosen. A campaign's mission leads back to its campaign instead.
 */
export function EndActions({ saved }: { readonly saved: SavedGame }) {
  const { t } = useTranslation(TABLE_NS);
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const rematch = () => {
    const seed = newSeed();
    const started = startSession(zombicide, saved.record.config, seed);
    if (!started.ok) return setError(started.error.message);
    const id = newGameId();
    saveGame({
      id,
      title: saved.title,
      options: { ...saved.options, seed },
      record: started.value.record,
      round: 1,
      savedAt: Date.now(),
    });
    navigate(`/table/${id}`);
  };
  if (saved.campaign)
    return (
      <Link href={`/campaigns/${saved.campaign}?record=${saved.id}`} className="button primary">
        {t("endActions.campaign")}
      </Link>
    );
  return (
    <>
      <button type="button" onClick={rematch}>
        {t("endActions.rematch")}
      </button>{" "}
      <Link href={`/new?playable=${encodeURIComponent(saved.options.playable)}`} className="button">
        {t("endActions.newGame")}
      </Link>
      {error && (
        <span role="alert" className="error">
          {" "}
          {error}
        </span>
      )}
    </>
  );
}
