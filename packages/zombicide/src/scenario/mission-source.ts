import { type MapFile, type MissionFile, missionFileSchema } from "@horda/content";
import { err, ok, type Result } from "@horda/table";
import type { MapError } from "../board/types.ts";
import type { Scenario } from "./schema.ts";

/** What an inline scenario mission may leave out (a scenario only cares for goals, lose and rules). */
const INLINE_DEFAULTS = {
  schema: "horda.mission/1",
  id: "scenario-mission",
  names: { en: "Scenario mission", "pt-BR": "Missão de cenário" },
  briefing: { en: "A mission written for one scenario.", "pt-BR": "Uma missão escrita para um cenário." },
  difficulty: "easy",
  players: { min: 1, max: 6 },
  ruleProfile: "2e",
  decks: { boxes: ["core2e"] },
} as const;

/**
 * The scenario's `mission:`, a `.mission.json` path (relative to the scenario) or an inline object. With an
 * inline board or a `map:` the mission plays on that board (its own map is replaced, so an inline mission
 * may leave `map` out); otherwise its own map is the board.
 */
export function scenarioMission(
  s: Scenario,
  readFile: ((path: string) => string) | undefined,
  board: MapFile | null,
): Result<MissionFile | null, MapError[]> {
  if (s.mission === undefined) return ok(null);
  const fail = (message: string) => err([{ path: "$.mission", message }]);
  let raw: unknown;
  if (typeof s.mission === "string") {
    if (!readFile) return fail(`mission "${s.mission}" cannot be read here`);
    try {
      raw = JSON.parse(readFile(s.mission));
    } catch (e) {
      return fail(`mission "${s.mission}" cannot be read: ${(e as Error).message}`);
    }
  } else raw = { ...INLINE_DEFAULTS, ...s.mission };
  const withBoard = board === null ? raw : { ...(raw as Record<string, unknown>), map: board };
  const parsed = missionFileSchema.safeParse(withBoard);
  if (!parsed.success)
    return err(
      parsed.error.issues.map((i) => ({
        path: `$.mission${i.path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("")}`,
        message: i.message,
      })),
    );
  return ok(parsed.data);
}
