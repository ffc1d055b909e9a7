import type { MissionFile } from "@horda/content";
import type { GameStatus } from "@horda/table";
import type { ActorKind } from "../board/passage.ts";
import type { BoardToken, Door } from "../board/types.ts";
import type { CardUid } from "../game/cards.ts";
import type { AttackProfile, CombatMode } from "../game/combat/profile.ts";
import type { CombatStep } from "../game/combat/step.ts";
import type { ZombicideEvent } from "../game/events.ts";
import type { Layout } from "../game/inventory.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../game/types.ts";
import type { GroupPlan } from "../game/zombies/tasks.ts";

/** What `zombiesEnter` contributions see: the group's zone, the zombies already moved in this step, the events. */
export interface ZombiesEnterContext {
  readonly state: ZombicideState;
  readonly from: ZoneId;
  readonly entered: Map<ZoneId, number>;
  readonly events: ZombicideEvent[];
}

/**
 * The hook points rule modules contribute to. The kernel and the core rules call them; modules implement
 * them. Every point has one way of combining the contributions of several modules, in the profile's module
 * order (see `HOOK_KINDS`):
 * - fold: each contribution receives the value the previous ones made (the first gets the core's value);
 * - first: the first contribution that answers (not `undefined`/`null`) wins;
 * - any: true when any contribution says true;
 * - collect: the answers of every contribution, concatenated in module order.
 */
