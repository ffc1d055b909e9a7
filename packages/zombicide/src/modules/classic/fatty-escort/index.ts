import { miniaturesLeft, placeZombies, zombiesOfType } from "../../../game/zombies/place.ts";
import { activation } from "../../../game/zombies/spawn.ts";
import type { RuleModule } from "../../../kernel/module.ts";

export const FATTY_ESCORT_RULE = "classic §5a Fatties (every Fatty spawns with 2 Walkers)";
const OUT_RULE =
  "classic §5a Fatty without Walkers (no Walker left: every Walker on the board gets an extra Activation)";

/**
 * Season 1: a zombie type with an `escort` (the Fatty's two Walkers, the pack's data) spawns with it: a card
 * that places N Fatties places 2N Walkers with them. Short of Walker miniatures, the Fatties still come and
 * every Walker on the board activates (FAQ). Zombies added by a split are not spawned and bring no escort.
 */
export const fattyEscort: RuleModule = {
  id: "fatty-escort",
  rule: FATTY_ESCORT_RULE,
  zombieTypes: ["fatty"],
  hooks: {
    zombiesPlaced: ({ zone, zombie, placed, events }, state) => {
      const escort = state.zombieCatalog.types[zombie]?.escort;
      if (!escort) return state;
      const wanted = escort.count * placed.length;
      const left = miniaturesLeft(state, escort.zombie);
      const done = placeZombies(state, escort.zombie, zone, wanted);
      if (done.placed.length > 0)
        events.push({
          type: "ZombiesSpawned",
          zone,
          zombie: escort.zombie,
          zombies: done.placed,
          rush: false,
          rule: FATTY_ESCORT_RULE,
        });
      if (left >= wanted) return done.state;
      events.push({
        type: "ZombiePoolExhausted",
        zombie: escort.zombie,
        wanted,
        placed: done.placed.length,
        rule: OUT_RULE,
      });
      const all = zombiesOfType(done.state, escort.zombie);
      if (all.length === 0) return done.state;
      return {
        ...done.state,
        zombieWork: [activation(all, "out-of-miniatures"), ...done.state.zombieWork],
      };
    },
  },
  words: {
    en: { name: "Fatty escort", summary: "Every Fatty spawns with two Walkers." },
    "pt-BR": { name: "Escolta do Balofo", summary: "Todo Balofo surge com dois Lerdos." },
  },
};
