import { readFileSync } from "node:fs";
import { missionFileSchema } from "@horda/content";
import { survivorCatalogFromPacks, zombicide, zombieCatalogFromPacks } from "@horda/zombicide";
import { loadContentPacks, loadTileLibrary } from "@horda/zombicide/node";
import { playZombicide } from "../src/zombicide/play.ts";
import { simConfig } from "../src/zombicide/sim-config.ts";
import { zombicideBot } from "../src/zombicide/survivor-bot.ts";

const content = "/work/wt/bots/content/";
const packs = loadContentPacks(content);
const c = {
  tiles: Object.fromEntries(loadTileLibrary(content)),
  survivorCatalog: survivorCatalogFromPacks(packs),
  zombieCatalog: zombieCatalogFromPacks(packs),
};
const mission = missionFileSchema.parse(
  JSON.parse(readFileSync(`${content}core2e/missions/first-night.mission.json`, "utf8")),
);
const cfg = simConfig(mission, c, 2);
for (let g = 0; g < 20; g++) {
  const { stats, state } = playZombicide(cfg, `t${g}`, [zombicideBot("survivor")]);
  if (stats.result === "win") console.log("WIN", g);
  if (stats.cause === "no seat could act" || g === 0) {
    console.log(
      g,
      stats.cause,
      JSON.stringify(state.turn),
      JSON.stringify(state.pending),
      state.survivors
        .map((s) => `${s.id}:${s.zone}:${s.done}:${s.actionsLeft}:${s.eliminated}:${s.escaped}`)
        .join(" "),
      JSON.stringify(state.mission?.outcome),
      JSON.stringify(zombicide.status(state)),
    );
  }
}
