import { existsSync } from "node:fs";
import { findScenarioFiles, runScenarioFile } from "@horda/zombicide/node";
import type { Command } from "commander";
import { contentPacks, tileLibrary } from "../content-root.ts";

/** `horda scenario FILE|FOLDER...`: runs scenario files, prints pass/fail with what differed, exits 1 on a failure. */
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
        const { report } = runScenarioFile(file, tileLibrary(), contentPacks());
        if (report.passed) {
          console.log(`pass ${file} (${report.checks} checks)`);
          continue;
        }
        failed++;
        console.log(`FAIL ${file}: ${report.name}${report.rule ? ` [${report.rule}]` : ""}`);
        for (const f of report.failures) console.log(`  - ${f.replaceAll("\n", "\n    ")}`);
      }
      console.log(`${files.length - failed} passed, ${failed} failed`);
      if (failed > 0 || missing.length > 0 || files.length === 0) process.exitCode = 1;
    });
}
