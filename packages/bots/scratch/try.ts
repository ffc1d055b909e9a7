import { readFileSync } from "node:fs";
import { missionFileSchema } from "@horda/content";
import { survivorCatalogFromPacks, zombieCatalogFromPacks } from "@horda/zombicide";
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
const ids = (process.argv[2] ?? "first-night,cold-storage,joyride,last-broadcast").split(",");
const N = Number(process.argv[3] ?? 20);
const botName = process.argv[4] ?? "survivor";
for (const id of ids) {
  const mission = missionFileSchema.parse(
    JSON.parse(readFileSync(`${content}core2e/missions/${id}.mission.json`, "utf8")),
  );
  const cfg = simConfig(mission, c, 2);
  let wins = 0,
    rounds = 0,
    cmds = 0;
  const causes: Record<string, number> = {};
  const t = performance.now();
  for (let g = 0; g < N; g++) {
    const { stats } = playZombicide(cfg, `t${g}`, [zombicideBot(botName)]);
    if (stats.result === "win") wins++;
    else causes[stats.cause] = (causes[stats.cause] ?? 0) + 1;
    rounds += stats.rounds;
    cmds += stats.commands;
  }
  const ms = performance.now() - t;
  console.log(
    id,
    botName,
    `wins ${wins}/${N}`,
    `rounds ${(rounds / N).toFixed(1)}`,
    `cmds ${(cmds / N).toFixed(0)}`,
    `${(ms / N).toFixed(1)} ms/game`,
    JSON.stringify(causes),
  );
}
