import type { Board } from "@horda/zombicide";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { describeZone } from "../describe.ts";
import { sameContents, type ZoneContents } from "../zone-contents.ts";

interface Props {
  readonly board: Board;
  readonly paths: readonly string[];
  readonly contents: readonly ZoneContents[];
}

/** One filled, focusable path per zone: the zone's cells merged into outlines. */
export const ZoneLayer = memo(function ZoneLayer({ board, paths, contents }: Props) {
  return (
    <g className="zones">
      {board.zones.map((z) => (
        <ZoneShape
          key={z.id}
          zone={z}
          path={paths[z.index] as string}
          contents={contents[z.index] as ZoneContents}
        />
      ))}
    </g>
  );
});

interface ShapeProps {
  readonly zone: Board["zones"][number];
  readonly path: string;
  readonly contents: ZoneContents;
}

/** Same pieces, same name: a zone redraws only when what stands in it changes (playback steps move few). */
function sameShape(a: ShapeProps, b: ShapeProps): boolean {
  return a.zone === b.zone && a.path === b.path && sameContents(a.contents, b.contents);
}

/**
 * Zone flags the board draws in their own colour (Rio Z Janeiro's sea, park, stands and narrow ways too; Black
 * Plague's Vaults and Wulfsburg's towers).
 */
const DRAWN_FLAGS = new Set(["dark", "sea", "park", "stand", "narrow", "vault", "tower"]);

const ZoneShape = memo(function ZoneShape({ zone: z, path, contents }: ShapeProps) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; it acts as one.
    <path
      d={path}
      className={`zone zone-${z.kind}${z.flags
        .filter((f) => DRAWN_FLAGS.has(f))
        .map((f) => ` zone-${f}`)
        .join("")}`}
      data-zone={z.index}
      role="button"
      tabIndex={0}
      aria-label={describeZone(t, z, contents)}
    />
  );
}, sameShape);

interface HighlightProps {
  readonly paths: readonly string[];
  readonly zones: ReadonlyMap<number, number>;
  readonly focus: number | null;
}

/** Outlines the focused zone and tints the zones it can see (range shown by the panel). */
export const HighlightLayer = memo(function HighlightLayer({ paths, zones, focus }: HighlightProps) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is not focusable; this layer is drawing only.
    <g className="highlights" aria-hidden="true">
      {[...zones.keys()].map((z) =>
        z === focus ? null : <path key={z} d={paths[z]} className="zone-seen" />,
      )}
      {focus !== null && <path d={paths[focus]} className="zone-focus" />}
    </g>
  );
});
