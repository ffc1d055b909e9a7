import { fileURLToPath } from "node:url";
import { parseCircular, parseDependencyTree } from "dpdm";
import { describe, expect, it } from "vitest";

// Rules meet at hook points, not by importing each other: no file of the engine may import itself back,
// however long the way round. Type-only imports do not count (they vanish at run time).
const root = fileURLToPath(new URL("../", import.meta.url));

describe("the engine's imports", () => {
  it("form no circle", async () => {
    const tree = await parseDependencyTree(["src/**/*.ts", "node/*.ts"], {
      context: root,
      cwd: root,
      transform: true,
      skipDynamicImports: true,
      include: /\.ts$/,
      exclude: /node_modules/,
    });
    const circles = parseCircular(tree).map((c) => c.join(" -> "));
    expect(circles).toEqual([]);
  }, 60_000);
});
