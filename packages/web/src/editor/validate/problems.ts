import type { CellRect } from "../model/geometry.ts";

/**
 * One thing wrong with the mission. `error`: the engine cannot play it (compiler or schema refuses it);
 * `warning`: it plays, but something is probably a mistake. `key` names the message in the editor's strings
 * (`problem.<key>`); compiler and schema messages come as `text` with their JSON path.
 */
export interface Problem {
  readonly severity: "error" | "warning" | "info";
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
  /** The compiler's or schema's own words, when the problem comes from there. */
  readonly text?: string;
  readonly path?: string;
  /** Records to select when the problem is clicked. */
  readonly records: readonly string[];
  /** Cells to show when the problem is clicked. */
  readonly cells?: CellRect;
}
