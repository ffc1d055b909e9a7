import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { localizedName } from "../app/localized-name.ts";
import { bundledMaps, type CatalogEntry } from "../content/map-catalog.ts";
import { bundledTiles } from "../content/tile-library.ts";

function hasUnverifiedTiles(entry: CatalogEntry): boolean {
  const { library } = bundledTiles();
  return entry.map?.tiles.some((t) => library.get(t.tile)?.status !== "verified") ?? false;
}

/** The lobby for now: the maps the app knows, each with a link to its board. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const maps = bundledMaps();
  return (
    <section className="page home">
      <p className="tagline">{t("app.tagline")}</p>
      <h1>{t("home.title")}</h1>
      <p>{t("home.intro")}</p>
      {maps.length === 0 && <p>{t("home.noMaps")}</p>}
      <ul className="map-list">
        {maps.map((entry) => (
          <li key={entry.source} className="map-card">
            {entry.map ? (
              <>
                <h2>{localizedName(entry.map.name, i18n.language)}</h2>
                <p className="map-meta">
                  {t("home.tiles", { count: entry.map.tiles.length })}
                  {hasUnverifiedTiles(entry) && (
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
                <h2>{entry.source}</h2>
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
