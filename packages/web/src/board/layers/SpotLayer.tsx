import type { Board } from "@horda/zombicide";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { CELL } from "../geometry/units.ts";
import type { ZoneContents } from "../zone-contents.ts";

/** A Narrow Zone's Spots (Rio Z Janeiro): the printed count, 1 when the tile marks none. */
const spotsOf = (z: Board["zones"][number]) => Math.max(1, z.spots?.narrow ?? 0);

/** Actors standing in the zone: survivors and zombies, each takes a Spot. */
const actors = (c: ZoneContents | undefined) =>
  (c?.survivors.length ?? 0) + (c?.zombies ?? []).reduce((n, g) => n + g.count, 0);

/** Under each Narrow Zone's label, how many of its Spots are free ("1/2 free"), red when none is. */
export const SpotLayer = memo(function SpotLayer({
  board,
  contents,
}: {
  board: Board;
  contents: readonly ZoneContents[];
}) {
  const { t } = useTranslation();
  const narrow = board.zones.filter((z) => z.flags.includes("narrow"));
  if (narrow.length === 0) return null;
  return (
    <g className="spots">
      {narrow.map((z) => {
        const c = z.cells[0] as number;
        const total = spotsOf(z);
        const free = Math.max(0, total - actors(contents[z.index]));
        return (
          <text
            key={z.id}
            x={(c % board.width) * CELL + 3}
            y={Math.floor(c / board.width) * CELL + 23}
            className={`spot-badge${free === 0 ? " spot-badge-full" : ""}`}
            data-testid={`spots-${z.id}`}
            data-free={free}
          >
            <title>{t("board.spotsTitle", { zone: z.id, free, total })}</title>
            {t("board.spots", { free, total })}
          </text>
        );
      })}
    </g>
  );
});
