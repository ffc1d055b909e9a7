import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { CLOCK_RULE } from "../shared/clock.ts";
import { nightAccuracy } from "./accuracy.ts";
import { advanceClock, setClock } from "./clock.ts";
import { EVENTS, WORDS } from "./events.ts";
import { NIGHT_FIGHTER, NIGHT_FIGHTER_RULE, NIGHT_VISION, NIGHT_VISION_RULE } from "./night-vision.ts";
import { nightBoardHooks, nightVisionRange } from "./sight.ts";

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-new-skills-night-fighter": "Fort Hendrix, New Skills: Night fighter",
    "rule.fort-hendrix-new-skills-night-vision-ignores-the-night-rules-also-printed-on-some-military-cards":
      "Fort Hendrix, New Skills: Night vision (ignores the Night rules); also printed on some Military cards",
    "rule.fort-hendrix-night-rules": "Fort Hendrix, Night Rules",
    "rule.fort-hendrix-the-clock": "Fort Hendrix, The Clock",
  },
  "pt-BR": {
    "rule.fort-hendrix-new-skills-night-fighter": "Fort Hendrix, Novas Habilidades: Lutador noturno",
    "rule.fort-hendrix-new-skills-night-vision-ignores-the-night-rules-also-printed-on-some-military-cards":
      "Fort Hendrix, Novas Habilidades: Visão noturna (ignora as regras de Noite); também impressa em algumas cartas Militares",
    "rule.fort-hendrix-night-rules": "Fort Hendrix, Regras de Noite",
    "rule.fort-hendrix-the-clock": "Fort Hendrix, O Relógio",
  },
};

/**
 * The Clock and Night (Fort Hendrix). The Clock starts at the mission's hour and moves 1 hour each End Phase
 * (before the First Player token passes). At night (7pm-6am) a survivor's sight reaches Range 0-1 and a Zombie's
 * Range 0, except into Zones lit by Light Beams (a board hook, so the shared sight tables and the zombies' hunt
 * know it); a Ranged Attack into an unlit Zone needs 6 (a Molotov still burns all; a bonus to the dice roll still adds).
 * Night vision (skill or card) ignores all of it; Night fighter makes the 6 a 5+.
 */
export const night: RuleModule = {
  id: "night",
  rule: CLOCK_RULE,
  board: nightBoardHooks,
  hooks: {
    setup: (ctx, state) => setClock(ctx.mission, state),
    endPhase: (ctx, state) => advanceClock(ctx.events, state),
    sightRange: ({ state, survivor, to }) => nightVisionRange(state, survivor, to),
    accuracy: (ctx, accuracy) =>
      ctx.mode === "ranged" ? nightAccuracy(ctx.state, ctx.survivor, ctx.zone, accuracy) : accuracy,
  },
  skills: [NIGHT_VISION, NIGHT_FIGHTER],
  skillRules: { [NIGHT_VISION]: NIGHT_VISION_RULE, [NIGHT_FIGHTER]: NIGHT_FIGHTER_RULE },
  cardEffects: [NIGHT_VISION],
  events: EVENTS,
  words: joinWords(WORDS, CITED),
};
