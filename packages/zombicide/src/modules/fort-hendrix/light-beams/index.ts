import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { LIGHT_RULE } from "./beam.ts";
import { aimLight, lightOff, lightOn } from "./commands.ts";
import { EVENTS, WORDS } from "./events.ts";
import { checkBeams, followMove, searchLights } from "./follow.ts";
import { rangedLit } from "./lit-shot.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { beamsDrawZombies } from "./zombies.ts";

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-light-sources": "Fort Hendrix, Light Sources",
  },
  "pt-BR": {
    "rule.fort-hendrix-light-sources": "Fort Hendrix, Fontes de Luz",
  },
};

/**
 * Light Sources (Fort Hendrix). At night a survivor's light source (a card with the "light" trait) puts a Light
 * Beam on its zone and one adjacent zone (not through walls or closed doors): by 1 Action (`lightOn`), a Search
 * with the Flashlight, or a Ranged Action at Range 0-1 (`rangedLit`, lit before the roll). The beam follows the
 * survivor, is pointed for free before any Action (`aimLight`), and goes off by 1 Action (`lightOff`) or when the
 * source is traded or discarded. Lit zones are seen normally and shot at without the night's 6 (the night module
 * reads them); right before the Zombie Phase every zombie seeing one gets an extra Activation.
 */
export const lightBeams: RuleModule = {
  id: "light-beams",
  ...PLAY,
  rule: LIGHT_RULE,
  commands: [lightOn, lightOff, aimLight, rangedLit],
  hooks: {
    searchFound: (ctx, found) => ({ ...found, state: searchLights(ctx.survivor, ctx.events, found.state) }),
    afterCommand: (_ctx, applied) => {
      const events = [...applied.events];
      const state = checkBeams(events, applied.state);
      return state === applied.state ? applied : { state, events };
    },
    enterZone: (ctx, state) => followMove(ctx.survivor, state),
    endPhase: (ctx, state) => checkBeams(ctx.events, state),
    zombiePhaseStart: (ctx, state) => beamsDrawZombies(ctx.events, state),
  },
  cardEffects: ["light"],
  events: EVENTS,
  words: joinWords(WORDS, PLAY_WORDS, CITED),
};
