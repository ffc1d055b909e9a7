import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "./helpers/run-horda.ts";

// The README is a newcomer's first page (issue 19): its first commands, and only what plays today.
const readme = readFileSync(join(REPO_ROOT, "README.md"), "utf8");

describe("README", () => {
  it("starts with npm install && npm start, then npm test", () => {
    const commands = /```sh\n([\s\S]*?)```/.exec(readme)?.[1]?.split("\n").filter(Boolean) ?? [];
    expect(commands[0]).toMatch(/^npm install && npm start\s/);
    expect(commands[1]).toMatch(/^npm test\s/);
  });

  it("lists as playable only the boxes that play", () => {
    const table = readme.slice(
      readme.indexOf("## What you can play today"),
      readme.indexOf("## What the commands need"),
    );
    const playable = table.split("\n").filter((l) => l.startsWith("| ") && l.includes("playable"));
    expect(playable.map((l) => l.split("|")[1]?.trim())).toEqual([
      "Zombicide 2nd Edition, core box",
      "Zurvivors",
      "Rio Z Janeiro",
      "Fort Hendrix",
      "Black Plague with Wulfsburg",
      "Zombicide classic (Season 1) with Toxic City Mall, Canine Companions and VIP #2",
    ]);
    // A box that lands says plainly what stands in for what the books do not give.
    for (const box of [
      "Rio Z Janeiro",
      "Fort Hendrix",
      "Black Plague with Wulfsburg",
      "Zombicide classic (Season 1) with Toxic City Mall, Canine Companions and VIP #2",
    ]) {
      const row = (playable.find((l) => l.startsWith(`| ${box} |`)) ?? "").toLowerCase();
      expect(row).toContain("stand-in");
    }
  });

  it("says what the tests need and how to point them elsewhere", () => {
    for (const words of [
      "PostgreSQL",
      "Redis",
      "TEST_DATABASE_URL",
      "TEST_REDIS_URL",
      "better-sqlite3",
      "g++",
    ])
      expect(readme).toContain(words);
  });
});
