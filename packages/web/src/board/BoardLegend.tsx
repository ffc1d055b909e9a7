import { useTranslation } from "react-i18next";

/** What the drawing means, and which tiles are not yet checked against the printed ones. */
export function BoardLegend({ unverifiedTiles }: { unverifiedTiles: readonly string[] }) {
  const { t } = useTranslation();
  const swatch = (cls: string) => (
    <svg className="legend-swatch" viewBox="0 0 24 16" aria-hidden="true">
      {cls.startsWith("b-") ? (
        <path className={cls} d="M2 8H22" />
      ) : cls.startsWith("door") ? (
        <g className={`door door-neutral ${cls}`}>
          <path className="b-wall" d="M0 8H4M20 8H24" />
          <line
            className="door-leaf-edge"
            x1="4"
            y1="8"
            x2={cls === "door-open" ? 4 : 20}
            y2={cls === "door-open" ? 0 : 8}
          />
          <line
            className="door-leaf"
            x1="4"
            y1="8"
            x2={cls === "door-open" ? 4 : 20}
            y2={cls === "door-open" ? 0 : 8}
          />
        </g>
      ) : (
        <rect className={cls} x="1" y="1" width="22" height="14" />
      )}
    </svg>
  );
  const rows: [string, string][] = [
    ["zone zone-street", t("legend.street")],
    ["zone zone-building", t("legend.building")],
    ["zone zone-building zone-dark", t("legend.dark")],
    ["b-wall", t("legend.wall")],
    ["b-line", t("legend.crosswalk")],
    ["b-opening", t("legend.opening")],
    ["door-closed", t("legend.doorClosed")],
    ["door-open", t("legend.doorOpen")],
  ];
  return (
    <section className="legend" aria-labelledby="legend-title">
      <h2 id="legend-title">{t("legend.title")}</h2>
      <ul>
        {rows.map(([cls, label]) => (
          <li key={cls}>
            {swatch(cls)}
            {label}
          </li>
        ))}
      </ul>
      {unverifiedTiles.length > 0 ? (
        <p className="unverified-note" data-testid="unverified">
          <span className="badge badge-unverified">{t("legend.unverified")}</span>{" "}
          {t("legend.unverifiedTiles", {
            tiles: unverifiedTiles.map((id) => id.split("/")[1] ?? id).join(", "),
          })}
        </p>
      ) : (
        <p>{t("legend.allVerified")}</p>
      )}
    </section>
  );
}
