import type { Board } from "@horda/zombicide";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { describeZone } from "../describe.ts";
import type { ZoneContents } from "../zone-contents.ts";

interface Props {
  readonly board: Board;
  readonly paths: readonly string[];
  readonly contents: readonly ZoneContents[];
}

/** One filled, focusable path per zone: the zone's cells merged into outlines. */
export const ZoneLayer = memo(function ZoneLayer({ board, paths, contents }: Props) {
  const { t } = useTranslation();
  return (
    <g className="zones">
      {board.zones.map((z) => (
        // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; it acts as one.
        <path
          key={z.id}
          d={paths[z.index]}
          className={`zone zone-${z.kind}${z.flags.includes("dark") ? " zone-dark" : ""}`}
          data-zone={z.index}
          role="button"
          tabIndex={0}
          aria-label={describeZone(t, z, contents[z.index] as ZoneContents)}
        />
      ))}
    </g>
  );
});

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
