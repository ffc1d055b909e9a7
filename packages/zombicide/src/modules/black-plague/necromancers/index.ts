import { joinWords, type RuleModule } from "../../../kernel/module.ts";
import { EVENTS, WORDS } from "./events.ts";
import { ARRIVAL_RULE, fleeMoves, necromancersKilled, playNecromancerCard } from "./necromancers.ts";
import { placedNecromancerTokens } from "./placed-tokens.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { removeSpawnZone } from "./remove-spawn.ts";

/** Necromancers (§9): their cards, their flight and escape, and the Spawn Zone their death takes away. */
export const necromancers: RuleModule = {
  id: "necromancers",
  ...PLAY,
  rule: ARRIVAL_RULE,
  commands: [removeSpawnZone],
  zombieTypes: ["necromancer"],
  events: EVENTS,
  words: joinWords(WORDS, PLAY_WORDS),
  hooks: {
    setup: (_ctx, state) => placedNecromancerTokens(state),
    zombieCardPlayed: ({ state, zone, card, events }) => {
      const c = state.zombieCatalog.spawnCards[card];
      if (c?.kind !== "necromancer") return undefined;
      events.push({ type: "NecromancerCardDrawn", card, zone, rule: ARRIVAL_RULE });
      return playNecromancerCard(state, zone, c.zombie, card, events);
    },
    ownMoves: ({ events, survivorZones }, value) => fleeMoves(value, survivorZones, events),
    zombiesKilled: ({ killed, by, events }, state) => necromancersKilled(state, killed, by, events),
  },
};
