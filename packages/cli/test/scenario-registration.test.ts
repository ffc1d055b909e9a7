import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { registerScenarioValidator, validatePath } from "@horda/cli";
import { describe, expect, it } from "vitest";

describe("the scenario registration point", () => {
  it("hands scenario files to the registered validator and reports what it says", () => {
    const dir = mkdtempSync(join(tmpdir(), "horda-scn-"));
    try {
      const good = join(dir, "good.scenario.yaml");
      const bad = join(dir, "bad.scenario.yaml");
      writeFileSync(good, "name: fine\n");
      writeFileSync(bad, "name: broken\n");
      registerScenarioValidator((text, source) =>
        text.includes("broken") ? [`${source}: $.name: broken`] : [],
      );
      expect(validatePath(good)).toEqual({ errors: [], summary: `ok ${good}: scenario` });
      expect(validatePath(bad).errors).toEqual([`${bad}: $.name: broken`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
