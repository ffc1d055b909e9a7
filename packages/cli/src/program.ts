import { Command } from "commander";
import { COMMANDS } from "./commands/index.ts";

/** The `horda` command line, with every registered subcommand. */
export function buildProgram(): Command {
  const program = new Command("horda").description("Horda: a web table for zombie board games");
  for (const register of COMMANDS) register(program);
  return program;
}