export interface HookPoints {
  /**
   * Setup steps: the first state, once the board, survivors and zombie side are set (a mission starts). What a
   * step tells in `events` (a Zombie Phase played before Round 1) is kept in the state's `setupEvents`, the
   * log's first entry.
   */
  setup(
    ctx: { readonly mission?: MissionFile | undefined; readonly events: ZombicideEvent[] },
    state: ZombicideState,
  ): ZombicideState;
  /**
   * A skill the survivor holds from the start of the game was given once the setup was over (a choice made at
   * the game's start, Jack of all trades'): what a module gives at setup for that skill is given now.
   */
  skillAtStart(
    ctx: { readonly survivor: string; readonly skill: string; readonly events: ZombicideEvent[] },
    state: ZombicideState,
  ): ZombicideState;
  /** After every applied command: rules reading its events (a mission's special rules, goals, losses). */
  afterCommand(
    ctx: { readonly events: readonly ZombicideEvent[] },
    applied: { readonly state: ZombicideState; readonly events: readonly ZombicideEvent[] },
  ): { readonly state: ZombicideState; readonly events: readonly ZombicideEvent[] };
  /**
   * After a survivor paid for an Action (before its Turn may end): chains of Actions, bonus Moves after a
   * kill... `kind` is the Combat Action's kind, absent for other Actions.
   */
  afterAction(
    ctx: {
      readonly survivor: string;
      readonly events: ZombicideEvent[];
      readonly kind?: "melee" | "ranged" | undefined;
      /** The Action killed before this step of it was paid (a resumed attack's earlier events are gone). */
      readonly killedBefore?: boolean | undefined;
    },
    state: ZombicideState,
  ): ZombicideState;
  /**
   * Adrenaline (§9): a module that changes how the tracker goes past its levels takes the gain over (the
   * tracker is already at `to`); undefined: the core's levels.
   */
  gainAdrenaline(ctx: {
    readonly state: ZombicideState;
    readonly survivor: string;
    readonly from: number;
    readonly to: number;
    readonly events: ZombicideEvent[];
  }): ZombicideState | undefined;
  /** Setup: the tracker of a survivor set up with `adrenaline` AP (a module may have gone round it already). */
  startingAdrenaline(ctx: { readonly adrenaline: number }): StartingAdrenaline | undefined;
  /**
   * Spawn: when several Abominations of a type may be on the board at once, how many (the core: the box's
   * miniatures, one by default); undefined keeps the core rule.
   */
  abominationsAtOnce(ctx: {
    readonly state: ZombicideState;
    readonly type: string;
  }): { readonly max: number; readonly rule: string } | undefined;
  /** Spawn Step: the Spawn Zones that draw a card, in order; a module may add draws (a Double Spawn zone twice). */
  spawnZones(ctx: { readonly state: ZombicideState }, zones: readonly ZoneId[]): readonly ZoneId[];
  /**
   * Spawn: what a Spawn or Rush card drawn for `zone` places there (its zombie type and how many at the level
   * read); a module may change it (a held Spawn Zone receives 1 Zombie, a Brute for an Abomination).
   */
  spawnCount(ctx: { readonly state: ZombicideState; readonly zone: ZoneId }, spawn: SpawnCount): SpawnCount;
  /**
   * Before spawn: a module may take the Spawn Step over for these Spawn Zones (draw the cards first and ask a
   * player where they go); undefined: the core draws one card per zone in spawn order.
   */
  beforeSpawnStep(ctx: {
    readonly state: ZombicideState;
    readonly zones: readonly ZoneId[];
    readonly events: ZombicideEvent[];
  }): ZombicideState | undefined;
  /**
   * A Zombie card that places zombies (Spawn or Rush) was drawn for `zone`: at `drawn`, before its zombies are
   * placed (nothing placed yet); at `placed`, once they are (none, at a level with 0), before any Rush activates
   * (its activation is already queued: work put at the front of `zombieWork` runs before it). Fort Hendrix's
   * Shooter mark acts here.
   */
  zombieCard(
    ctx: {
      readonly zone: ZoneId;
      readonly card: string;
      readonly stage: "drawn" | "placed";
      readonly events: ZombicideEvent[];
    },
    state: ZombicideState,
  ): ZombicideState;
  /**
   * Zombies of a Zombie card were just placed in `zone` (before the card's `placed` stage): a module may place
   * more with them (a classic Fatty's escort). Not called for zombies a rule adds otherwise (a split).
   */
  zombiesPlaced(
    ctx: {
      readonly zone: ZoneId;
      readonly zombie: string;
      readonly placed: readonly string[];
      readonly events: ZombicideEvent[];
    },
    state: ZombicideState,
  ): ZombicideState;
  /**
   * A building opens for the first time: the zones that draw a Zombie card, in draw order (the core: its Dark
   * Zones, farthest first); a module may draw for other rooms too.
   */
  buildingSpawnZones(
    ctx: { readonly state: ZombicideState; readonly building: number; readonly rooms: readonly ZoneId[] },
    zones: readonly ZoneId[],
  ): readonly ZoneId[];
  /**
   * A group of zombies splits over several branches (§7): a module may split it its own way (adding zombies so
   * that every branch gets the same); undefined keeps the core's equal shares with the players' spares.
   */
  splitGroup(ctx: {
    readonly state: ZombicideState;
    readonly from: ZoneId;
    readonly plan: GroupPlan;
    readonly events: ZombicideEvent[];
  }): { readonly state: ZombicideState; readonly plan: GroupPlan } | undefined;
  /** After spawn: Zombies of Zombie card `card` were placed in `zone` (reactions before any Rush activates). */
  afterSpawn(
    ctx: { readonly zone: ZoneId; readonly card: string; readonly events: ZombicideEvent[] },
    state: ZombicideState,
  ): ZombicideState;
  /**
   * An Extra Activation card was drawn: its activation, if any (none at Blue), is queued first in the work, and
   * what the hooks queue goes ahead of it.
   */
  extraActivation(
    ctx: { readonly card: string; readonly events: ZombicideEvent[] },
    state: ZombicideState,
  ): ZombicideState;
  /**
   * The attack `step` is over (the state no longer holds it): a module whose attack it was carries on with
   * what follows (a Car Attack's Fast Drive, which pays its own Action); undefined: the core pays the Action.
   */
  afterCombat(ctx: {
    readonly state: ZombicideState;
    readonly step: CombatStep;
    readonly events: ZombicideEvent[];
  }): ZombicideState | undefined;
  /** Cars: the Drives a car may make from `from`, each the Zones it enters (the core's: 1, or 2 without a U-turn). */
  drivePaths(
    ctx: { readonly state: ZombicideState; readonly from: ZoneId },
    paths: readonly (readonly ZoneId[])[],
  ): readonly (readonly ZoneId[])[];
  /**
   * Cars: why a module keeps the car from this Drive (the mall entered only through an open double door), or null.
   * Asked by the Drive command before the core's checks; `drivePaths` should leave such a Drive out of `legal`.
   */
  driveRefused(ctx: {
    readonly state: ZombicideState;
    readonly from: ZoneId;
    readonly path: readonly ZoneId[];
  }): Refusal | null | undefined;
  /**
   * Cars: a module that plays a Drive its own way (the classic run-over) returns the state after it, the Action
   * paid or waiting on its attack; undefined: the core's Drive.
   */
  drive(ctx: {
    readonly state: ZombicideState;
    readonly car: string;
    readonly driver: string;
    readonly path: readonly ZoneId[];
    readonly events: ZombicideEvent[];
  }): ZombicideState | undefined;
  /**
   * Cars: a module that plays the Search of this car (the classic Pimpmobile's and Police car's) returns the state
   * after it, the Search Action taken and paid or a keep decision raised; undefined: the core's Police Car search.
   */
  carSearched(ctx: {
    readonly state: ZombicideState;
    readonly survivor: string;
    readonly car: string;
    readonly events: ZombicideEvent[];
  }): ZombicideState | undefined;
  /**
   * Setup: the Starting Equipment cards dealt to `survivors` survivors with empty hands (card ids; the core's:
   * the whole Starting pile). A card the pile lacks is taken out of the Equipment deck.
   */
  startingCards(ctx: { readonly survivors: number }, cards: readonly string[]): readonly string[];
  /** Inventory: the survivor's Backpack slots, the profile's and its skills' coming in (a Wounded card fills one). */
  backpackSlots(ctx: { readonly survivor: SurvivorState }, slots: number): number;
  /**
   * Inventory: why a module refuses this survivor's inventory laid out so (a classic Wounded card keeps its reserve
   * slot, never a Hand), or null. Asked for each survivor by every command that lays an inventory out
   * (Reorganize/Trade, keeping cards), before the core's checks.
   */
  layoutRefused(ctx: {
    readonly state: ZombicideState;
    readonly survivor: SurvivorState;
    readonly layout: Layout;
  }): Refusal | null | undefined;
  /** Status: a module that ends the game (win or loss) says so; the core's loss on an elimination comes after. */
  status(ctx: { readonly state: ZombicideState }): GameStatus | null | undefined;
  /**
   * Attack profile (§6): dice, accuracy, roll bonus, Damage, Range of one Melee or Ranged Action. `sets`: how
   * many times a die bonus counts (once per weapon; once when the dice are the Zombies counted).
   */
  attackProfile(ctx: AttackContext & { readonly sets: number }, profile: AttackProfile): AttackProfile;
  /** Accuracy and roll modifiers: the accuracy a roll needs against `ctx.zone`, with the rule that set it. */
  accuracy(ctx: AimContext, accuracy: Accuracy): Accuracy;
  /** Free targeting (target priority): who lifts the Targeting Priority Order and Friendly Fire. */
  freeTargeting(ctx: AimContext): FreeTargeting | null | undefined;
  /**
   * Declarations a survivor may make before rolling an attack with these weapons (All-Out): each is offered as
   * a variant of the Melee or Ranged command (`declare: [name]`).
   */
  declarations(ctx: AttackContext): readonly string[];
  /**
   * Red dice of an attack, from what was declared before rolling: rolled with the standard dice, they hit like
   * them but no re-roll ever touches them; the module that gives them reads them when the attack is resolved.
   */
  redDice(ctx: AttackContext & { readonly declared: readonly string[] }): readonly BonusDice[];
  /**
   * Skills the survivor holds for this attack only, because of what it declared (Fort Hendrix's "All-Out:
   * [Skill]"): the attack's profile, dice and modifiers read them; the state's survivor never holds them.
   */
  declaredSkills(ctx: AttackContext & { readonly declared: readonly string[] }): readonly string[];
  /**
   * The attack `step` was resolved (hits and Friendly Fire dealt) and its Action is not paid yet: a module acts on
   * the roll (All-Out's Breaks discard the weapons). The state no longer holds the step.
   */
  combatResolved(
    ctx: { readonly step: CombatStep; readonly events: ZombicideEvent[] },
    state: ZombicideState,
  ): ZombicideState;
  /**
   * The ways to ignore the Breaks the red dice of an attack gone All-Out showed (Fort Hendrix's Ignore 1 Break,
   * Repair Kit, Spare parts): each module offers its own, the player chooses one or none (All-Out's `ignoreBreaks`
   * decision). The core's answer: none, and the weapons break.
   */
  breakSavers(ctx: {
    readonly state: ZombicideState;
    readonly step: CombatStep;
    readonly breaks: number;
  }): readonly BreakSaver[];
  /**
   * The way `source` was chosen to ignore `breaks` Breaks: the module that offered it acts (a use recorded, a card
   * discarded, told in `events`) and gives the state back; the others answer undefined.
   */
  saveFromBreaks(ctx: {
    readonly state: ZombicideState;
    readonly survivor: string;
    readonly source: string;
    readonly card?: CardUid | undefined;
    readonly breaks: number;
    readonly events: ZombicideEvent[];
  }): ZombicideState | null | undefined;
  /** Extra dice of one attack at `zone`, each with the rule that gives them (told in a SkillUsed event). */
  bonusDice(ctx: AttackContext & { readonly zone?: ZoneId | undefined }): readonly BonusDice[];
  /** Does the survivor ignore the Dark Zones mode's 6+ (Shine in darkness)? */
  ignoresDarkZones(ctx: SurvivorContext): boolean;
  /**
   * Do Zombies take no notice of this survivor now (an enchantment hiding it)? It draws no attack, is no goal of
   * their Moves and makes no Noise by standing there.
   */
  unnoticed(ctx: { readonly state: ZombicideState; readonly survivor: SurvivorState }): boolean;
  /**
   * A Molotov-like attack (mode `molotov`) is about to spend its card: a module may spend other cards instead (Toxic
   * City Mall's Flamethrower burns a Gasoline card and is kept), telling it in `events`; undefined: the thrown card
   * is discarded.
   */
  molotovSpends(ctx: {
    readonly state: ZombicideState;
    readonly survivor: SurvivorState;
    readonly card: CardUid;
    readonly events: ZombicideEvent[];
  }): readonly CardUid[] | undefined;
  /** After a Molotov was thrown at `zone` and discarded (a rule may bring the card back, a mission burn a thing). */
  afterMolotov(
    ctx: {
      readonly survivor: string;
      readonly card: CardUid;
      readonly zone: ZoneId;
      readonly events: ZombicideEvent[];
    },
    state: ZombicideState,
  ): ZombicideState;
  /**
   * On kill: the hits of the attack in `state.combat` kill `kills` (not removed yet). A module may add kills
   * (telling its events first), or a choice the player makes once the kills are done (`afterKills`, a decision).
   */
  onKill(ctx: {
    readonly state: ZombicideState;
    readonly kills: readonly string[];
    readonly events: ZombicideEvent[];
  }): KillBonus | null | undefined;
  /**
   * After roll, once the re-rolls are done: a module may change the dice and Damage of the attack in
   * `state.combat` (the "Roll 6" skills); the core then assigns the hits.
   */
  afterRoll(ctx: { readonly events: ZombicideEvent[] }, state: ZombicideState): ZombicideState;
  /** On kill: the Zombies of these Zones were just killed (some may be empty now), by anyone or anything. */
  zonesCleared(
    ctx: { readonly zones: readonly ZoneId[]; readonly events: ZombicideEvent[] },
    state: ZombicideState,
  ): ZombicideState;
  /**
   * Search effects: the cards a Search drew from `deck` (an Equipment Search or a car's) before they are
   * offered; a module may add to them.
   */
  searchFound(
    ctx: { readonly survivor: string; readonly deck: string; readonly events: ZombicideEvent[] },
    found: SearchFound,
  ): SearchFound;
  /**
   * A card was drawn for a survivor by a Search, an Epic Weapon Crate or an Objective card (its CardDrawn event
   * told), before its own effect (an Aaahh!!) and before it is offered: a module may react (Surprise Spawns).
   */
  cardDrawn(
    ctx: {
      readonly survivor: string;
      readonly deck: string;
      readonly uid: CardUid;
      readonly events: ZombicideEvent[];
    },
    state: ZombicideState,
  ): ZombicideState;
  /** After roll: the re-roll sources an attack may use (each once per Action). */
  rerolls(ctx: AttackContext): readonly string[];
  /** After roll: does this re-roll source re-roll one die of the player's choice (not all the dice)? */
  rerollOneDie(ctx: { readonly state: ZombicideState; readonly source: string }): boolean;
  /** The Range to `to` when a module changes what the survivor sees (undefined: the board's sight). */
  sightRange(ctx: {
    readonly state: ZombicideState;
    readonly survivor: SurvivorState;
    readonly to: ZoneId;
  }): number | undefined;
  /**
   * The kind of attack the [Type] skills ("<skill>:<kind>", a free <kind> Action...) read for these weapons when a
   * module's own Action fires them (a spell's); undefined: the attack's mode, melee or ranged.
   */
  attackKind(ctx: {
    readonly state: ZombicideState;
    readonly mode: "melee" | "ranged";
    readonly weapons: readonly CardUid[];
  }): string | undefined;
  /** May two copies of this weapon in the Hands attack together (besides the card's own Dual mark)? */
  dualAllowed(ctx: AttackContext): boolean;
  /** May the attack roll one die per Zombie in the target Zone instead of the weapon's dice? */
  countZombies(ctx: AttackContext): boolean;
  /**
   * A Ranged attack with the Targeting Priority Order: do its hits go to the survivors in the target Zone
   * before any zombie (each survivor until eliminated)? The answer is why and the rule; undefined: the core's
   * rule (only missed dice hit survivors).
   */
  survivorsHitFirst(ctx: {
    readonly state: ZombicideState;
    readonly step: CombatStep;
  }): { readonly why: string; readonly rule: string } | null | undefined;
  /** Why a survivor in the target Zone is spared by Friendly Fire (null: it is not). */
  friendlyFireImmune(ctx: {
    readonly state: ZombicideState;
    readonly survivor: SurvivorState;
  }): { readonly why: string; readonly rule: string } | null | undefined;
  /**
   * May the shooter choose who the missed dice hit, excluding anyone (even a lone survivor)? The answer is why
   * (for the log) and the rule.
   */
  friendlyFireChoice(ctx: {
    readonly state: ZombicideState;
    readonly shooter: SurvivorState;
  }): { readonly why: string; readonly rule: string } | null | undefined;
  /** Search: may the survivor Search in a Zone that is not a building? */
  searchAnywhere(ctx: SurvivorContext): boolean;
  /** May a Move of several Zones go on through a Zone with Zombies (the core: entering Zombies ends it)? */
  entersZombiesFreely(ctx: SurvivorContext): boolean;
  /**
   * Search: the module deck (`state.moduleDecks`) a Search draws from instead of the Equipment deck (Fort
   * Hendrix's military tiles: the Military deck); undefined: the Equipment deck.
   */
  searchDeck(ctx: SurvivorContext): string | null | undefined;
  /** Search: does an Aaahh!! drawn by the survivor's Search leave the other cards still to draw (drawn all the same)? */
  drawsPastAaahh(ctx: SurvivorContext): boolean;
  /** Search: may the survivor Search again this Turn? */
  searchAgain(ctx: SurvivorContext): boolean;
  /** Search: how many cards a Search draws (the core's 1 comes in). */
  searchCards(ctx: SurvivorContext, cards: number): number;
  /**
   * Noise and Zombies: does the survivor leave a Zone with Zombies for 1 Action, whatever their number? The
   * answer is the rule that lets it (told on the Move).
   */
  leavesZombiesFreely(ctx: SurvivorContext): string | null | undefined;
  /** Turn order: may the survivor take its Turn while another seat's turn is current? */
  actsOutOfTurn(ctx: SurvivorContext): boolean;
  /** Reload (§5): is the Reload Action free for the survivor? */
  freeReload(ctx: SurvivorContext): boolean;
  /**
   * Before wound: does the survivor ignore the first Wound of each Zombie Attack Step (`zombies`) or of each
   * Friendly Fire share (`friendly-fire`)? The answer names the skill and the rule for the WoundIgnored event.
   */
  ignoresFirstWound(
    ctx: SurvivorContext & { readonly source: "zombies" | "friendly-fire" },
  ): { readonly skill: string; readonly rule: string } | null | undefined;
  /**
   * Before wound: `wounds` (more than 0) are about to land on the survivor; a module may ask it first (a
   * pending decision whose answer lands them), returning that state; undefined: they land.
   */
  beforeWound(
    ctx: SurvivorContext & {
      readonly wounds: number;
      readonly cause: { readonly source: string; readonly rule: string };
    },
  ): ZombicideState | null | undefined;
  /**
   * A survivor just lost its last Health (the state already says `eliminated`): a module may change what that
   * means (KO: down, not dead; its equipment discarded). A survivor `eliminationSpared` afterwards gets no
   * `SurvivorEliminated` event: only the module's own (`SurvivorKnockedOut`).
   */
  survivorEliminated(
    ctx: {
      readonly survivor: string;
      readonly events: ZombicideEvent[];
      /** What dealt the last Wound (a zombie, a teammate's friendly fire or Molotov...), when a Wound did. */
      readonly cause?: { readonly source: string; readonly rule: string } | undefined;
    },
    state: ZombicideState,
  ): ZombicideState;
  /**
   * Is this eliminated survivor not out for good (KOed and not dead yet, or rescued)? Such a survivor neither
   * loses the game (§8) nor counts for a mission's eliminations.
   */
  eliminationSpared(ctx: SurvivorContext): boolean;
  /**
   * Enter zone: the survivor has just entered `to` from `from` by a Move Action (its events told); a module may
   * react (a mission's zone, a trap, a light).
   */
  enterZone(
    ctx: {
      readonly survivor: string;
      readonly from: ZoneId;
      readonly to: ZoneId;
      readonly events: ZombicideEvent[];
    },
    state: ZombicideState,
  ): ZombicideState;
  /**
   * Noise: how many Noise tokens a noisy thing puts in `zone` (the core's 1 comes in; a silencer, an alarm...).
   */
  noise(
    ctx: {
      readonly state: ZombicideState;
      readonly zone: ZoneId;
      readonly survivor: string;
      readonly why: string;
    },
    tokens: number,
  ): number;
  /**
   * Noise and Zombies (§7 destination): the Noise of every Zone as the Zombies hear it, by zone index (Noise
   * tokens plus 1 per survivor they notice; `survivors`: the survivors they notice there). The core's field comes
   * in, its arrays made for this call: a module may change them in place (a survivor making no Noise, a Zone
   * counting as the loudest).
   */
  noiseField(
    ctx: { readonly state: ZombicideState },
    field: { readonly survivors: Int16Array; readonly noise: Int16Array },
  ): { readonly survivors: Int16Array; readonly noise: Int16Array };
  /**
   * Zombie move: no open path leads from zone `from` to the loudest zones `destinations` (zone indexes); a
   * module may give the zombies a way, or say why they stay (a mission's zombies pressing at closed doors);
   * undefined: they stay, as the core rule says.
   */
  noOpenPath(ctx: {
    readonly state: ZombicideState;
    readonly from: number;
    readonly destinations: readonly number[];
    readonly actor: ActorKind;
  }):
    | {
        readonly branches: readonly number[];
        readonly stay: string | null;
        /** The rule that routes them (told in the hunt's events instead of the core's Move). */
        readonly rule?: string;
      }
    | null
    | undefined;
  /** Zombie-phase start: which zombies on the board activate this phase (a mission's sleeping horde sits out). */
  zombiesActivating(ctx: { readonly state: ZombicideState }, zombies: readonly string[]): readonly string[];
  /** Zombie-phase start: before the zombies on the board activate (the work of the phase is queued after). */
  zombiePhaseStart(ctx: { readonly events: ZombicideEvent[] }, state: ZombicideState): ZombicideState;
  /** End phase: before the Noise goes and the First Player token passes (healing at the end of the round...). */
  endPhase(ctx: { readonly events: ZombicideEvent[] }, state: ZombicideState): ZombicideState;
  /**
   * Enter zone, before it: why the survivor may not step from `from` into `to` now (a full Narrow Zone), or
   * null: it may. Asked for every Move the rules offer and apply.
   */
  entryRefused(ctx: {
    readonly state: ZombicideState;
    readonly survivor: SurvivorState;
    readonly from: ZoneId;
    readonly to: ZoneId;
    /** The Move skill stepping (a skill Move of several Zones...); absent for a plain Move. */
    readonly skill?: string | undefined;
  }): Refusal | null | undefined;
  /**
   * Zombie moves of one group out of `from`, before they happen: a module may hold some back (told in its own
   * events). `entered` counts the zombies already moved into each zone this step (the module may add to it).
   */
  zombiesEnter(ctx: ZombiesEnterContext, moves: readonly ZombieMoves[]): readonly ZombieMoves[];
  /**
   * Attack: why the survivor may not make a Melee or Ranged attack at `zone` now (a Wound card: Blinded,
   * Revenge), or null. Asked by every attack the rules offer and start.
   */
  attackRefused(
    ctx: SurvivorContext & {
      readonly mode: "melee" | "ranged";
      readonly zone: ZoneId;
      /** The cards attacking (empty for an attack without a card). */
      readonly weapons: readonly CardUid[];
      /** The command that attacks: "melee", "ranged", or a module's own attack command ("magic"). */
      readonly action: string;
    },
  ): Refusal | null | undefined;
  /**
   * Spawn: a Zombie card of a kind the core does not play (spawn, rush and extra activation are the core's) was
   * drawn for `zone`; the module that plays that kind returns the state after it (undefined: nobody plays it).
   */
  zombieCardPlayed(ctx: {
    readonly state: ZombicideState;
    readonly zone: ZoneId;
    readonly card: string;
    readonly source: "spawn-zone" | "building";
    readonly events: ZombicideEvent[];
  }): ZombicideState | null | undefined;
  /** On kill: these zombies were just removed from the board, by `by` (a survivor id), however they died. */
  zombiesKilled(
    ctx: {
      readonly killed: readonly { readonly id: string; readonly type: string; readonly zone: ZoneId }[];
      readonly by: string;
      /** What killed them: the weapon card, or the kind of attack ("car", "molotov"...). */
      readonly weapon?: string | undefined;
      readonly events: ZombicideEvent[];
    },
    state: ZombicideState,
  ): ZombicideState;
  /**
   * Spawn: miniatures of `type` a rule keeps off the board and out of the box (VIP trophies on a survivor's
   * card); the core's 0 comes in. `miniaturesLeft` takes them from the pool.
   */
  miniaturesAside(ctx: { readonly state: ZombicideState; readonly type: string }, count: number): number;
  /**
   * Zombie Move: before the core moves the listed zombies (§7 Move), a module may move some of them its own way
   * (a Necromancer flees), returning the state and the zombies left for the core to move.
   */
  ownMoves(
    ctx: { readonly events: ZombicideEvent[]; readonly survivorZones: ReadonlySet<ZoneId> },
    value: { readonly state: ZombicideState; readonly zombies: readonly string[] },
  ): { readonly state: ZombicideState; readonly zombies: readonly string[] };
  /** Take an Objective: why the survivor may not take this token (an Epic crate locked by a mission), or null. */
  takeRefused(ctx: SurvivorContext & { readonly token: BoardToken }): Refusal | null | undefined;
  /**
   * Door: why the survivor may not open this closed door of its Zone now (a mission's door opened only from
   * inside its building), or null. Asked by every Door Action the rules offer and apply.
   */
  doorRefused(ctx: SurvivorContext & { readonly door: Door }): Refusal | null | undefined;
  /** Search: why the survivor may not Search its Zone (a Narrow Zone, a Stand), or null. */
  searchRefused(ctx: SurvivorContext): Refusal | null | undefined;
  /**
   * Wounds land: a module may take `wounds` (more than 0) over, dealing them its way (a Wound deck: a card
   * per Wound, each applied before the next); undefined: the core takes Health away.
   */
  woundsLand(ctx: {
    readonly state: ZombicideState;
    readonly survivor: string;
    readonly wounds: number;
    readonly cause: { readonly source: string; readonly rule: string };
    readonly events: ZombicideEvent[];
  }): ZombicideState | null | undefined;
  /**
   * Wounds paid with cards (a rule where each Wound costs an Equipment card, the classic Wounded cards): how many
   * cards the survivor gives up for the `wounds` it just took (already on it), the rule's count coming in.
   */
  woundCardsPaid(
    ctx: { readonly state: ZombicideState; readonly survivor: SurvivorState; readonly wounds: number },
    cards: number,
  ): number;
  /**
   * Combining cards: how many copies of `card` two combined cards make (the rule's one coming in; fewer are made
   * when fewer are left aside). A module answering tells its use in `events`.
   */
  combinedCopies(
    ctx: {
      readonly state: ZombicideState;
      readonly survivor: SurvivorState;
      readonly card: string;
      readonly events: ZombicideEvent[];
    },
    copies: number,
  ): number;
  /** Doors: ways to open a door without equipment (named like the skill); such a door opens silently. */
  doorOpeners(ctx: SurvivorContext): readonly string[];
}

