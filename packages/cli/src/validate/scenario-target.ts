import { readFileSync } from "node:fs";
import type { ValidateTarget } from "./target.ts";

/**
 * Checks a scenario file's text and returns its error lines (`file: where: what`), none when it is fine.
 * The scenario format belongs to `@horda/zombicide`, which provides the validator.
 */
export type ScenarioValidator = (text: string, source: string) => readonly string[];

let registered: ScenarioValidator | undefined;

/**
 * Registration point for scenario validation: `program.ts` calls this once `@horda/zombicide` exports its
 * validator. Until then a scenario is reported as not checkable (an error), never as passing.
 */
export function registerScenarioValidator(validator: ScenarioValidator): void {
  registered = validator;
}

export const scenarioTarget: ValidateTarget = {
  label: "scenario file",
  matches: (path, isDirectory) => !isDirectory && /\.scenario\.ya?ml$/.test(path),
  validate(path) {
    if (!registered) {
      return {
        errors: [
          `${path}: scenario validation is not available yet (no validator registered from @horda/zombicide)`,
        ],
        summary: "",
      };
    }
    return { errors: registered(readFileSync(path, "utf8"), path), summary: `ok ${path}: scenario` };
  },
};
