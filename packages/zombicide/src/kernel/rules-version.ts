import { profileById, refusal } from "./registry.ts";

/** What a game config asks of the rules: its profile, the modules it switches on, the rules version it was recorded under. */
export interface RulesRequest {
  readonly profile?: string | undefined;
  readonly modules?: readonly string[] | undefined;
  readonly rules?: number | undefined;
  readonly mission?: { readonly ruleProfile: string; readonly modules: readonly string[] } | undefined;
}

/**
 * The profile and modules a game plays, or why the engine refuses it: a profile or a module it does not have
 * (a mission's too), or a game recorded under a rules version it cannot replay. Never another profile's rules.
 */
export function rulesFor(
  config: RulesRequest,
): { readonly profile: string; readonly modules: readonly string[] } | { readonly problem: string } {
  const asked = config.profile ?? config.mission?.ruleProfile ?? "2e";
  if (config.mission && config.mission.ruleProfile !== asked)
    return {
      problem: `the mission plays the rule profile "${config.mission.ruleProfile}", the game asks for "${asked}"`,
    };
  const modules = [...new Set([...(config.modules ?? ["core"]), ...(config.mission?.modules ?? [])])];
  const no = refusal(asked, modules);
  if (no) return { problem: config.mission ? `mission: ${no}` : no };
  const version = rulesVersionProblem(asked, config.rules, modules);
  return version ? { problem: version } : { profile: asked, modules };
}

/**
 * Null when a game recorded under `rules` replays on this engine (the same version, or one that migrates; a
 * migration that names modules refuses only a game playing one of `modules`).
 */
export function rulesVersionProblem(
  profile: string,
  rules: number | undefined,
  modules: readonly string[] = [],
): string | null {
  const p = profileById(profile);
  if (!p || rules === undefined || rules === p.rulesVersion) return null;
  if (rules > p.rulesVersion)
    return `the game was recorded under rules "${p.id}" version ${rules}, newer than this engine's (version ${p.rulesVersion}); update Horda to play it`;
  const step = p.migrations[rules];
  if (step === "same") return null;
  if (step?.modules && !step.modules.some((m) => modules.includes(m))) return null;
  if (step) return `the game was recorded under rules "${p.id}" version ${rules}: ${step.refuse}`;
  return `the game was recorded under rules "${p.id}" version ${rules}, which this engine (version ${p.rulesVersion}) cannot replay on its rules; it is refused rather than played on changed rules`;
}

/** The rules version a new record carries: the profile's current one, unless the config already names one. */
export function stampRules<C extends RulesRequest>(config: C): C {
  if (config.rules !== undefined) return config;
  const profile = profileById(config.profile ?? config.mission?.ruleProfile ?? "2e");
  return profile ? { ...config, rules: profile.rulesVersion } : config;
}