/** What a Spawn card places: the zombie type and how many (the rule that changed it, when a module did). */
export interface SpawnCount {
  readonly zombie: string;
  readonly amount: number;
  readonly rule?: string;
}

/** Why something is refused, with the rule (the error's words). */
export interface Refusal {
  readonly code: string;
  readonly why: string;
  readonly rule: string;
}

/** Zombies moving from one zone into `to`. */
export type ZombieMoves = readonly [to: ZoneId, zombies: readonly string[]];

export interface SurvivorContext {
  readonly state: ZombicideState;
  readonly survivor: SurvivorState;
}

export interface AttackContext extends SurvivorContext {
  readonly mode: CombatMode;
  /** The weapon cards (none for a weapon that is no card). */
  readonly weapons: readonly CardUid[];
}

export interface AimContext extends AttackContext {
  readonly zone: ZoneId;
  readonly range: number;
}

export interface Accuracy {
  readonly value: number;
  /** The rule that set it, when a module changed it (shown in the dice event). */
  readonly rule?: string;
}

export interface StartingAdrenaline {
  readonly adrenaline: number;
  readonly ultraredLaps?: number;
}

export interface SearchFound {
  readonly state: ZombicideState;
  readonly cards: readonly CardUid[];
  /** At most this many of the cards may be kept, the others discarded (absent: all of them). */
  readonly keep?: number;
}

