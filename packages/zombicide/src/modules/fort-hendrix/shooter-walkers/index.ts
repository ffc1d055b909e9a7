import { joinWords, type ModuleWords, type RuleModule, taskRunner } from "../../../kernel/module.ts";
import { JOIN_TASK, type JoinTask, runJoin, shooterCard } from "./card.ts";
import { EVENTS, WORDS } from "./events.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { placeShooter } from "./shortage.ts";
import { SHOOTER, SHOOTER_RULE } from "./shots.ts";

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-shooter-walkers-step-1-2": "Fort Hendrix, Shooter Walkers step 1-2",
    "rule.fort-hendrix-shooter-walkers-step-4": "Fort Hendrix, Shooter Walkers step 4",
    "rule.fort-hendrix-shooter-walkers": "Fort Hendrix, Shooter Walkers",
  },
  "pt-BR": {
    "rule.fort-hendrix-shooter-walkers-step-1-2": "Fort Hendrix, Lerdos Atiradores, passos 1-2",
    "rule.fort-hendrix-shooter-walkers-step-4": "Fort Hendrix, Lerdos Atiradores, passo 4",
    "rule.fort-hendrix-shooter-walkers": "Fort Hendrix, Lerdos Atiradores",
  },
};

/**
 * Shooter Walkers (Fort Hendrix). A Zombie card with the Shooter mark (`shooter` in the card data, #041-#080):
 * 1-2. every Shooter Walker on the board shoots each zone with survivors it sees, night and darkness ignored, one
 * Wound per zone per shooter, shared as the players like; 3. the card's zombies spawn; 4. a Shooter Walker joins
 * each zone holding a zombie of the card's type that sees a survivor, unless one is there (short of miniatures:
 * the players choose where the ones left go, a `shooterZones` decision; then every Shooter Walker activates once more). Otherwise they are Walkers with the
 * Walkers' priority (the type's data), and Walker Extra Activation cards do not wake them (another type).
 */
export const shooterWalkers: RuleModule = {
  id: "shooter-walkers",
  ...PLAY,
  rule: SHOOTER_RULE,
  commands: [placeShooter],
  hooks: { zombieCard: shooterCard },
  zombieTasks: { [JOIN_TASK]: taskRunner<JoinTask>(runJoin) },
  zombieTypes: [SHOOTER],
  events: EVENTS,
  words: joinWords(WORDS, PLAY_WORDS, CITED),
};
