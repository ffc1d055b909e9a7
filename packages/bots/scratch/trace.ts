import { readFileSync } from "node:fs";
import { missionFileSchema } from "@horda/content";
import { RngCursor, seedRng } from "@horda/table";
import { survivorCatalogFromPacks, zombicide, zombieCatalogFromPacks } from "@horda/zombicide";
import { loadContentPacks, loadTileLibrary } from "@horda/zombicide/node";
import { actingSeats } from "../src/zombicide/acting-seats.ts";
import { scoreAction, situation } from "../src/zombicide/actions.ts";
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
  JSON.parse(readFileSync(`${content}core2e/missions/${process.argv[2]}.mission.json`, "utf8")),
);
const cfg = simConfig(mission, c, 2);
const st = zombicide.setup(cfg, process.argv[3] ?? "t0");
if (!st.ok) throw 1;
let state = st.value;
const bot = zombicideBot("survivor");
const rng = new RngCursor(seedRng("x"));
for (let i = 0; i < 400 && zombicide.status(state).kind !== "finished"; i++) {
  const seat = actingSeats(state).find((s) => zombicide.legal(state, s).length > 0)!;
  const legal = zombicide.legal(state, seat);
  const cmd = bot.choose(state, seat, legal, rng);
  const sit = situation(state);
  const a = zombicide.apply(state, seat, cmd);
  if (!a.ok) throw new Error(a.error.message);
  const zs: Record<string, number> = {};
  for (const z of state.zombies) zs[z.zone] = (zs[z.zone] ?? 0) + 1;
  console.log(
    `R${state.turn.round} ${JSON.stringify(cmd).slice(0, 140)} | targets ${sit.targets} | surv ${state.survivors.map((s) => `${s.id}@${s.zone}w${s.wounds}[${s.hands.map((h) => h?.split("#")[0]).join(",")}]`).join(" ")} | zomb ${JSON.stringify(zs)}`,
  );
  if (process.env.SCORES)
    console.log(
      "    scores:",
      legal
        .map((l) => `${l.type}:${l.to ?? l.zone ?? l.door ?? ""}=${scoreAction(sit, l).toFixed(0)}`)
        .join(" ")
        .slice(0, 600),
    );
  for (const e of a.value.events)
    if (
      [
        "WoundTaken",
        "ZombiesAttacked",
        "ZombiesSpawned",
        "SurvivorEliminated",
        "DiceRolled",
        "ZombieKilled",
      ].includes(e.type)
    )
      console.log("   ", JSON.stringify(e).slice(0, 160));
  state = a.value.state;
}
console.log(JSON.stringify(zombicide.status(state)));
