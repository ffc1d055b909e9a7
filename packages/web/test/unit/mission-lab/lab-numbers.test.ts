import { describe, expect, it } from "vitest";
import { labNumbers } from "../../../src/pages/mission-lab/lab-numbers.ts";

describe("the Mission lab's numbers", () => {
  it("are written as each language writes them, one decimal", () => {
    expect(labNumbers("en").pct(0.7384)).toBe("73.8%");
    expect(labNumbers("pt-BR").pct(0.7384)).toBe("73,8%");
    expect(labNumbers("pt-BR").one(8.06)).toBe("8,1");
    expect(labNumbers("en").one(8)).toBe("8.0");
  });
});
