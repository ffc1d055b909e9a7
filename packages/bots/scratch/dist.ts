import { boardOf, buildTables, zombicide } from "@horda/zombicide";
import { senseOf, stepsBetween } from "../src/zombicide/board-sense.ts";
import { simConfig } from "../src/zombicide/sim-config.ts";
import { content, coreMission } from "../test/zombicide/content.ts";

const m = coreMission(process.argv[2] ?? "joyride");
const st = zombicide.setup(simConfig(m, content, 2), "x");
if (!st.ok) throw 1;
const s = st.value;
const b = boardOf(s);
const sense = senseOf(s);
console.log(b.zones.map((z) => `${z.id}:${z.kind}`).join(" "));
console.log(
  "doors",
  b.doors.map((d) => `${d.id}:${d.colour}:${b.zones[d.zones[0]]!.id}-${b.zones[d.zones[1]]!.id}`).join(" "),
);
console.log("tokens", b.tokens.map((t) => `${t.kind}:${t.id}@${b.zones[t.zone]!.id}`).join(" "));
const ex = b.tokens.find((t) => t.kind === "exit")!.zone;
console.log(b.zones.map((z) => `${z.id}->${stepsBetween(sense, z.index, ex)}`).join(" "));
console.log(
  "neighbours",
  sense.routes.neighbours.map((n, i) => `${b.zones[i]!.id}:[${n.map((x) => b.zones[x]!.id)}]`).join(" "),
);

import { tablesOf } from "@horda/zombicide";

const t = tablesOf(s);
console.log(
  "engine neighbours",
  t.neighbours.map((n, i) => `${b.zones[i]!.id}:[${n.map((x) => b.zones[x]!.id)}]`).join(" "),
);
console.log("links of Z5", JSON.stringify(b.links.filter((l) => l.a === 4 || l.b === 4)));
