import type { Command } from "commander";
import { registerScenario } from "./scenario.ts";
import { registerSimulate } from "./simulate.ts";
import { registerValidate } from "./validate.ts";

/** Each subcommand registers itself here; add new commands (serve, scenario, replay...) to this list. */
export const COMMANDS: ReadonlyArray<(program: Command) => void> = [
  registerValidate,
  registerScenario,
  registerSimulate,
];
