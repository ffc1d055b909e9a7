import type { TFunction } from "i18next";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { savePass } from "../../online-room/seat-store.ts";
import { TABLE_NS } from "../i18n/register.ts";
import { savedFromServer } from "../store/from-server.ts";
import { newGameId, saveGame } from "../store/game-store.ts";
import {
  clientToken,
  listServerSaves,
  loadServerSave,
  roomFromServerSave,
  type ServerSaveLine,
} from "../store/server-saves.ts";
import { refusalText } from "../words/refusal.ts";
import { useServer } from "./use-server.ts";

/** A refusal the table knows, in the player's language; anything else as the server said it. */
function failedText(t: TFunction, r: { reason: string; code?: string }): string {
  return r.code
    ? refusalText(t, { code: r.code, message: r.reason })
    : t("server.failed", { reason: r.reason });
}

/** The games this browser saved on the server; continuing one copies it to this device and opens it. */
export function ServerGames() {
  const { t } = useTranslation(TABLE_NS);
  const [, navigate] = useLocation();
  const online = useServer();
  const [saves, setSaves] = useState<readonly ServerSaveLine[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!online) return;
    listServerSaves(clientToken()).then((r) => (r.ok ? setSaves(r.value) : setError(failedText(t, r))));
  }, [online, t]);
  if (!online) return null;
  const failed = (r: { reason: string; code?: string }) => failedText(t, r);
  const open = async (s: ServerSaveLine) => {
    const r = await loadServerSave(s.id, clientToken());
    if (!r.ok) return setError(failed(r));
    const id = newGameId();
    const game = savedFromServer(
      id,
      r.value.name,
      r.value.record,
      (n) => t("newGame.player", { n }),
      Date.now(),
    );
    if (!saveGame(game)) return setError(t("server.noStorage"));
    navigate(`/table/${id}`);
  };
  const continueOnline = async (s: ServerSaveLine) => {
    const r = await roomFromServerSave(s.id, clientToken(), t("newGame.player", { n: 1 }));
    if (!r.ok) return setError(failed(r));
    const { code, ...pass } = r.value;
    savePass(code, pass, "zombicide");
    navigate(`/table/online/${code}`);
  };
  return (
    <section className="saved-games" aria-labelledby="server-title" data-testid="server-games">
      <h2 id="server-title">{t("server.title")}</h2>
      {saves.length === 0 && !error && <p>{t("server.none")}</p>}
      {error && <p role="alert">{error}</p>}
      <ul>
        {saves.map((s) => (
          <li key={s.id}>
            <strong>{s.name}</strong> — {new Date(s.createdAt).toLocaleString()}{" "}
            <button type="button" onClick={() => open(s)} aria-label={`${t("newGame.open")}: ${s.name}`}>
              {t("newGame.open")}
            </button>{" "}
            <button
              type="button"
              onClick={() => continueOnline(s)}
              aria-label={`${t("server.online")}: ${s.name}`}
            >
              {t("server.online")}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
