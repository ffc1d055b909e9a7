import { bornLeader } from "../skills/born-leader.ts";
import { cancelWounds } from "../skills/cancel-wounds.ts";
import { combatReflexes } from "../skills/combat-reflexes.ts";
import { destiny } from "../skills/destiny.ts";
import { distributeSpawnCards } from "../skills/distributor.ts";
import { improvisedAttack } from "../skills/improvised-weapon.ts";
import { reaperTwin } from "../skills/reaper.ts";
import { sidestep } from "../skills/sidestep.ts";
import { skillMove } from "../skills/skill-move.ts";
import { fieldMedic, lifesaver, shove } from "../skills/support-actions.ts";
import { taunt } from "../skills/taunt.ts";
import { assignFriendlyFire } from "./assign-friendly-fire.ts";
import { assignHits } from "./assign-hits.ts";
import { assignZombieWound } from "./assign-zombie-wound.ts";
import { changeCarSeat } from "./car-change-seat.ts";
import { takeCarCrate } from "./car-crate.ts";
import { drive } from "./car-drive.ts";
import { getInCar } from "./car-get-in.ts";
import { getOutOfCar } from "./car-get-out.ts";
import { searchCar } from "./car-search.ts";
import { chooseSkill } from "./choose-skill.ts";
import { rallyCompanion } from "./companion-rally.ts";
import { tradeCompanion } from "./companion-trade.ts";
import { eat } from "./eat.ts";
import { endTurn } from "./end-turn.ts";
import { escapeExit } from "./escape.ts";
import { keepCards } from "./keep-cards.ts";
import { makeNoise } from "./make-noise.ts";
import { melee } from "./melee.ts";
import type { ActionModule } from "./module.ts";
import { move } from "./move.ts";
import { openDoor } from "./open-door.ts";
import { placeSpareZombies } from "./place-spare-zombies.ts";
import { ranged } from "./ranged.ts";
import { reload } from "./reload.ts";
import { reorganize } from "./reorganize.ts";
import { reroll } from "./reroll.ts";
import { sandboxActions } from "./sandbox.ts";
import { search } from "./search.ts";
import { takeObjective } from "./take-objective.ts";

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
  search,
  keepCards,
  openDoor,
  reorganize,
  takeObjective,
  makeNoise,
  reload,
  escapeExit,
  eat,
  // §5 Car Actions (cars/*.ts).
  getInCar,
  getOutOfCar,
  changeCarSeat,
  drive,
  takeCarCrate,
  searchCar,
  // §12 Companions (companions/*.ts).
  rallyCompanion,
  tradeCompanion,
  // §10 skills (skills/*.ts).
  skillMove,
  fieldMedic,
  shove,
  lifesaver,
  destiny,
  cancelWounds,
  sidestep,
  bornLeader,
  improvisedAttack,
  taunt,
  combatReflexes,
  distributeSpawnCards,
  reaperTwin,
  ...sandboxActions,
] as unknown as readonly ActionModule[];
