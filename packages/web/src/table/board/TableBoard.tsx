import type { Board, BoardTables } from "@horda/zombicide";
import { type MouseEvent, useCallback, useMemo, useRef, useState } from "react";
import { BoardView, type BoardViewProps } from "../../board/BoardView.tsx";
import type { BoardNight } from "../../board/layers/NightLayer.tsx";
import type { BoardPieces } from "../../board/pieces/types.ts";
import { ZonePanel } from "../../board/ZonePanel.tsx";
import { contentsByZone } from "../../board/zone-contents.ts";

interface Props {
  readonly board: Board;
  readonly name: string;
  readonly pieces: BoardPieces;
  readonly openDoors: ReadonlySet<number>;
  /** Coloured doors still locked, drawn with a padlock. */
  readonly lockedDoors?: ReadonlySet<number>;
  /** Thin Walls broken (edge ids), drawn as openings. */
  readonly brokenWalls?: ReadonlySet<string>;
  /** Barricade places and what stands on them (Toxic City Mall). */
  readonly barricades?: BoardViewProps["barricades"];
  /** The game's sight and move tables now (open doors, the modes' sight rules), for the zone panel. */
  readonly tables: BoardTables;
  /** Zones the armed command can aim at. */
  readonly targets: ReadonlyMap<number, number>;
  /** Noise tokens by zone index. */
  readonly noise: ReadonlyMap<number, number>;
  /** Fort Hendrix at night: lit zones and beams (null by day or without the night). */
  readonly night?: BoardNight | null;
  readonly onZone: (zoneId: string) => void;
  readonly onDoor: (doorId: string) => void;
  /** A survivor's piece was clicked; true when that chose it (the click then aims at nothing). */
  readonly onSurvivor?: (survivorId: string) => boolean;
}

/**
 * The shared board renderer driven by the game: pieces and doors from the state, clicks routed to commands;
 * the zone under the pointer or focus is described below it (what is there, what it sees, where it leads).
 */
export function TableBoard({
  board,
  name,
  pieces,
  openDoors,
  tables,
  targets,
  noise,
  onZone,
  onDoor,
  lockedDoors,
  brokenWalls,
  barricades,
  onSurvivor,
  night,
}: Props) {
  const [focus, setFocus] = useState<number | null>(null);
  const contents = useMemo(() => contentsByZone(board, pieces), [board, pieces]);
  // The latest handlers behind stable callbacks, so the door layer does not redraw on every playback step.
  const handlers = useRef({ onZone, onDoor });
  handlers.current = { onZone, onDoor };
  const onSelectZone = useCallback(
    (z: number) => {
      const id = board.zones[z]?.id;
      if (id) handlers.current.onZone(id);
    },
    [board],
  );
  const onDoorActivate = useCallback(
    (d: number) => {
      const id = board.doors[d]?.id;
      if (id) handlers.current.onDoor(id);
    },
    [board],
  );
  const onClickCapture = (e: MouseEvent) => {
    const id = (e.target as Element | null)?.closest?.("[data-survivor]")?.getAttribute("data-survivor");
    if (id && onSurvivor?.(id)) e.stopPropagation();
  };
  return (
    <div
      onClickCapture={onClickCapture}
      className={`table-board${targets.size > 0 ? " aiming" : ""}`}
      data-targets={[...targets.keys()].map((z) => board.zones[z]?.id).join(" ")}
    >
      <BoardView
        board={board}
        name={name}
        pieces={pieces}
        contents={contents}
        openDoors={openDoors}
        {...(lockedDoors ? { lockedDoors } : {})}
        {...(brokenWalls ? { brokenWalls } : {})}
        {...(barricades ? { barricades } : {})}
        focusZone={focus}
        highlight={targets}
        noise={noise}
        night={night ?? null}
        onFocusZone={setFocus}
        onSelectZone={onSelectZone}
        onDoorActivate={onDoorActivate}
      />
      <ZonePanel board={board} tables={tables} zone={focus} contents={contents} />
    </div>
  );
}
