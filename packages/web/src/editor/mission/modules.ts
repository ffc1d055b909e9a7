import { refusal } from "@horda/zombicide";
import type { MissionFields } from "../model/records.ts";

/** Whether the engine's 2e profile can switch the module on (the Rio modules join as they are written). */
const playedByEngine = (id: string): boolean => refusal("2e", [id]) === null;

/**
 * The rule modules a mission may list in `modules`. `played`: the engine plays it today (`core`, the
 * rulebook's optional modes of ch. 13 and the advanced rules (All-Out dice, KO), whose ids are in packages/zombicide/src/profiles/2e.ts, `optional`); the others
 * are later boxes the engine does not play yet (a game with them listed plays without them).
 */
export interface RuleModule {
  readonly id: string;
  readonly played: boolean;
}

export const RULE_MODULES: readonly RuleModule[] = [
  { id: "core", played: true },
  { id: "dark-zones", played: true },
  { id: "ultrared", played: true },
  { id: "abomination-fest", played: true },
  { id: "all-out", played: true },
  { id: "knock-out", played: true },
  { id: "night", played: false },
  { id: "rio", played: false },
  // Rio Z Janeiro's rules and the special rules of its missions (content/rio/missions name them).
  { id: "wound-deck", played: playedByEngine("wound-deck") },
  { id: "surprise-spawns", played: playedByEngine("surprise-spawns") },
  { id: "narrow-zones", played: playedByEngine("narrow-zones") },
  { id: "zombie-pull", played: playedByEngine("zombie-pull") },
  { id: "thin-walls", played: playedByEngine("thin-walls") },
  { id: "rio-tiles", played: playedByEngine("rio-tiles") },
  { id: "gates", played: playedByEngine("gates") },
  { id: "split-start", played: playedByEngine("split-start") },
  { id: "objective-zone-lock", played: playedByEngine("objective-zone-lock") },
  { id: "objective-tile-lock", played: playedByEngine("objective-tile-lock") },
  { id: "hold-gate", played: playedByEngine("hold-gate") },
  { id: "opala-burn", played: playedByEngine("opala-burn") },
  { id: "molotov-destroys-spawn", played: playedByEngine("molotov-destroys-spawn") },
  { id: "rio-companions", played: playedByEngine("rio-companions") },
  { id: "rio-campaign", played: playedByEngine("rio-campaign") },
  { id: "broken-car", played: playedByEngine("broken-car") },
  { id: "sleeping-horde", played: playedByEngine("sleeping-horde") },
  { id: "double-spawn", played: playedByEngine("double-spawn") },
  { id: "stadium-lockdown", played: playedByEngine("stadium-lockdown") },
  { id: "objective-order", played: playedByEngine("objective-order") },
  { id: "abomination-wakes-spawn", played: playedByEngine("abomination-wakes-spawn") },
  { id: "concealed-objective", played: playedByEngine("concealed-objective") },
  { id: "fort-hendrix", played: false },
  { id: "campaign", played: false },
  { id: "toxic-mall", played: false },
  { id: "canine", played: false },
  { id: "vip", played: false },
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
