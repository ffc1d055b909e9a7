import type { ProfileBook } from "../kernel/citations.ts";
import { CLASSIC_CAR_RULES } from "../modules/classic/cars/rules.ts";
import { CLASSIC_TARGETING_RULE } from "../modules/classic/targeting/index.ts";

/**
 * Where the Season 1 book (the reference's sections, `shared/reference/classic-1e-rules.md`) says what the core
 * rules' modules play: a classic game cites it, not the 2E book. Each entry is the beginning of a core citation
 * whose Season 1 rule differs or sits in another section; a core rule with no entry is played as 2E plays it and
 * is cited as such, the 2E rule after it. The words are our own summaries, not the book's text.
 */
export const CLASSIC_BOOK: ProfileBook = {
  id: "classic",
  otherwise: "classic (played as in 2E):",
  cites: {
    "core-2e §1 Actions": "classic §2 Actions (3 per Turn at Blue; the Yellow skill adds a 4th)",
    "core-2e §1 Danger levels (choose":
      "classic §3 Experience (pick 1 of the 2 Orange or 1 of the 3 Red skills)",
    "core-2e §1 Danger levels":
      "classic §3 Experience (Yellow 7, Orange 19, Red 43 XP; spawns read the highest level reached)",
    "core-2e §1 Inventory":
      "classic §2 Inventory (2 Hands and 3 reserve; discarding is free; Wounded cards take slots)",
    "core-2e §1 Setup": "classic §1 Setup",
    "core-2e §1 Ultrared mode":
      "classic §3 Ultrared (optional: past Red the tracker restarts at 0, the excess carried over)",
    "core-2e §2 Cars": "classic §7 Cars (drivable only where the Mission allows it)",
    "core-2e §2 Spawn Zones": "classic §5c Spawning (a Zombie card for each Spawn Zone)",
    "core-2e §4 Leaving a Zone with Zombies": "classic §2 Move (+1 Action per Zombie in the Zone left)",
    "core-2e §4 Move":
      "classic §2 Move (1 Zone; +1 Action per Zombie in the Zone left; entering Zombies ends the Move)",
    "core-2e §5 Car Actions: Get in":
      "classic §2 Get in a car (1 Action; no Zombies in the Zone and a free seat: 1 Driver, 3 Passengers)",
    "core-2e §5 Car Actions: Get out": "classic §2 Get out of a car (1 Action, no restriction)",
    "core-2e §5 Car Actions: Change seat":
      "classic §2 Change seat (1 Action, to an empty seat of the same car)",
    "core-2e §5 Car Actions: Drive": CLASSIC_CAR_RULES.drive,
    "core-2e §5 Car Attack": CLASSIC_CAR_RULES.runOver,
    "core-2e §5 Do Nothing": "classic §2 Do nothing (the Survivor's Turn ends)",
    "core-2e §5 Door Action":
      "classic §2 Open a door (a door-opening weapon in Hand: Fire Axe, Crowbar, Chainsaw; no roll)",
    "core-2e §5 Make Noise": "classic §2 Make Noise (a Noise token in the Survivor's Zone)",
    "core-2e §5 Melee Action":
      "classic §2 Melee Combat (a Melee weapon in Hand, Zombies in the Survivor's Zone)",
    "core-2e §5 Police Car search": CLASSIC_CAR_RULES.police,
    "core-2e §5 Ranged Action":
      "classic §2 Ranged Combat (a Ranged weapon in Hand, one Zone in Range and sight)",
    "core-2e §5 Reload": "classic §2 Reload (1 Action; free in the End Phase)",
    "core-2e §5 Reorganize/Trade": "classic §2 Reorganize / Trade (with one other Survivor in the Zone)",
    "core-2e §5 Search (Aaahh!!":
      "classic §2 Search (Aaahh!!: a Walker in the room searched, the card discarded)",
    "core-2e §5 Search (reshuffle": "classic §5c Deck exhaustion (the Equipment discards reshuffled)",
    "core-2e §5 Search":
      "classic §2 Search (a building Zone with no Zombies, once per Turn even with a free Search)",
    "core-2e §5 Spawning in buildings":
      "classic §5c Building spawn (a Zombie card for every room when the building first opens)",
    "core-2e §5 Take an Objective":
      "classic §2 Take an Objective (1 Action; XP as the Mission says, usually 5)",
    "core-2e §5 Turn order":
      "classic §2 Player phase (each player activates all his Survivors, then the next player clockwise)",
    "core-2e §6 Friendly Fire":
      "classic §5d Targeting priority (Ranged hits go to the survivors in the target Zone first)",
    "core-2e §6 Melee": "classic §5d Melee (the attacker chooses the targets; no Friendly Fire)",
    "core-2e §6 Molotov":
      "classic §6 Molotov (no dice: every Actor in the target Zone dies, survivors too; the thrower takes all the XP)",
    "core-2e §6 Noise": "classic §6 Noise (one token per noisy Action; each survivor counts as 1 Noise)",
    "core-2e §6 Re-rolls": "classic §6 Re-rolls (the new roll replaces the old one)",
    "core-2e §6 Targeting Priority Order": CLASSIC_TARGETING_RULE,
    "core-2e §7 Attack": "classic §4 Zombie attack (no roll, 1 Wound per Zombie; the players share them out)",
    "core-2e §7 Extra Activation cards": "classic §5c Extra Activation cards (nothing at Blue)",
    "core-2e §7 Move":
      "classic §5b Move (towards the survivors in sight or the most Noise, shortest open path)",
    "core-2e §7 Runners": "classic §5a Runners (a second Action once every Zombie has acted)",
    "core-2e §7 Running out of miniatures":
      "classic §5c Running out of miniatures (that type gets an extra Activation)",
    "core-2e §7 Step 1 Activation": "classic §5b Activation (all attacks first, then all moves)",
    "core-2e §7 Step 2 Spawn":
      "classic §5c Spawn step (a Zombie card per Spawn Zone, at the highest Danger Level)",
    "core-2e §8 Wounds": "classic §4 Wounds (2 Wounded cards eliminate a Survivor)",
    "core-2e §8 a survivor eliminated": "classic §4 a Survivor eliminated (all his Equipment discarded)",
    "core-2e §9 Adrenaline (1 AP":
      "classic §3 Experience (1 XP per Walker, Runner or Fatty, 5 per Abomination, Objectives as the Mission says)",
  },
};
