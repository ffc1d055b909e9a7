import { readFileSync } from "node:fs";
import { missionFileSchema } from "@horda/content";
import { choicesFor, RngCursor, seedRng } from "@horda/table";
import { survivorCatalogFromPacks, zombicide, zombieCatalogFromPacks } from "@horda/zombicide";
import { loadContentPacks, loadTileLibrary } from "@horda/zombicide/node";

const content = "/work/wt/bots/content/";
const packs = loadContentPacks(content);
const tiles = Object.fromEntries(loadTileLibrary(content));
const types = new Map<string, any>();
const pend = new Map<string, any>();
for (const id of ["first-night", "cold-storage", "joyride", "last-broadcast"]) {
  const mission = missionFileSchema.parse(
    JSON.parse(readFileSync(`${content}core2e/missions/${id}.mission.json`, "utf8")),
  );
  for (let g = 0; g < 20; g++) {
    const seats = ["p1", "p2"];
    const cfg = {
      map: mission.map,
      mission,
      tiles,
      seats,
      survivors: ["wanda", "doug", "amy", "ned", "josh", "elle"].map((s, i) => ({
        id: s,
        seat: seats[i % 2],
      })),
      survivorCatalog: survivorCatalogFromPacks(packs),
      zombieCatalog: zombieCatalogFromPacks(packs),
      startingDeal: true,
      autoZombieChoices: true,
    };
    const r = zombicide.setup(cfg as any, `s${g}`);
    if (!r.ok) throw new Error(r.error.message);
    let st = r.value;
    const rng = new RngCursor(seedRng(`x${g}`));
    for (let i = 0; i < 3000; i++) {
      if (zombicide.status(st).kind === "finished") break;
      const ch = choicesFor(zombicide, st);
      if (!ch.length) break;
      for (const c of ch) {
        if (!types.has(c.command.type)) types.set(c.command.type, c.command);
      }
      for (const p of st.pending)
        if (!pend.has(p.kind)) pend.set(p.kind, { p, legal: zombicide.legal(st, p.seat).slice(0, 4) });
      const c = ch[rng.int(0, ch.length - 1)]!;
      const a = zombicide.apply(st, c.seat, c.command);
      if (!a.ok) throw new Error(a.error.message);
      st = a.value.state;
    }
  }
}
for (const [k, v] of types) console.log("CMD", k, JSON.stringify(v).slice(0, 300));
for (const [k, v] of pend) console.log("PEND", k, JSON.stringify(v).slice(0, 900));
