import type { Board } from "@horda/zombicide";
import { useMemo } from "react";
import { BoardLegend } from "../board/BoardLegend.tsx";
import { BoardView } from "../board/BoardView.tsx";
import type { BoardPieces } from "../board/pieces/types.ts";
import { useBoardExplorer } from "../board/use-board-explorer.ts";
import { ZonePanel } from "../board/ZonePanel.tsx";
import { contentsByZone } from "../board/zone-contents.ts";

interface Props {
  readonly board: Board;
  readonly name: string;
  readonly pieces: BoardPieces;
  readonly unverifiedTiles: readonly string[];
}

/** A board with its zone panel and legend, doors toggled locally: the map viewer and the table share it. */
export function BoardScreen({ board, name, pieces, unverifiedTiles }: Props) {
  const ex = useBoardExplorer(board);
  const contents = useMemo(() => contentsByZone(board, pieces), [board, pieces]);
  return (
    <div className="board-screen">
      <BoardView
        board={board}
        name={name}
        pieces={pieces}
        contents={contents}
        openDoors={ex.openDoors}
        focusZone={ex.shown}
        highlight={ex.highlight}
        onFocusZone={ex.setHovered}
        onSelectZone={ex.setPinned}
        onDoorActivate={ex.toggleDoor}
      />
      <div className="board-side">
        <ZonePanel board={board} tables={ex.tables} zone={ex.shown} contents={contents} />
        <BoardLegend unverifiedTiles={unverifiedTiles} />
      </div>
    </div>
  );
}
