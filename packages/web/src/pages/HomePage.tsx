import type { TileLibrary } from "@horda/zombicide";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { localizedName } from "../app/localized-name.ts";
import { bundledMaps, type CatalogEntry } from "../content/map-catalog.ts";
import { playTiles } from "../content/play-tiles.ts";
import { listGames } from "../table/store/game-store.ts";

// The missions need the content packs, which stay out of the first download.
const HomeMissions = lazy(() => import("../home/HomeMissions.tsx"));

function hasUnverifiedTiles(entry: CatalogEntry, library: TileLibrary): boolean {
  return entry.map?.tiles.some((t) => library.get(t.tile)?.status !== "verified") ?? false;
}

/** The last game kept on this device that is not over, to continue in one click. */
function lastGame() {
  return listGames().find((g) => !g.outcome) ?? null;
}

/**
 * The landing page, in one glance: start a game, continue the last one, the missions by box, Zurvivors, play
 * online, the map creator; the bundled maps below.
 */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const maps = bundledMaps();
  // Traced tiles of this browser count as the tiles they replace.
  const library = playTiles();
  const last = lastGame();
  return (
    <section className="page home">
      <h1>{t("app.tagline")}</h1>
      <ul className="home-actions" data-testid="home-actions">
        <li className="home-action primary">
          <Link href="/new" className="button">
            {t("home.start")}
          </Link>
          <p>{t("home.startHint")}</p>
        </li>
        <li className="home-action">
          {last ? (
            <Link href={`/table/${last.id}`} className="button">
              {t("home.continue")}
            </Link>
          ) : (
            <span className="button button-disabled" aria-disabled="true">
              {t("home.continue")}
            </span>
          )}
          <p>{last ? t("home.continueHint", { title: last.title, round: last.round }) : t("home.noGame")}</p>
        </li>
        <li className="home-action">
          <Link href="/new?online=1" className="button button-secondary">
            {t("home.online")}
          </Link>
          <p>{t("home.onlineHint")}</p>
        </li>
        <li className="home-action">
          <Link href="/black-plague" className="button button-secondary">
            {t("home.blackPlague")}
          </Link>
          <p>{t("home.blackPlagueHint")}</p>
        </li>
        <li className="home-action">
          <Link href="/zurvivors" className="button button-secondary">
            {t("home.zurvivors")}
          </Link>
          <p>{t("home.zurvivorsHint")}</p>
        </li>
        <li className="home-action">
          <Link href="/editor" className="button button-secondary">
            {t("home.editor")}
          </Link>
          <p>{t("home.editorHint")}</p>
        </li>
      </ul>
      <h2>{t("home.missions")}</h2>
      <Suspense fallback={<p className="loading">{t("loading")}</p>}>
        <HomeMissions />
      </Suspense>
      <h2>{t("home.title")}</h2>
      <p>{t("home.intro")}</p>
      {maps.length === 0 && <p>{t("home.noMaps")}</p>}
      <ul className="map-list">
        {maps.map((entry) => (
          <li key={entry.source} className="map-card">
            {entry.map ? (
              <>
                <h3>{localizedName(entry.map.name, i18n.language)}</h3>
                <p className="map-meta">
                  {t("home.tiles", { count: entry.map.tiles.length })}
                  {hasUnverifiedTiles(entry, library) && (
                    <>
                      {" "}
                      <span className="badge badge-unverified">{t("legend.unverified")}</span>
                    </>
                  )}
                </p>
                <p className="map-actions">
                  <Link href={`/maps/${entry.id}`} className="button">
                    {t("home.view")}
                  </Link>
                  <Link href={`/table/${entry.id}`} className="button button-secondary">
                    {t("home.table")}
                  </Link>
                </p>
              </>
            ) : (
              <>
                <h3>{entry.source}</h3>
                <p className="error">{t("home.broken")}</p>
                <ul className="errors">
                  {entry.errors.map((e) => (
                    <li key={`${e.path}:${e.message}`}>
                      <code>{e.path}</code> {e.message}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
