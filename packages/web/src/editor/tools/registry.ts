import { type PlacePieceState, placePieceTool } from "./place-piece.ts";
import { type PlaceTileState, placeTileTool } from "./place-tile.ts";
import { type SelectState, selectTool } from "./select.ts";

export const TOOLS = {
  select: selectTool,
  "place-tile": placeTileTool,
  "place-piece": placePieceTool,
} as const;

/** The active tool and its state, as one tagged value. */
export type ToolStates =
  | { readonly id: "select"; readonly state: SelectState }
  | { readonly id: "place-tile"; readonly state: PlaceTileState }
  | { readonly id: "place-piece"; readonly state: PlacePieceState };
