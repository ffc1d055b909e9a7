import { boardOf, buildTables, zombicide } from "@horda/zombicide";
import { simConfig } from "../src/zombicide/sim-config.ts";
import { content, coreMission } from "../test/zombicide/content.ts";

for (const id of ["first-night", "cold-storage", "joyride", "last-broadcast"]) {
  const st = zombicide.setup(simConfig(coreMission(id), content, 2), "x");
  if (!st.ok) throw 1;
  const b = boardOf(st.value);
  const t = buildTables(b, new Set(b.doors.map((d) => d.index)));
  const start = b.tokens.find((x) => x.kind === "start")!.zone;
  const far = b.tokens
    .filter((x) => ["exit", "objective", "crate"].includes(x.kind))
    .map((x) => `${x.kind}:${x.id}@${b.zones[x.zone]!.id}=${t.steps[start * t.n + x.zone]}`);
  console.log(id, far.join(" "));
}
{
  const st = zombicide.setup(simConfig(coreMission("cold-storage"), content, 2), "x");
  if (!st.ok) throw 1;
  const b = boardOf(st.value);
  console.log(b.zones.map((z) => `${z.id}:${z.kind}:${z.label}`).join(" "));
  console.log(
    "doors",
    b.doors
      .map(
        (d) =>
          `${d.id}:${d.colour}:${b.zones[d.zones[0]]!.id}-${b.zones[d.zones[1]]!.id}@${d.x},${d.y}${d.side}`,
      )
      .join(" "),
  );
  const t = buildTables(b, new Set(b.doors.map((d) => d.index)));
  console.log(
    "neighbours",
    t.neighbours.map((n, i) => `${b.zones[i]!.id}:[${n.map((x) => b.zones[x]!.id)}]`).join(" "),
  );
}

import { boardToAscii } from "@horda/zombicide";

{
  const st = zombicide.setup(simConfig(coreMission(process.env.M ?? "cold-storage"), content, 2), "x");
  if (!st.ok) throw 1;
  console.log(boardToAscii(boardOf(st.value)));
}
