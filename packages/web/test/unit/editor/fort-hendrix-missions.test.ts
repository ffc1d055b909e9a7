import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { missionFileSchema } from "@horda/content";
import { describe, expect, it } from "vitest";
import { bundledZombieTypes } from "../../../src/content/zombie-types.ts";
import { docToMission } from "../../../src/editor/io/convert.ts";
import { exportMissionText } from "../../../src/editor/io/import-mission.ts";
import { loadMissionText } from "../../../src/editor/io/load-into-editor.ts";
import { newEditor } from "./helpers.ts";

// The Fort Hendrix campaign missions open in the editor and export back unchanged: starting hour, module
// settings and Objective cards included (docs/missions.md).
const dir = fileURLToPath(new URL("../../../../../content/fort-hendrix/missions/", import.meta.url));
const files = readdirSync(dir).filter((f) => f.endsWith(".mission.json"));

describe("Fort Hendrix missions in the editor", () => {
  it("finds the ten missions", () => {
    expect(files).toHaveLength(10);
  });
  for (const file of files)
    it(`opens ${file} and exports the same mission`, () => {
      const text = readFileSync(dir + file, "utf8");
      const editor = newEditor();
      const r = loadMissionText(editor, text, { zombieTypes: bundledZombieTypes(), source: file });
      expect(r.ok, r.ok ? "" : JSON.stringify(r)).toBe(true);
      const { $schema: _s, ...expected } = missionFileSchema.parse(JSON.parse(text));
      const exported = docToMission(editor.doc);
      expect(exported).toEqual(expected);
      expect(exported.startingHour).toBeTypeOf("number");
      expect(exported.objectiveCards?.text).toBe("horda");
      expect(exportMissionText(exported)).toContain('"startingHour"');
    });
});
