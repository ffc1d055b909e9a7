import { existsSync, readFileSync } from "node:fs";
import { findScenarioFiles, runScenarioFile, scenarioFileGame } from "@horda/zombicide/node";
import {
  parseZurvivorsScenarioText,
  runZurvivorsScenario,
  zurvivorsScenarioFailure,
} from "@horda/zurvivors/scenario";
import type { Command } from "commander";
import { contentPacks, tileLibrary } from "../content-root.ts";
import { yamlSyntaxErrors } from "../validate/text-syntax.ts";

/** One scenario file of either game (its `game:` field), as a report. */
function runAny(file: string) {
  if (scenarioFileGame(file) === "zurvivors") {
    const parsed = parseZurvivorsScenarioText(readFileSync(file, "utf8"), file);
    return parsed.ok ? runZurvivorsScenario(parsed.value) : zurvivorsScenarioFailure(file, parsed.error);
  }
  return runScenarioFile(file, tileLibrary(), contentPacks()).report;
}

/**
 * `horda scenario FILE|FOLDER...`: runs scenario files of both games (Zombicide, Zurvivors), prints pass/fail with
 * what differed, exits 1 on a failure.
 */
export function registerScenario(program: Command): void {
  program
    .command("scenario")
    .description("run rule scenarios (*.scenario.yaml) and report pass or fail; exits 1 if any fails")
    .argument("<paths...>", "scenario files or folders holding them")
    .action((paths: string[]) => {
      const missing = paths.filter((p) => !existsSync(p));
      for (const p of missing) console.error(`${p}: not found`);
      const files = findScenarioFiles(paths.filter((p) => existsSync(p)));
      if (files.length === 0 && missing.length === 0) console.error("no *.scenario.yaml files found");
      let failed = 0;
      for (const file of files) {
        // Syntax first, with line and column; the path is named once, on the FAIL line.
        const syntax = yamlSyntaxErrors(file, readFileSync(file, "utf8"));
        const report =
          syntax.length > 0
            ? { passed: false, name: file, rule: undefined, checks: 0, failures: syntax }
            : runAny(file);
        if (report.passed) {
          console.log(`pass ${file} (${report.checks} checks)`);
          continue;
        }
        failed++;
        const title = report.name && report.name !== file ? `: ${report.name}` : "";
        console.log(`FAIL ${file}${title}${report.rule ? ` [${report.rule}]` : ""}`);
        for (const f of report.failures) {
          const local = f.startsWith(`${file}:`) ? f.slice(file.length + 1).trimStart() : f;
          console.log(`  - ${local.replaceAll("\n", "\n    ")}`);
        }
      }
      console.log(`${files.length - failed} passed, ${failed} failed`);
      if (failed > 0 || missing.length > 0 || files.length === 0) process.exitCode = 1;
    });
}
