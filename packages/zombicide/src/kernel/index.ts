export { citeRule, citeRules, type ProfileBook } from "./citations.ts";
export type * from "./hooks.ts";
export type {
  CommandReading,
  DecisionReading,
  EventFieldKind,
  EventFieldPhrase,
  EventReading,
  ModuleWords,
  RuleModule,
} from "./module.ts";
export type { Profile, ProfileBase } from "./profile.ts";
export {
  allCommands,
  implementedNames,
  installedModules,
  moduleAims,
  moduleById,
  moduleKeeps,
  moduleOfCommand,
  moduleOfDecision,
  moduleOfEvent,
  moduleOfRefusal,
  profileById,
  profileIds,
  refusal,
  rewordedBy,
  rulesOf,
  switchableModes,
} from "./registry.ts";
export { rulesFor, rulesVersionProblem, stampRules } from "./rules-version.ts";
