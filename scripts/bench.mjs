#!/usr/bin/env node
// npm run bench -- NAME: runs bench/NAME.bench.ts or every *.bench.ts under bench/NAME/ (through tsx).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const names = process.argv.slice(2);
if (names.length === 0) {
  const all = readdirSync("bench").filter(
    (f) => statSync(join("bench", f)).isDirectory() || f.endsWith(".bench.ts"),
  );
  console.error(
    `usage: npm run bench -- NAME (one of: ${all.map((f) => f.replace(/\.bench\.ts$/, "")).join(", ")})`,
  );
  process.exit(2);
}
let failed = false;
for (const name of names) {
  const files = [];
  const dir = join("bench", name);
  if (existsSync(dir) && statSync(dir).isDirectory()) {
    for (const f of readdirSync(dir).sort()) if (f.endsWith(".bench.ts")) files.push(join(dir, f));
  } else if (existsSync(`${dir}.bench.ts`)) files.push(`${dir}.bench.ts`);
  else if (existsSync(name)) files.push(name);
  if (files.length === 0) {
    console.error(`no benchmark named "${name}" under bench/`);
    failed = true;
  }
  for (const file of files) {
    const r = spawnSync(process.execPath, ["--import", "tsx", file], { stdio: "inherit" });
    if (r.status !== 0) failed = true;
  }
}
process.exit(failed ? 1 : 0);
