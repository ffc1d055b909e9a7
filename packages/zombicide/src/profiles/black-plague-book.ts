import type { ProfileBook } from "../kernel/citations.ts";

/**
 * Where the Black Plague book (the reference's sections, `shared/reference/black-plague-rules.md`) says what the
 * core rules' modules play: a Black Plague game cites it, not the 2E book. Each entry is the beginning of a core
 * citation; a core rule with no entry cites §21 (what Black Plague keeps from 2E) with the 2E rule after it.
 */
export const BLACK_PLAGUE_BOOK: ProfileBook = {
  id: "black-plague",
  otherwise: "black-plague §21 (unchanged from 2E):",
  cites: {
    "core-2e §1 Actions": "black-plague §4 Actions (3 per Turn at Blue, a 4th from the Yellow skill)",
    "core-2e §1 Danger levels (choose":
      "black-plague §12 Experience (choose 1 of the Orange or Red skills on the ID card)",
    "core-2e §1 Danger levels":
      "black-plague §12 Experience (Yellow 7, Orange 19, Red 43 XP; skills act at once)",
    "core-2e §1 Inventory":
      "black-plague §3 Inventory (2 Hands, a Body slot, the Backpack; discard for free)",
    "core-2e §1 Setup": "black-plague §1 Setup",
    "core-2e §2 Coloured doors":
      "black-plague §2 Doors (coloured doors stay locked until the Quest opens them)",
    "core-2e §2 Exit Zone":
      "black-plague §11 Winning (the Exit Zone: escape at the end of the Turn, no Zombies there)",
    "core-2e §2 Spawn Zones": "black-plague §8 Spawn Zones",
    "core-2e §3 Line of Sight": "black-plague §2 Line of Sight",
    "core-2e §3 Range": "black-plague §3 Range (minimum and maximum on the card)",
    "core-2e §4 Leaving a Zone with Zombies": "black-plague §4 Move (+1 Action per Zombie in the Zone left)",
    "core-2e §4 Move": "black-plague §4 Move (1 Zone; +1 Action per Zombie in the Zone left)",
    "core-2e §4 Where an Actor can move":
      "black-plague §2 Movement (a Zone sharing an edge; doors between street and building)",
    "core-2e §5 Do Nothing": "black-plague §4 Do Nothing",
    "core-2e §5 Door Action": "black-plague §4 Open a door (door-opening equipment in Hand)",
    "core-2e §5 Make Noise": "black-plague §4 Make Noise (a Noise token in the Survivor's Zone)",
    "core-2e §5 Melee Action": "black-plague §4 Melee Action (a melee weapon equipped, Zombies in the Zone)",
    "core-2e §5 Ranged Action":
      "black-plague §4 Ranged Action (a ranged weapon equipped, one Zone in Range and sight)",
    "core-2e §5 Reload": "black-plague §3 Reload (1 Action; every weapon reloads free in the End Phase)",
    "core-2e §5 Reorganize/Trade": "black-plague §4 Reorganize / Trade (with one other Survivor in the Zone)",
    "core-2e §5 Search (Aaahh!!":
      "black-plague §4 Search (Aaahh!!: a Walker appears in the Zone and the Search ends)",
    "core-2e §5 Search (reshuffle":
      "black-plague §4 Search (the Equipment deck reshuffled, without Starting cards)",
    "core-2e §5 Search": "black-plague §4 Search (a building Zone, not a Vault, no Zombies, once per Turn)",
    "core-2e §5 Spawning in buildings":
      "black-plague §8.3 Spawning in buildings (every room, at the first opening)",
    "core-2e §5 Take an Objective": "black-plague §4 Take an Objective (1 Action, XP as the Quest says)",
    "core-2e §5 Turn order": "black-plague §4 Player Phase (each player activates his Survivors in turn)",
    "core-2e §6 Friendly Fire":
      "black-plague §6.4 Friendly fire (missed Ranged and Magic dice hit the Survivors there)",
    "core-2e §6 Melee": "black-plague §6.3 Melee (the attacker assigns the hits freely)",
    "core-2e §6 Molotov":
      "black-plague §5 Dragon Fire (every Actor in the Zone dies; the thrower takes all the XP)",
    "core-2e §6 Noise": "black-plague §3 Noise (one token per noisy Action, where it happened)",
    "core-2e §6 Re-rolls": "black-plague §6.1 Dice (a re-roll replaces the old roll)",
    "core-2e §6 Targeting Priority Order":
      "black-plague §6.3 Targeting priority (Walker, Fatty/Abomination, Runner, Wolfz, Necromancer)",
    "core-2e §7 Abominations":
      "black-plague §7.2 Abominations (one on the board; another card gives it an extra Activation)",
    "core-2e §7 Attack": "black-plague §6.5 Zombie attack (1 Wound per Zombie; the players share them out)",
    "core-2e §7 End Phase": "black-plague §11 End Phase (Noise removed, the first player token passes on)",
    "core-2e §7 Extra Activation cards": "black-plague §8.2 Extra Activation (nothing at Blue)",
    "core-2e §7 Move": "black-plague §7.1 Move (towards sight or Noise, shortest open path)",
    "core-2e §7 Runners": "black-plague §7.1 Runners (a second Action once every Zombie has acted)",
    "core-2e §7 Running out of miniatures":
      "black-plague §7.2 Running out of miniatures (an extra Activation for that type)",
    "core-2e §7 Split": "black-plague §7.1 Split (the players place the spare Zombies)",
    "core-2e §7 Step 1 Activation": "black-plague §7.1 Activation (all attacks first, then all moves)",
    "core-2e §7 Step 2 Spawn": "black-plague §8.1 Spawn",
    "core-2e §8 Loss": "black-plague §11 Losing (the game is lost when a Survivor is eliminated)",
    "core-2e §8 Wounds": "black-plague §11 Wounds (3 Wounds eliminate a Survivor)",
    "core-2e §8 a survivor eliminated": "black-plague §11 a Survivor eliminated",
    "core-2e §9 Adrenaline (consuming": "black-plague §14.2 Food (eaten for XP; unverified)",
    "core-2e §9 Adrenaline":
      "black-plague §12 Experience (1 XP per Zombie, 5 per Abomination, XP per Objective)",
  },
};
