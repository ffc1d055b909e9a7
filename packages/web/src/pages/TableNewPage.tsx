import { startSession } from "@horda/table";
import { zombicide } from "@horda/zombicide";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "wouter";
import { localizedName } from "../app/localized-name.ts";
import { bundledTiles } from "../content/tile-library.ts";
import { browserStore } from "../editor/io/local-store.ts";
import { readUserSurvivors } from "../editor/survivor-editor/user-survivors.ts";
import { createGameRoom } from "../online-room/api.ts";
import { savePass } from "../online-room/seat-store.ts";
import { editorTestPlay } from "../table/content/editor-test-play.ts";
import { bundledPacks } from "../table/content/packs.ts";
import { playables } from "../table/content/playable.ts";
import { registerTableStrings, TABLE_NS } from "../table/i18n/register.ts";
import { onlineRoomOptions, roomSurvivorCards } from "../table/online/room-options.ts";
import { roomTiles, tracedTiles } from "../table/online/shared-tiles.ts";
import { ServerGames } from "../table/server/ServerGames.tsx";
import { useServer } from "../table/server/use-server.ts";
import { buildConfig } from "../table/setup/build-config.ts";
import { gentlestFirst } from "../table/setup/gentlest-first.ts";
import { NewGameForm } from "../table/setup/NewGameForm.tsx";
import { type NewGameOptions, optionsProblem } from "../table/setup/options.ts";
import { SavedGames } from "../table/setup/SavedGames.tsx";
import { newGameId, saveGame } from "../table/store/game-store.ts";
import "../table/table.css";

registerTableStrings();

/** `/new`: set up a Zombicide game for the players at this screen, or continue a saved one. */
export default function TableNewPage() {
  const { t, i18n } = useTranslation(TABLE_NS);
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const packs = bundledPacks();
  const testPlay = useMemo(() => editorTestPlay(), []);
  const list = useMemo(
    () => [
      ...(testPlay.playable ? [testPlay.playable] : []),
      ...(packs.ok ? gentlestFirst(playables(packs.packs)) : []),
    ],
    [packs, testPlay],
  );
  const [error, setError] = useState<string | null>(null);
  const server = useServer();
  const [online, setOnline] = useState(params.get("online") === "1");
  const traced = useMemo(() => tracedTiles(), []);
  const [shareTiles, setShareTiles] = useState(true);
  const entered = useMemo(() => readUserSurvivors(browserStore()), []);
  const [shareCards, setShareCards] = useState(true);
  if (!packs.ok)
    return (
      <section className="page">
        <h1>{t("newGame.title")}</h1>
        <ul className="errors">
          {packs.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      </section>
    );
  const start = (o: NewGameOptions) => {
    const problem = optionsProblem(o);
    if (problem) return setError(t(`newGame.${problem}`));
    const playable = list.find((p) => p.key === o.playable);
    if (!playable) return;
    if (online && server) return void startOnline(o, playable);
    const tiles = new Map([...bundledTiles().library, ...testPlay.tiles]);
    const config = buildConfig(o, playable, packs.packs, tiles);
    const started = startSession(zombicide, config, o.seed);
    if (!started.ok) return setError(t("newGame.refused", { message: started.error.message }));
    const id = newGameId();
    const title = localizedName(playable.names, i18n.language);
    saveGame({ id, title, options: o, record: started.value.record, round: 1, savedAt: Date.now() });
    navigate(`/table/${id}`);
  };
  const startOnline = async (o: NewGameOptions, playable: (typeof list)[number]) => {
    const cards = shareCards ? roomSurvivorCards(entered, Object.keys(o.survivors)) : [];
    const options = onlineRoomOptions(
      o,
      playable,
      shareTiles ? roomTiles(traced, playable.map.tiles) : null,
      cards,
    );
    if (!options) return setError(t("online.missionOnly"));
    setError(t("online.creating"));
    try {
      const room = await createGameRoom("zombicide", options, o.players.length, o.players[0] || "player");
      savePass(
        room.code,
        { seat: room.seat, seatToken: room.seatToken, hostToken: room.hostToken },
        "zombicide",
      );
      navigate(`/table/online/${room.code}`);
    } catch (e) {
      setError(t("online.failed", { message: (e as Error).message }));
    }
  };
  return (
    <section className="page new-game">
      <h1>{t("newGame.title")}</h1>
      <p>{t(server && online ? "newGame.introOnline" : "newGame.intro")}</p>
      {server && (
        <label className="online-option">
          <input type="checkbox" checked={online} onChange={(e) => setOnline(e.target.checked)} />{" "}
          {t("online.option")}
        </label>
      )}
      {server && online && traced.length > 0 && (
        <label className="online-option" data-testid="share-traced-tiles">
          <input type="checkbox" checked={shareTiles} onChange={(e) => setShareTiles(e.target.checked)} />{" "}
          {t("online.shareTiles", { tiles: traced.map((x) => x.replaces).join(", ") })}
        </label>
      )}
      {server && online && entered.length > 0 && (
        <label className="online-option" data-testid="share-survivor-cards">
          <input type="checkbox" checked={shareCards} onChange={(e) => setShareCards(e.target.checked)} />{" "}
          {t("online.shareSurvivors", {
            survivors: entered.map((x) => localizedName(x.names, i18n.language)).join(", "),
          })}
        </label>
      )}
      <NewGameForm
        packs={packs.packs}
        playables={list}
        initial={params.get("playable")}
        onStart={start}
        online={Boolean(server && online)}
      />
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <SavedGames
        titleOf={(key) => {
          const p = list.find((x) => x.key === key);
          return p ? localizedName(p.names, i18n.language) : null;
        }}
      />
      <ServerGames />
    </section>
  );
}
