import { assignFriendlyFire } from "../../game/actions/assign-friendly-fire.ts";
import { assignHits } from "../../game/actions/assign-hits.ts";
import { assignZombieWound } from "../../game/actions/assign-zombie-wound.ts";
import { chooseSkill } from "../../game/actions/choose-skill.ts";
import { endTurn } from "../../game/actions/end-turn.ts";
import { escapeExit } from "../../game/actions/escape.ts";
import { keepCards } from "../../game/actions/keep-cards.ts";
import { makeNoise } from "../../game/actions/make-noise.ts";
import { melee } from "../../game/actions/melee.ts";
import { move } from "../../game/actions/move.ts";
import { openDoor } from "../../game/actions/open-door.ts";
import { placeSpareZombies } from "../../game/actions/place-spare-zombies.ts";
import { ranged } from "../../game/actions/ranged.ts";
import { reload } from "../../game/actions/reload.ts";
import { reorganize } from "../../game/actions/reorganize.ts";
import { reroll } from "../../game/actions/reroll.ts";
import { search } from "../../game/actions/search.ts";
import { takeObjective } from "../../game/actions/take-objective.ts";
import { endPhaseSkills } from "../../game/skills/healing.ts";
import { joinWords, type RuleModule } from "../../kernel/module.ts";
import { EVENTS, WORDS } from "./events.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { CORE_CONTINUATIONS, CORE_LOOP, CORE_TASKS } from "./work.ts";

/**
 * The core rules of the 2nd Edition (core-2e): the survivors' Actions (§5), combat (§6), the zombie phase (§7),
 * the end phase and the decisions they raise. The zombie side and the turn loop are the kernel's and the core
 * files' (game/); this module brings the commands, the zombie types and the card effects the core rules read.
 */
export const core: RuleModule = {
  id: "core",
  ...PLAY,
  rule: "core-2e (the core rulebook)",
  commands: [
    move,
    endTurn,
    assignZombieWound,
    placeSpareZombies,
    melee,
    ranged,
    reroll,
    assignHits,
    assignFriendlyFire,
    chooseSkill,
    search,
    keepCards,
    openDoor,
    reorganize,
    takeObjective,
    makeNoise,
    reload,
    escapeExit,
  ],
  // The skills' End Phase healing (§10), read from the survivors' effects.
  hooks: { endPhase: (ctx, state) => endPhaseSkills(state, ctx.events) },
  zombieTasks: CORE_TASKS,
  continuations: CORE_CONTINUATIONS,
  loop: CORE_LOOP,
  events: EVENTS,
  words: joinWords(WORDS, PLAY_WORDS),
  zombieTypes: ["walker", "runner", "brute", "abomination"],
  cardEffects: [
    "reroll-bullets",
    "reroll-shells",
    "usable-in-backpack",
    // Abomination cards' rules (combat/targets.ts).
    "blocks-combat-in-zone",
    "molotov-kills-only-it",
    "targeted-first",
  ],
};
