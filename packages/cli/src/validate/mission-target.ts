import { readFileSync } from "node:fs";
import { missionSimContent, reachabilityWarnings, simConfig } from "@horda/bots";
import { formatContentError, parseMissionJson } from "@horda/content";
import { compileMap, zombicide } from "@horda/zombicide";
import { tileLibrary, zombicidePacks } from "../content-root.ts";
import type { ValidateTarget } from "./target.ts";
import { jsonSyntaxError } from "./text-syntax.ts";

/**
 * A lone mission file (the map and mission creator's download, or a pack's): its schema, its map compiled with
 * the content packs' tiles, then a new game of it dealt by the engine with its boxes' survivors, cards and
 * zombies, as the table deals one: a rule module the engine lacks, a survivor or card it does not know, is
 * refused here with the engine's reason. Places the survivors cannot reach are warnings, not errors.
 */
export const missionTarget: ValidateTarget = {
  label: "mission file",
  matches: (path, isDirectory) => !isDirectory && path.endsWith(".mission.json"),
  validate(path) {
    const text = readFileSync(path, "utf8");
    const syntax = jsonSyntaxError(path, text);
    if (syntax) return { errors: syntax.split("\n"), summary: "" };
    const parsed = parseMissionJson(JSON.parse(text), path);
    if (!parsed.ok) return { errors: parsed.error.map(formatContentError), summary: "" };
    const mission = parsed.value;
    const content = missionSimContent(mission, zombicidePacks(), Object.fromEntries(tileLibrary()));
    const board = compileMap(mission.map, new Map(Object.entries(content.tiles)));
    if (!board.ok)
      return {
        errors: board.error.map((e) => `${path}: $.map${e.path.slice(1)}: ${e.message}`),
        summary: "",
      };
    const players = mission.players.min;
    let dealt: ReturnType<typeof zombicide.setup>;
    try {
      dealt = zombicide.setup(simConfig(mission, content, players), "horda-validate");
    } catch (e) {
      return {
        errors: [`${path}: the engine cannot deal this mission: ${(e as Error).message}`],
        summary: "",
      };
    }
    if (!dealt.ok)
      return {
        errors: [`${path}: the engine refuses this mission (${dealt.error.rule}): ${dealt.error.message}`],
        summary: "",
      };
    const warnings = reachabilityWarnings(board.value, mission).map((w) => `  warning: ${w}`);
    const b = board.value;
    const name = mission.names.en ?? mission.id;
    return {
      errors: [],
      summary: [
        `ok ${path}: mission "${name}" (${mission.ruleProfile} rules, ${mission.map.tiles.length} tiles, ${b.zones.length} zones, ${mission.goals.length} ${mission.goals.length === 1 ? "goal" : "goals"}; a new game deals ${dealt.value.survivors.length} survivors for ${players} ${players === 1 ? "player" : "players"})`,
        ...warnings,
      ].join("\n"),
    };
  },
};
