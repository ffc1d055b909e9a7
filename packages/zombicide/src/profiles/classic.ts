import type { Profile } from "../kernel/profile.ts";
import { CLASSIC_BOOK } from "./classic-book.ts";

/**
 * The classic profile (`classic`): Zombicide Season 1 (1st Edition) rules, reference
 * shared/reference/classic-1e-rules.md. It reuses the core modules where Season 1 plays as 2E and adds the
 * `modules/classic/` ones where it differs (§16 of the reference): ranged hits to the survivors in the zone
 * first, Fatties spawning with their escort, splitting that adds zombies, a spawn in every room of a building.
 * Two Wounds kill (`base.health`); there are no Kids. Skills whose Season 1 text differs from 2E's are not
 * listed until their classic module exists (docs/rules-coverage.md, classic section): Slippery is listed
 * without `slippery-entry` (2E's half that lets a long Move go on through Zombies). The expansions' rules
 * (`modules/classic/toxic-mall/`, `vip/`, `pimpweapons/`) are always on: each acts only on its own pieces
 * (zombie types with its traits, barricade sites, the Pimpweapons deck), so a game without the box is unchanged.
 * Cars are the core `cars` module played the Season 1 way by `classic-cars` (listed first, so its answers win).
 */
export const profileClassic: Profile = {
  id: "classic",
  rulesVersion: 2,
  modules: [
    "core",
    "classic-targeting",
    "fatty-escort",
    "classic-splitting",
    "classic-building-spawn",
    "classic-blocked-path",
    "classic-manholes",
    "classic-starting-equipment",
    "ultrared-weapons",
    "classic-flashlight",
    "wound-cost",
    "death-grasp",
    "toxic-zombies",
    "toxic-abomination",
    "pimpweapons",
    "vip-walkers",
    "barricades",
    "rubble",
    "classic-cars",
    "cars",
    "mall-doors",
    "flamethrower",
    "move-skills",
    "destiny",
    "is-that-all-youve-got",
    "born-leader",
    "weapon-upgrades",
    "super-strength",
    "plus-1-damage",
    "plus-1-damage-with",
    "plus-1-die",
    "plus-1-to-dice-roll",
    "plus-1-max-range",
    "sniper",
    "ambidextrous",
    "gunslinger",
    "swordmaster",
    "break-in",
    "low-profile",
    "matching-set",
    "lucky",
    "one-reroll-per-turn",
    "slippery",
    "plus-1-action",
    "plus-1-free-action",
    "regeneration",
    "roll-6-plus-1-die",
    "starts-with-equipment",
    "can-start-at",
    "tough",
    "webbing",
    "zombie-link",
    "collector",
    "lock-it-down",
    "rotten",
    "trick-shot",
    "classic-hold-your-nose",
    // Ninja takes its survivors' Noise away before Loud makes its Zone the noisiest (`noiseField`, a fold).
    "ninja",
    "loud",
    "canine",
    "combine",
    "classic-two-cocktails",
    "classic-medic",
    "classic-hoard",
    "mission",
  ],
  optional: ["ultrared", "resurrection", "sandbox"],
  // Lost when every Survivor is eliminated, as the reference's engine default says (classic §4: the Season 1
  // general rule was not retrieved; missions add "lost when a Survivor is eliminated" where they say so).
  base: {
    health: 2,
    kidHealth: 2,
    actions: 3,
    backpack: 3,
    yellowSkills: ["plus-1-action"],
    eliminationsLose: "all",
  },
  migrations: {
    1: {
      refuse:
        "since then an eliminated survivor's Equipment is discarded and a lost dog's card found again brings the dog back, so the game would not replay the same",
    },
  },
  book: CLASSIC_BOOK,
};
