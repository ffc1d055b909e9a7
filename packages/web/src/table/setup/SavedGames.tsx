import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { TABLE_NS } from "../i18n/register.ts";
import { deleteGame, listGames } from "../store/game-store.ts";
import { playerName } from "../words/player-name.ts";

/** When a game was saved, in the reader's language: two copies of one game are told apart by it. */
function savedWhen(savedAt: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(savedAt);
}

/** The games kept on this device, newest first, to continue or delete. */
export function SavedGames({ titleOf }: { readonly titleOf?: (playable: string) => string | null }) {
  const { t, i18n } = useTranslation(TABLE_NS);
  const [games, setGames] = useState(() => listGames());
  return (
    <section className="saved-games" aria-labelledby="saved-title">
      <h2 id="saved-title">{t("newGame.continueTitle")}</h2>
      <p className="hint">{t("newGame.storage")}</p>
      {games.length === 0 && <p>{t("newGame.noSaves")}</p>}
      <ul>
        {games.map((g) => (
          <li key={g.id} data-testid="saved-game">
            <strong>{titleOf?.(g.options.playable) ?? g.title}</strong> —{" "}
            {g.options.players.map((p) => playerName(t, p)).join(", ")} —{" "}
            {t("table.round", { round: g.round })} —{" "}
            <time dateTime={new Date(g.savedAt).toISOString()} data-testid="saved-when">
              {t("newGame.savedWhen", { when: savedWhen(g.savedAt, i18n.language) })}
            </time>{" "}
            {g.outcome && (
              <span className={`badge badge-${g.outcome}`} data-testid="saved-outcome">
                {t(g.outcome === "won" ? "endActions.finishedWon" : "endActions.finishedLost")}
              </span>
            )}{" "}
            <Link href={`/table/${g.id}`} className="button" aria-label={`${t("newGame.open")}: ${g.title}`}>
              {t("newGame.open")}
            </Link>{" "}
            <button
              type="button"
              onClick={() => {
                deleteGame(g.id);
                setGames(listGames());
              }}
            >
              {t("newGame.remove")}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
