import { playZombicide } from "../src/zombicide/play.ts";
import { simConfig } from "../src/zombicide/sim-config.ts";
import { zombicideBot } from "../src/zombicide/survivor-bot.ts";
import { content, coreMission } from "../test/zombicide/content.ts";

const cfg = simConfig(coreMission(process.argv[2] ?? "first-night"), content, 2);
for (let g = 0; g < 40; g++) {
  const { stats, state } = playZombicide(cfg, `horda-sim:${g}`, [zombicideBot("survivor")]);
  if (stats.cause === "no seat could act") {
    console.log(
      g,
      JSON.stringify(state.turn),
      JSON.stringify(state.pending),
      state.survivors
        .map(
          (s) =>
            `${s.id}/${s.seat}:${s.zone}:done=${s.done}:${s.actionsLeft}:el=${s.eliminated}:esc=${s.escaped}`,
        )
        .join(" "),
      JSON.stringify(state.zombieWork).slice(0, 300),
    );
  }
}
