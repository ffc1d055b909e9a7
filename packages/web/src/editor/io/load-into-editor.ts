import type { Result } from "@horda/table";
import type { Editor } from "../model/editor.ts";
import { missionToDoc } from "./convert.ts";
import { type ImportError, type ImportOptions, importMissionText } from "./import-mission.ts";

/** Imports a mission into the editor as one undoable step; a refused import leaves the editor as it was. */
export function loadMissionText(
  editor: Editor,
  text: string,
  options: Omit<ImportOptions, "tiles">,
): Result<true, ImportError[]> {
  const parsed = importMissionText(text, { ...options, tiles: editor.tiles });
  if (!parsed.ok) return parsed;
  editor.load(missionToDoc(parsed.value), "import");
  return { ok: true, value: true };
}
