import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type LegendRow, LegendRows } from "./LegendRows.tsx";
import { ZombieGlyph } from "./layers/ZombieGlyph.tsx";

const ZOMBIE_TYPES = ["walker", "runner", "brute", "abomination"] as const;

function DoorSwatch({ open }: { open: boolean }) {
  return (
    <g className={`door door-neutral ${open ? "door-open" : "door-closed"}`}>
      <path className="b-wall" d="M0 13H6M34 13H40" />
      <line className="door-leaf-edge" x1="6" y1="13" x2={open ? 6 : 34} y2={open ? 0 : 13} />
      <line className="door-leaf" x1="6" y1="13" x2={open ? 6 : 34} y2={open ? 0 : 13} />
    </g>
  );
}

/** What the drawing means, and which tiles are not yet checked against the printed ones. */
export function BoardLegend({ unverifiedTiles }: { unverifiedTiles: readonly string[] }) {
  const { t } = useTranslation();
  const rows: LegendRow[] = [
    [
      "street",
      <rect key="s" className="zone zone-street" x="2" y="2" width="36" height="22" />,
      t("legend.street"),
    ],
    [
      "building",
      <rect key="b" className="zone zone-building" x="2" y="2" width="36" height="22" />,
      t("legend.building"),
    ],
    [
      "dark",
      <rect key="d" className="zone zone-building zone-dark" x="2" y="2" width="36" height="22" />,
      t("legend.dark"),
    ],
    ["wall", <path key="w" className="b-wall" d="M2 13H38" />, t("legend.wall")],
    ["line", <path key="l" className="b-line legend-line" d="M2 13H38" />, t("legend.crosswalk")],
    ["opening", <path key="o" className="b-opening" d="M2 13H38" />, t("legend.opening")],
    ["door-closed", <DoorSwatch key="dc" open={false} />, t("legend.doorClosed")],
    ["door-open", <DoorSwatch key="do" open={true} />, t("legend.doorOpen")],
    ...ZOMBIE_TYPES.map((type): [string, ReactNode, string] => [
      type,
      <ZombieGlyph key={type} type={type} count={1} x={20} y={13} size={20} />,
      t(`zombieName.${type}`),
    ]),
  ];
  return (
    <section className="legend" aria-labelledby="legend-title">
      <h2 id="legend-title">{t("legend.title")}</h2>
      <LegendRows rows={rows} />
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
