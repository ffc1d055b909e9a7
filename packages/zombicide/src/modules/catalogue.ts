import type { RuleModule } from "../kernel/module.ts";
import { installRules } from "../kernel/registry.ts";
import { profile2e } from "../profiles/2e.ts";
import { profileBlackPlague } from "../profiles/black-plague.ts";
import { profileClassic } from "../profiles/classic.ts";
import { allOut } from "./advanced/all-out/index.ts";
import { campaignPlay } from "./advanced/campaign-play/index.ts";
import { knockOutRules } from "./advanced/knock-out/index.ts";
import { objectiveCards } from "./advanced/objective-cards/index.ts";
import { armour } from "./black-plague/armour/index.ts";
import { dagger } from "./black-plague/dagger/index.ts";
import { dragonBile } from "./black-plague/dragon-bile/index.ts";
import { enchantmentsModule } from "./black-plague/enchantments/index.ts";
import { magic } from "./black-plague/magic/index.ts";
import { magicEquipment } from "./black-plague/magic-equipment/index.ts";
import { moreSurvivors } from "./black-plague/more-survivors/index.ts";
import { necromancers } from "./black-plague/necromancers/index.ts";
import { blackPlagueSpawns } from "./black-plague/spawns/index.ts";
import { towers } from "./black-plague/towers/index.ts";
import { vaults } from "./black-plague/vaults/index.ts";
import { blackPlagueZombies } from "./black-plague/zombies/index.ts";
import { cars } from "./cars/index.ts";
import { classicBlockedPath } from "./classic/blocked-path/index.ts";
import { classicBuildingSpawn } from "./classic/building-spawn/index.ts";
import { canine } from "./classic/canine/index.ts";
import { classicCars } from "./classic/cars/index.ts";
import { combineCards } from "./classic/combine/index.ts";
import { fattyEscort } from "./classic/fatty-escort/index.ts";
import { classicFlashlight } from "./classic/flashlight/index.ts";
import { classicManholes } from "./classic/manholes/index.ts";
import { pimpweapons } from "./classic/pimpweapons/index.ts";
import { classicSevenPlus } from "./classic/seven-plus/index.ts";
import { classicSplitting } from "./classic/splitting/index.ts";
import { classicTargeting } from "./classic/targeting/index.ts";
import { barricades } from "./classic/toxic-mall/barricades/index.ts";
import { flamethrower } from "./classic/toxic-mall/flamethrower/index.ts";
import { mallDoors } from "./classic/toxic-mall/mall-doors/index.ts";
import { resurrection } from "./classic/toxic-mall/resurrection/index.ts";
import { rubble } from "./classic/toxic-mall/rubble/index.ts";
import { toxicAbomination } from "./classic/toxic-mall/toxic-abomination/index.ts";
import { toxicZombies } from "./classic/toxic-mall/toxic-zombies/index.ts";
import { ultraredWeapons } from "./classic/ultrared-weapons/index.ts";
import { vipWalkers } from "./classic/vip/index.ts";
import { weaponUpgrades } from "./classic/weapon-upgrades/index.ts";
import { woundCost } from "./classic/wound-cost/index.ts";
import { companions } from "./companions/index.ts";
import { core } from "./core/index.ts";
import { food } from "./food/index.ts";
import { contaminatedRules } from "./fort-hendrix/contaminated/index.ts";
import { crashedHelicopter } from "./fort-hendrix/crashed-helicopter/index.ts";
import { doorsFromInside } from "./fort-hendrix/doors-from-inside/index.ts";
import { doorsMayBreak } from "./fort-hendrix/doors-may-break/index.ts";
import { gatherSurvivors } from "./fort-hendrix/gather-survivors/index.ts";
import { kaBar } from "./fort-hendrix/ka-bar/index.ts";
import { lightBeams } from "./fort-hendrix/light-beams/index.ts";
import { loadedCar } from "./fort-hendrix/loaded-car/index.ts";
import { military } from "./fort-hendrix/military/index.ts";
import { night } from "./fort-hendrix/night/index.ts";
import { objectiveCardOrder } from "./fort-hendrix/objective-card-order/index.ts";
import { openingZombiePhase } from "./fort-hendrix/opening-zombie-phase/index.ts";
import { outsideInvasion } from "./fort-hendrix/outside-invasion/index.ts";
import { pattonPair } from "./fort-hendrix/patton-pair/index.ts";
import { pennyLeader } from "./fort-hendrix/penny-leader/index.ts";
import { pennyQuest } from "./fort-hendrix/penny-quest/index.ts";
import { pennyWrathRules } from "./fort-hendrix/penny-wrath/index.ts";
import { repairKit } from "./fort-hendrix/repair-kit/index.ts";
import { shooterWalkers } from "./fort-hendrix/shooter-walkers/index.ts";
import { zombieVanguard } from "./fort-hendrix/zombie-vanguard/index.ts";
import { mission } from "./mission/index.ts";
import { abominationFest } from "./modes/abomination-fest/index.ts";
import { darkZones } from "./modes/dark-zones/index.ts";
import { sandbox } from "./modes/sandbox/index.ts";
import { ultrared } from "./modes/ultrared/index.ts";
import { abominationWakesSpawn } from "./rio/abomination-wakes-spawn/index.ts";
import { brokenCar } from "./rio/broken-car/index.ts";
import { doubleSpawn } from "./rio/double-spawn/index.ts";
import { holdGate } from "./rio/gates/hold.ts";
import { gates } from "./rio/gates/index.ts";
import { molotovDestroysSpawn } from "./rio/molotov-destroys-spawn/index.ts";
import { narrowZones } from "./rio/narrow-zones/index.ts";
import { objectiveTileLock, objectiveZoneLock } from "./rio/objective-locks/index.ts";
import { concealedObjective, objectiveOrder } from "./rio/objective-order/index.ts";
import { opalaBurn } from "./rio/opala-burn/index.ts";
import { opalaExit } from "./rio/opala-exit/index.ts";
import { rioCampaign } from "./rio/rio-campaign/index.ts";
import { rioCompanions } from "./rio/rio-companions/index.ts";
import { rioEquipment } from "./rio/rio-equipment/index.ts";
import { rioTiles } from "./rio/rio-tiles/index.ts";
import { sleepingHorde } from "./rio/sleeping-horde/index.ts";
import { splitStartRules } from "./rio/split-start/index.ts";
import { stadiumLockdown } from "./rio/stadium-lockdown/index.ts";
import { surpriseSpawns } from "./rio/surprise-spawns/index.ts";
import { thinWalls } from "./rio/thin-walls/index.ts";
import { woundDeck } from "./rio/wound-deck/index.ts";
import { zombiePullRules } from "./rio/zombie-pull/index.ts";
import { allOutSkill } from "./skills/all-out-skill/index.ts";
import { ambidextrous } from "./skills/ambidextrous/index.ts";
import { barbarian } from "./skills/barbarian/index.ts";
import { blessed } from "./skills/blessed/index.ts";
import { bornLeaderSkill } from "./skills/born-leader/index.ts";
import { breakIn } from "./skills/break-in/index.ts";
import { brotherInArms } from "./skills/brother-in-arms/index.ts";
import { canSearchMoreThanOnce } from "./skills/can-search-more-than-once/index.ts";
import { canStartAtSkill } from "./skills/can-start-at/index.ts";
import { capoeiraFighter } from "./skills/capoeira-fighter/index.ts";
import { classicHoard } from "./skills/classic-hoard/index.ts";
import { classicHoldYourNose } from "./skills/classic-hold-your-nose/index.ts";
import { classicMedicSkill } from "./skills/classic-medic/index.ts";
import { classicTwoCocktails } from "./skills/classic-two-cocktails/index.ts";
import { collector } from "./skills/collector/index.ts";
import { combatReflexesSkill } from "./skills/combat-reflexes/index.ts";
import { damage2 } from "./skills/damage-2/index.ts";
import { deathGrasp } from "./skills/death-grasp/index.ts";
import { destinySkill } from "./skills/destiny/index.ts";
import { distributorSkill } from "./skills/distributor/index.ts";
import { doubleAllOutDice } from "./skills/double-all-out-dice/index.ts";
import { doubleStrike } from "./skills/double-strike/index.ts";
import { dreadnought } from "./skills/dreadnought/index.ts";
import { dualExpert } from "./skills/dual-expert/index.ts";
import { escalation } from "./skills/escalation/index.ts";
import { fieldMedicSkill } from "./skills/field-medic/index.ts";
import { freeReload } from "./skills/free-reload/index.ts";
import { frenzy } from "./skills/frenzy/index.ts";
import { fullAuto } from "./skills/full-auto/index.ts";
import { goodEye } from "./skills/good-eye/index.ts";
import { gunslinger } from "./skills/gunslinger/index.ts";
import { hitAndRun } from "./skills/hit-and-run/index.ts";
import { hoard } from "./skills/hoard/index.ts";
import { holdYourNose } from "./skills/hold-your-nose/index.ts";
import { homeDefender } from "./skills/home-defender/index.ts";
import { ignore1Break } from "./skills/ignore-1-break/index.ts";
import { improvisedWeaponSkill } from "./skills/improvised-weapon/index.ts";
import { ironRain } from "./skills/iron-rain/index.ts";
import { isThatAllYouveGotSkill } from "./skills/is-that-all-youve-got/index.ts";
import { jackOfAllTrades } from "./skills/jack-of-all-trades/index.ts";
import { lifesaverSkill } from "./skills/lifesaver/index.ts";
import { lockItDown } from "./skills/lock-it-down/index.ts";
import { loud } from "./skills/loud/index.ts";
import { lowProfile } from "./skills/low-profile/index.ts";
import { lucky } from "./skills/lucky/index.ts";
import { manaRain } from "./skills/mana-rain/index.ts";
import { marksman } from "./skills/marksman/index.ts";
import { masterPlanner } from "./skills/master-planner/index.ts";
import { matchingSetSkill } from "./skills/matching-set/index.ts";
import { medic } from "./skills/medic/index.ts";
import { moveSkills } from "./skills/move-skills/index.ts";
import { ninja } from "./skills/ninja/index.ts";
import { oneRerollPerTurn } from "./skills/one-reroll-per-turn/index.ts";
import { plus1Action } from "./skills/plus-1-action/index.ts";
import { plus1Damage } from "./skills/plus-1-damage/index.ts";
import { plus1DamageWith } from "./skills/plus-1-damage-with/index.ts";
import { plus1Die } from "./skills/plus-1-die/index.ts";
import { plus1FreeAction } from "./skills/plus-1-free-action/index.ts";
import { plus1FreeAllOutAction } from "./skills/plus-1-free-all-out-action/index.ts";
import { plus1MaxRange } from "./skills/plus-1-max-range/index.ts";
import { plus1ToDiceRoll } from "./skills/plus-1-to-dice-roll/index.ts";
import { pointBlank } from "./skills/point-blank/index.ts";
import { reaperSkill } from "./skills/reaper/index.ts";
import { regeneration } from "./skills/regeneration/index.ts";
import { roll6Plus1Damage } from "./skills/roll-6-plus-1-damage/index.ts";
import { roll6Plus1Die } from "./skills/roll-6-plus-1-die/index.ts";
import { rotten } from "./skills/rotten/index.ts";
import { scavenger } from "./skills/scavenger/index.ts";
import { search2Cards } from "./skills/search-2-cards/index.ts";
import { searchPlus1Card } from "./skills/search-plus-1-card/index.ts";
import { shineInDarkness } from "./skills/shine-in-darkness/index.ts";
import { shoveSkill } from "./skills/shove/index.ts";
import { sidestepSkill } from "./skills/sidestep/index.ts";
import { slipperyEntry } from "./skills/slippery/entry.ts";
import { slippery } from "./skills/slippery/index.ts";
import { sniper } from "./skills/sniper/index.ts";
import { spareParts } from "./skills/spare-parts/index.ts";
import { spellbook } from "./skills/spellbook/index.ts";
import { spellcaster } from "./skills/spellcaster/index.ts";
import { startsWith2Ap } from "./skills/starts-with-2-ap/index.ts";
import { startsWithAmmo } from "./skills/starts-with-ammo/index.ts";
import { startsWithEquipment } from "./skills/starts-with-equipment/index.ts";
import { startsWithHealth } from "./skills/starts-with-health/index.ts";
import { startsWithRepairKit } from "./skills/starts-with-repair-kit/index.ts";
import { steadyHand } from "./skills/steady-hand/index.ts";
import { superStrength } from "./skills/super-strength/index.ts";
import { swordmaster } from "./skills/swordmaster/index.ts";
import { tactician } from "./skills/tactician/index.ts";
import { tauntSkill } from "./skills/taunt/index.ts";
import { tough } from "./skills/tough/index.ts";
import { trickShot } from "./skills/trick-shot/index.ts";
import { twoCocktails } from "./skills/two-cocktails-are-better-than-one/index.ts";
import { webbing } from "./skills/webbing/index.ts";
import { wellEquipped } from "./skills/well-equipped/index.ts";
import { zombieLink } from "./skills/zombie-link/index.ts";

