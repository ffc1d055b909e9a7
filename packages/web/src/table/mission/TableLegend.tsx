import type { Board, BoardToken } from "@horda/zombicide";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type LegendRow, LegendRows } from "../../board/LegendRows.tsx";
import { TokenGlyph } from "../../board/layers/TokenGlyph.tsx";
import { ZombieGlyph } from "../../board/layers/ZombieGlyph.tsx";
import { UnverifiedMark } from "../dashboard/UnverifiedMark.tsx";
import { moduleNamespace } from "../i18n/module-words.ts";
import { TABLE_NS } from "../i18n/register.ts";

const ZOMBIES = ["walker", "runner", "brute", "abomination"] as const;

const token = (kind: string, props: BoardToken["props"] = {}): BoardToken => ({
  index: 0,
  id: kind,
  kind,
  zone: 0,
  x: 0,
  y: 0,
  props,
});

/** Rio Z Janeiro's board parts, keyed only when the board has them: a zone flag or a wall kind. */
function rioRows(board: Board | undefined, t: (k: string) => string): LegendRow[] {
  if (!board) return [];
  const flags = new Set<string>(board.zones.flatMap((z) => z.flags));
  const thin = board.edges.some((e) => e.kind === "thin");
  const zone = (flag: string) => (
    <rect key={flag} className={`zone zone-street zone-${flag}`} x="2" y="2" width="36" height="22" />
  );
  return [
    ...(thin
      ? ([
          ["thin", <path key="t" className="b-thin" d="M2 13H38" />, t("legendTable.thinWall")],
          ["broken", <path key="b" className="b-broken" d="M2 13H38" />, t("legendTable.brokenWall")],
        ] as [string, ReactNode, string][])
      : []),
    ...["narrow", "sea", "park", "stand"]
      .filter((f) => flags.has(f))
      .map((f): [string, ReactNode, string] => [f, zone(f), t(`legendTable.${f}`)]),
  ];
}

/** One zombie type of the game as the key draws it: its name, and the standard shape and marks it is drawn with. */
export interface LegendZombie {
  readonly type: string;
  readonly name: string;
  readonly shape?: string;
  readonly marks?: readonly string[];
}

/**
 * The key of the game table: zombies (the game's own types when given: a classic game's Fatty, Toxic and VIP
 * Walkers, not 2E's Brute), the tokens players look for, doors (locked ones included), barricade places when the
 * board has some.
 */
export function TableLegend({
  board,
  zombies,
  barricades = false,
}: {
  readonly board?: Board;
  readonly zombies?: readonly LegendZombie[];
  readonly barricades?: boolean;
} = {}) {
  const { t } = useTranslation(TABLE_NS);
  const { t: tApp } = useTranslation();
  // The barricades module's words (modules/classic/toxic-mall/barricades/play-words.ts).
  const { t: tBarricade } = useTranslation(moduleNamespace("barricades"));
  const kinds: readonly LegendZombie[] =
    zombies ?? ZOMBIES.map((type) => ({ type, name: tApp(`zombieName.${type}`) }));
  const rows: LegendRow[] = [
    ...kinds.map((z): [string, ReactNode, string] => [
      z.type,
      <ZombieGlyph
        key={z.type}
        type={z.type}
        shape={z.shape}
        marks={z.marks}
        count={1}
        x={20}
        y={13}
        size={20}
      />,
      z.name,
    ]),
    ...(barricades
      ? ([
          [
            "barricade",
            <path key="bb" className="barricade barricade-blocked" d="M20 2V24" />,
            tBarricade("board.legend"),
          ],
        ] as [string, ReactNode, string][])
      : []),
    [
      "objective",
      <TokenGlyph key="o" token={token("objective")} x={20} y={13} size={18} />,
      t("legendTable.objective"),
    ],
    ["crate", <TokenGlyph key="c" token={token("crate")} x={20} y={13} size={18} />, t("legendTable.crate")],
    ["exit", <TokenGlyph key="e" token={token("exit")} x={20} y={13} size={22} />, t("legendTable.exit")],
    [
      "spawn",
      <TokenGlyph key="s" token={token("spawn", { spawn: "red" })} x={20} y={13} size={18} />,
      t("legendTable.spawn"),
    ],
    [
      "door-closed",
      <g key="dc" className="door-neutral door-closed">
        <line className="door-leaf-edge" x1="6" y1="13" x2="34" y2="13" />
        <line className="door-leaf" x1="6" y1="13" x2="34" y2="13" />
      </g>,
      tApp("legend.doorClosed"),
    ],
    [
      "door-open",
      <g key="do" className="door-neutral door-open">
        <line className="door-leaf-edge" x1="6" y1="13" x2="6" y2="0" />
        <line className="door-leaf" x1="6" y1="13" x2="6" y2="0" />
      </g>,
      tApp("legend.doorOpen"),
    ],
    [
      "door-locked",
      <g key="dl" className="door-blue door-closed door-locked">
        <line className="door-leaf-edge" x1="6" y1="13" x2="34" y2="13" />
        <line className="door-leaf" x1="6" y1="13" x2="34" y2="13" />
        <g className="door-lock" transform="translate(20 13)">
          <path d="M-4 -1v-3a4 4 0 0 1 8 0v3" />
          <rect x="-5.5" y="-1" width="11" height="8" rx="2" />
        </g>
      </g>,
      t("legendTable.lockedDoor"),
    ],
    ...rioRows(board, t),
  ];
  return (
    <details className="table-legend" data-testid="table-legend">
      <summary>{t("legendTable.title")}</summary>
      <LegendRows rows={rows} />
      <p className="hint">
        <UnverifiedMark /> {t("unverifiedHelp.text")}
      </p>
    </details>
  );
}
