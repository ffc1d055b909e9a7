export type * from "./hooks.ts";
export type { EventFieldKind, EventFieldPhrase, EventReading, ModuleWords, RuleModule } from "./module.ts";
export type { Profile, ProfileBase } from "./profile.ts";
export {
  implementedNames,
  installedModules,
  moduleById,
  moduleOfEvent,
  profileById,
  profileIds,
  refusal,
  rulesOf,
} from "./registry.ts";
export { rulesFor, rulesVersionProblem, stampRules } from "./rules-version.ts";
