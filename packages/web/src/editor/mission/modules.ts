import { installedModules, profileById, refusal } from "@horda/zombicide";
import type { MissionFields } from "../model/records.ts";

/** Whether the engine's 2e profile can switch the module on (the Rio modules join as they are written). */
const playedByEngine = (id: string): boolean => refusal("2e", [id]) === null;

/**
 * The rule modules a mission may list in `modules`. `played`: the engine plays it today (`core`, the
 * rulebook's optional modes of ch. 13, the advanced rules (All-Out dice, KO) and Fort Hendrix's rules, whose ids are in packages/zombicide/src/profiles/2e.ts, `optional`); the others
 * are later boxes the engine does not play yet (a game with them listed plays without them).
 */
export interface RuleModule {
  readonly id: string;
  readonly played: boolean;
}

/** Mission switches the engine does not play yet (later boxes; Rio missions' special rules still to be written). */
const LATER: readonly string[] = [
  "rio",
  // Rio Z Janeiro's rules and the special rules of its missions (content/rio/missions name them).
  "wound-deck",
  "surprise-spawns",
  "narrow-zones",
  "zombie-pull",
  "thin-walls",
  "rio-tiles",
  "gates",
  "split-start",
  "objective-zone-lock",
  "objective-tile-lock",
  "hold-gate",
  "opala-burn",
  "molotov-destroys-spawn",
  "rio-companions",
  "rio-campaign",
  "broken-car",
  "opala-exit",
  "sleeping-horde",
  "double-spawn",
  "stadium-lockdown",
  "objective-order",
  "abomination-wakes-spawn",
  "concealed-objective",
  "fort-hendrix",
  "campaign",
  "toxic-mall",
  "canine",
  "vip",
];

/**
 * The engine's optional modules in the profile's order, less the table's free mode and the campaign's sheets in
 * play (a campaign switches `campaign-play` on for its missions): neither is a mission's rule.
 */
const ENGINE_OPTIONAL = (profileById("2e")?.optional ?? []).filter(
  (m) => m !== "sandbox" && m !== "campaign-play",
);

/**
 * `core`, then every module the engine's 2e profile can switch on, then the later ones: a module counts as
 * played as soon as the engine has it, so the list follows the engine as modules are written.
 */
export const RULE_MODULES: readonly RuleModule[] = [
  { id: "core", played: true },
  ...ENGINE_OPTIONAL.map((id) => ({ id, played: true })),
  ...LATER.filter((id) => !ENGINE_OPTIONAL.includes(id)).map((id) => ({ id, played: playedByEngine(id) })),
];

/** Switches a module on or off; the list is kept in this file's order, ids it does not know stay at the end. */
export function setModule(mission: MissionFields, id: string, on: boolean): Partial<MissionFields> {
  const now = new Set(mission.modules);
  if (on) now.add(id);
  else now.delete(id);
  const known = RULE_MODULES.map((m) => m.id).filter((m) => now.has(m));
  const others = mission.modules.filter((m) => now.has(m) && !RULE_MODULES.some((k) => k.id === m));
  return { modules: [...known, ...others] };
}

export type ModuleProblem =
  | { readonly key: "noCoreModule" }
  | { readonly key: "moduleNotPlayed"; readonly module: string }
  | { readonly key: "unknownModule"; readonly module: string };

/** Modules the game will not play as the mission says: `core` left out, later boxes, ids nobody knows. */
export function moduleProblems(mission: MissionFields): ModuleProblem[] {
  const out: ModuleProblem[] = [];
  if (!mission.modules.includes("core")) out.push({ key: "noCoreModule" });
  for (const id of mission.modules) {
    const m = RULE_MODULES.find((k) => k.id === id);
    if (!m) out.push({ key: "unknownModule", module: id });
    else if (!m.played) out.push({ key: "moduleNotPlayed", module: id });
  }
  return out;
}

/**
 * A module's own name and summary in `language` (its words travel with its rules), for a module the editor's
 * words do not name; null for a later box the engine has no module for.
 */
export function engineModuleWords(
  id: string,
  language: string,
): { readonly name: string; readonly summary: string } | null {
  const m = installedModules().find((x) => x.id === id);
  const words = m?.words?.[language === "pt-BR" ? "pt-BR" : "en"];
  const name = words?.name;
  return typeof name === "string" ? { name, summary: String(words?.summary ?? "") } : null;
}
