import type { Profile } from "../kernel/profile.ts";
import { BLACK_PLAGUE_BOOK } from "./black-plague-book.ts";

/**
 * Zombicide: Black Plague (with Wulfsburg): the core rules where Black Plague plays like 2E (actions, Moves,
 * Search, doors, sight, Runners' second Action, 3 Wounds, XP levels 7/19/43), its own modules
 * (modules/black-plague/: Armour rolls, the Magic and Enchantment Actions, Dragon Bile and Dragon Fire,
 * Necromancers, Vaults, its spawn rules) and the skills of its survivors that the engine plays. Its targeting order
 * (Walker, Fatty/Abomination, Runner, Wolfz, Necromancer) and Wulfsburg's Wolfz (a third Activation) are the
 * zombie types' data (`targetingPriority`, `actions`), which the core reads. No cars or Companions.
 */
export const profileBlackPlague: Profile = {
  id: "black-plague",
  // 2: the Torch lights Dragon Fire with its own Action (no longer a Molotov's Ranged Action); Vault artefacts,
  // quest-laid Necromancer Spawn and Bile tokens play; 1 extra Starting card per Survivor beyond 6.
  rulesVersion: 2,
  modules: [
    "core",
    "food",
    "move-skills",
    "shove",
    "lifesaver",
    "destiny",
    "is-that-all-youve-got",
    "born-leader",
    "taunt",
    "reaper",
    "super-strength",
    "plus-1-damage",
    "plus-1-die",
    "plus-1-to-dice-roll",
    "plus-1-max-range",
    "marksman",
    "point-blank",
    "lucky",
    "barbarian",
    "ambidextrous",
    "swordmaster",
    "hit-and-run",
    "break-in",
    "free-reload",
    "hold-your-nose",
    "low-profile",
    "matching-set",
    "plus-1-action",
    "plus-1-free-action",
    "regeneration",
    "roll-6-plus-1-die",
    "scavenger",
    "slippery",
    "steady-hand",
    "tactician",
    "tough",
    "spellcaster",
    "spellbook",
    "iron-rain",
    "mana-rain",
    "zombie-link",
    "collector",
    "frenzy",
    "lock-it-down",
    "rotten",
    "search-plus-1-card",
    "trick-shot",
    // Black Plague's own rules.
    "black-plague-zombies",
    "plus-1-die-other-melee",
    "armour",
    "magic",
    "enchantments",
    "dragon-bile",
    "wulfsburg-equipment",
    "black-plague-spawns",
    "necromancers",
    "vaults",
    "towers",
    "more-survivors",
    "mission",
  ],
  optional: ["sandbox", "ultrared"],
  // Backpack: not found in the Black Plague book (black-plague §3, unverified); 3 as in 1E and 2E.
  base: {
    health: 3,
    kidHealth: 2,
    actions: 3,
    backpack: 3,
    yellowSkills: ["plus-1-action"],
    bodySlot: true,
    // Lost when all Survivors are eliminated (black-plague §11, B3), not at the first.
    eliminationsLose: "all",
  },
  migrations: {
    1: {
      refuse:
        "since then the Torch lights Dragon Fire with an Action of its own and the quest's Vault artefacts and tokens play, so the game would not replay the same",
    },
  },
  scenarioStandIn: "2e",
  book: BLACK_PLAGUE_BOOK,
};
