import { assignFriendlyFire } from "./assign-friendly-fire.ts";
import { assignHits } from "./assign-hits.ts";
import { assignZombieWound } from "./assign-zombie-wound.ts";
import { chooseSkill } from "./choose-skill.ts";
import { endTurn } from "./end-turn.ts";
import type { ActionModule } from "./module.ts";
import { move } from "./move.ts";
import { melee } from "./melee.ts";
import { placeSpareZombies } from "./place-spare-zombies.ts";
import { ranged } from "./ranged.ts";
import { reroll } from "./reroll.ts";

/** Every command the Zombicide engine knows, one module each. Add a module here to add a command. */
export const ACTIONS: readonly ActionModule[] = [
  move,
  endTurn,
  assignZombieWound,
  placeSpareZombies,
  // Survivor side (§5, §6, §9).
  melee,
  ranged,
  reroll,
  assignHits,
  assignFriendlyFire,
  chooseSkill,
] as unknown as readonly ActionModule[];