/**
 * Every rule module the engine has. Installing them (with the profiles) is the only place the engine lists its
 * modules; the kernel and the core files meet them at hook points (kernel/hooks.ts).
 */
export const MODULES: readonly RuleModule[] = [
  core,
  food,
  cars,
  companions,
  moveSkills,
  fieldMedicSkill,
  shoveSkill,
  lifesaverSkill,
  destinySkill,
  isThatAllYouveGotSkill,
  sidestepSkill,
  bornLeaderSkill,
  improvisedWeaponSkill,
  tauntSkill,
  combatReflexesSkill,
  distributorSkill,
  reaperSkill,
  superStrength,
  damage2,
  plus1Damage,
  plus1Die,
  plus1ToDiceRoll,
  plus1MaxRange,
  sniper,
  pointBlank,
  lucky,
  homeDefender,
  barbarian,
  fullAuto,
  ambidextrous,
  gunslinger,
  swordmaster,
  escalation,
  hitAndRun,
  twoCocktails,
  breakIn,
  brotherInArms,
  canSearchMoreThanOnce,
  dreadnought,
  dualExpert,
  freeReload,
  hoard,
  holdYourNose,
  lowProfile,
  matchingSetSkill,
  medic,
  plus1Action,
  plus1FreeAction,
  regeneration,
  roll6Plus1Damage,
  roll6Plus1Die,
  scavenger,
  search2Cards,
  slippery,
  slipperyEntry,
  startsWith2Ap,
  startsWithEquipment,
  startsWithHealth,
  steadyHand,
  tactician,
  tough,
  webbing,
  zombieLink,
  collector,
  frenzy,
  lockItDown,
  rotten,
  searchPlus1Card,
  trickShot,
  classicHoldYourNose,
  ninja,
  loud,
  allOutSkill,
  doubleAllOutDice,
  plus1FreeAllOutAction,
  ignore1Break,
  repairKit,
  rioEquipment,
  spareParts,
  startsWithRepairKit,
  startsWithAmmo,
  kaBar,
  pattonPair,
  jackOfAllTrades,
  mission,
  darkZones,
  ultrared,
  abominationFest,
  sandbox,
  allOut,
  knockOutRules,
  objectiveCards,
  campaignPlay,
  night,
  lightBeams,
  shooterWalkers,
  military,
  pennyQuest,
  pennyWrathRules,
  objectiveCardOrder,
  contaminatedRules,
  gatherSurvivors,
  openingZombiePhase,
  doorsFromInside,
  loadedCar,
  crashedHelicopter,
  zombieVanguard,
  outsideInvasion,
  doorsMayBreak,
  pennyLeader,
  narrowZones,
  zombiePullRules,
  thinWalls,
  woundDeck,
  surpriseSpawns,
  rioTiles,
  objectiveZoneLock,
  objectiveTileLock,
  doubleSpawn,
  splitStartRules,
  sleepingHorde,
  gates,
  holdGate,
  rioCompanions,
  stadiumLockdown,
  molotovDestroysSpawn,
  objectiveOrder,
  concealedObjective,
  abominationWakesSpawn,
  rioCampaign,
  brokenCar,
  opalaExit,
  opalaBurn,
  doubleStrike,
  capoeiraFighter,
  shineInDarkness,
  wellEquipped,
  armour,
  magic,
  enchantmentsModule,
  dragonBile,
  blackPlagueSpawns,
  necromancers,
  vaults,
  blackPlagueZombies,
  dagger,
  moreSurvivors,
  towers,
  magicEquipment,
  spellcaster,
  spellbook,
  ironRain,
  manaRain,
  marksman,
  blessed,
  goodEye,
  masterPlanner,
  classicTargeting,
  fattyEscort,
  classicSplitting,
  classicBuildingSpawn,
  oneRerollPerTurn,
  classicFlashlight,
  woundCost,
  canine,
  classicCars,
  classicManholes,
  classicSevenPlus,
  ultraredWeapons,
  combineCards,
  classicMedicSkill,
  classicHoard,
  plus1DamageWith,
  deathGrasp,
  canStartAtSkill,
  classicTwoCocktails,
  toxicZombies,
  toxicAbomination,
  pimpweapons,
  vipWalkers,
  barricades,
  rubble,
  classicBlockedPath,
  mallDoors,
  resurrection,
  flamethrower,
  weaponUpgrades,
];

installRules(MODULES, [profile2e, profileClassic, profileBlackPlague]);