export interface KillBonus {
  /** More Zombies the attack kills, with the hits' kills. */
  readonly extra: readonly string[];
  /** What follows once the kills are done (a pending decision), if anything. */
  readonly afterKills?: (state: ZombicideState) => ZombicideState;
}

export interface BonusDice {
  readonly skill: string;
  readonly dice: number;
  readonly rule: string;
}

/** A way to ignore the Breaks of an All-Out roll: the module offering it (`source`), the card it uses, its rule. */
export interface BreakSaver {
  readonly source: string;
  readonly card?: CardUid;
  readonly rule: string;
}

export interface FreeTargeting {
  /** The skill (or rule) that lifts the Targeting Priority Order, as stored in the combat step. */
  readonly skill: string;
  /** Words for the log: why Friendly Fire spared the survivors in the Zone. */
  readonly why: string;
  readonly rule: string;
}

export type HookName = keyof HookPoints;
export type HookKind = "fold" | "first" | "any" | "collect";

/** How the contributions to each hook point combine; the order of this list is the order of the docs. */
export const HOOK_KINDS: { readonly [K in HookName]: HookKind } = {
  setup: "fold",
  skillAtStart: "fold",
  afterCommand: "fold",
  afterAction: "fold",
  gainAdrenaline: "first",
  startingAdrenaline: "first",
  abominationsAtOnce: "first",
  spawnZones: "fold",
  spawnCount: "fold",
  beforeSpawnStep: "first",
  zombieCard: "fold",
  zombiesPlaced: "fold",
  buildingSpawnZones: "fold",
  splitGroup: "first",
  afterSpawn: "fold",
  extraActivation: "fold",
  afterCombat: "first",
  drivePaths: "fold",
  driveRefused: "first",
  drive: "first",
  carSearched: "first",
  startingCards: "fold",
  backpackSlots: "fold",
  layoutRefused: "first",
  status: "first",
  attackProfile: "fold",
  accuracy: "fold",
  freeTargeting: "first",
  declarations: "collect",
  redDice: "collect",
  declaredSkills: "collect",
  combatResolved: "fold",
  breakSavers: "collect",
  saveFromBreaks: "first",
  bonusDice: "collect",
  ignoresDarkZones: "any",
  unnoticed: "any",
  molotovSpends: "first",
  afterMolotov: "fold",
  onKill: "first",
  afterRoll: "fold",
  zonesCleared: "fold",
  searchFound: "fold",
  cardDrawn: "fold",
  rerolls: "collect",
  rerollOneDie: "any",
  sightRange: "first",
  attackKind: "first",
  dualAllowed: "any",
  countZombies: "any",
  survivorsHitFirst: "first",
  friendlyFireImmune: "first",
  friendlyFireChoice: "first",
  searchAnywhere: "any",
  entersZombiesFreely: "any",
  searchDeck: "first",
  searchAgain: "any",
  drawsPastAaahh: "any",
  searchCards: "fold",
  leavesZombiesFreely: "first",
  actsOutOfTurn: "any",
  freeReload: "any",
  ignoresFirstWound: "first",
  beforeWound: "first",
  entryRefused: "first",
  zombiesEnter: "fold",
  attackRefused: "first",
  zombieCardPlayed: "first",
  zombiesKilled: "fold",
  miniaturesAside: "fold",
  ownMoves: "fold",
  takeRefused: "first",
  doorRefused: "first",
  searchRefused: "first",
  woundsLand: "first",
  woundCardsPaid: "fold",
  combinedCopies: "fold",
  doorOpeners: "collect",
  survivorEliminated: "fold",
  eliminationSpared: "any",
  enterZone: "fold",
  noise: "fold",
  noiseField: "fold",
  zombiePhaseStart: "fold",
  noOpenPath: "first",
  zombiesActivating: "fold",
  endPhase: "fold",
};
