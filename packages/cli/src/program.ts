import { Command } from "commander";
import { COMMANDS } from "./commands/index.ts";

// Scenario validation: when @horda/zombicide exports its scenario validator, register it here with
// `registerScenarioValidator(...)` from "./validate/scenario-target.ts" (one line).

/** The `horda` command line, with every registered subcommand. */
export function buildProgram(): Command {
  const program = new Command("horda").description("Horda: a web table for zombie board games");
  for (const register of COMMANDS) register(program);
  return program;
}
