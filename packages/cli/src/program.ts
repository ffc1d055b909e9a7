import { readFileSync } from "node:fs";
import { Command } from "commander";
import { COMMANDS } from "./commands/index.ts";

const VERSION = (
  JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }
).version;

/** The `horda` command line, with every registered subcommand. */
export function buildProgram(): Command {
  const program = new Command("horda")
    .description("Horda: a web table for zombie board games")
    .version(`horda ${VERSION}`, "-V, --version", "print the version")
    .helpCommand(false);
  for (const register of COMMANDS) register(program);
  program
    .command("help")
    .description("show the help of a command, nested ones too: horda help simulate zurvivors")
    .argument("[command...]", "the command's words")
    .action((words: string[]) => {
      let at: Command = program;
      for (const word of words) {
        const next = at.commands.find((c) => c.name() === word || c.aliases().includes(word));
        if (!next) {
          console.error(`horda: no command "${[...words.slice(0, words.indexOf(word)), word].join(" ")}"`);
          at.outputHelp({ error: true });
          process.exitCode = 1;
          return;
        }
        at = next;
      }
      at.outputHelp();
    });
  return program;
}
