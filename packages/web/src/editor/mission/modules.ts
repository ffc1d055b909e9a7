import { installedModules, moduleById, profileById, refusal } from "@horda/zombicide";
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

/**
 * The switches a mission of `profile` may list: the 2E list above for a 2E mission; for another profile `core`,
 * then its profile's optional modes (less free mode and campaign sheets), each played: a Black Plague quest is
 * offered Black Plague's switches (Ultrared), a classic mission the classic ones (Ultrared, Resurrection). The
 * classic boxes' rules (Toxic City Mall, the dogs, VIP #2, 7+ survivors) are always on in its profile: listed by
 * `profileOwnRules`, not switches.
 */
export function ruleModulesOf(profile: string): readonly RuleModule[] {
  if (profile === "2e") return RULE_MODULES;
  const optional = (profileById(profile)?.optional ?? []).filter(
    (m) => m !== "sandbox" && m !== "campaign-play",
  );
  return [{ id: "core", played: true }, ...optional.map((id) => ({ id, played: true }))];
}

/** A module that is one skill (its id is a skill it implements): a survivor's, not a rule a mission sets. */
const isSkill = (id: string): boolean => moduleById(id)?.skills?.includes(id) ?? false;

/**
 * The rules a profile always plays beyond 2E's (Black Plague's Armour, Magic, Dragon Bile, Necromancers, Vaults,
 * towers...; the classic cars, toxic zombies, barricades, dogs, VIPs...): the rule panel lists them, they are not
 * switches. Its skills are left out (a survivor's, not the mission's). Empty for 2E.
 */
export function profileOwnRules(profile: string): readonly string[] {
  if (profile === "2e") return [];
  const base = new Set(profileById("2e")?.modules ?? []);
  return (profileById(profile)?.modules ?? []).filter((m) => !base.has(m) && !isSkill(m));
}

/**
 * Whether a mission of `profile` listing `id` names a rule its profile always plays (a classic mission's
 * `toxic-zombies`, `barricades`): no switch, and nothing wrong with it. Never for 2E, whose list is the switches.
 */
export function alwaysPlayed(profile: string, id: string): boolean {
  return profile !== "2e" && id !== "core" && (profileById(profile)?.modules ?? []).includes(id);
}

/** Switches a module on or off; the list is kept in its profile's order, ids it does not know stay at the end. */
export function setModule(mission: MissionFields, id: string, on: boolean): Partial<MissionFields> {
  const now = new Set(mission.modules);
  if (on) now.add(id);
  else now.delete(id);
  const list = ruleModulesOf(mission.ruleProfile);
  const known = list.map((m) => m.id).filter((m) => now.has(m));
  const others = mission.modules.filter((m) => now.has(m) && !list.some((k) => k.id === m));
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
  const list = ruleModulesOf(mission.ruleProfile);
  for (const id of mission.modules) {
    const m = list.find((k) => k.id === id);
    if (!m && alwaysPlayed(mission.ruleProfile, id)) continue;
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
