export { validatePath } from "./commands/validate.ts";
export { buildProgram } from "./program.ts";
export type { TargetReport, ValidateTarget } from "./validate/target.ts";
export { VALIDATE_TARGETS } from "./validate/targets.ts";
