import { existsSync, statSync } from "node:fs";
import type { Command } from "commander";
import type { TargetReport } from "../validate/target.ts";
import { VALIDATE_TARGETS } from "../validate/targets.ts";

/** Validates one path with the first target that accepts it. */
export function validatePath(path: string): TargetReport {
  if (!existsSync(path)) return { errors: [`${path}: not found`], summary: "" };
  const isDirectory = statSync(path).isDirectory();
  const target = VALIDATE_TARGETS.find((t) => t.matches(path, isDirectory));
  if (!target) {
    const known = VALIDATE_TARGETS.map((t) => t.label).join(", ");
    return { errors: [`${path}: don't know how to validate this (expected a ${known})`], summary: "" };
  }
  return target.validate(path);
}

export function registerValidate(program: Command): void {
  program
    .command("validate")
    .description("check content packs, map, mission and scenario files; exits 1 if anything is wrong")
    .argument(
      "<paths...>",
      "pack folders (with pack.json), *.map.json, *.mission.json or *.scenario.yaml files",
    )
    .action((paths: string[]) => {
      let failed = 0;
      for (const path of paths) {
        const report = validatePath(path);
        if (report.errors.length > 0) {
          failed += 1;
          for (const line of report.errors) console.error(line);
        } else {
          console.log(report.summary);
        }
      }
      if (failed > 0) {
        console.error(
          `${failed} of ${paths.length} ${paths.length === 1 ? "path" : "paths"} failed validation`,
        );
        process.exitCode = 1;
      }
    });
}
