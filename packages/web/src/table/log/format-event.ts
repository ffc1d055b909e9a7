import type { ZombicideEvent } from "@horda/zombicide";
import { fieldsOf } from "../actions/command-words.ts";
import { counterName } from "../words/counter-name.ts";
import type { Words } from "../words/words.ts";
import { formatModuleEvent } from "./module-event.ts";

type Types = Readonly<Record<string, string>>;
type Fields = Record<string, unknown>;
type Formatter = (w: Words, e: Fields, types: Types) => string;

const str = (e: Fields, k: string) => String(e[k] ?? "");
const ids = (e: Fields, k: string) => (Array.isArray(e[k]) ? (e[k] as string[]) : []);
/** The weapon of a roll or a kill: a card, or a car's attack (the engine's weapon "car", game/cars/drive.ts). */
export const weaponName = (w: Words, id: string) => (id === "car" ? w.t("event.carWeapon") : w.card(id));
const ev =
  (key: string, params: Fields = {}): Formatter =>
  (w, e) =>
    w.t(`event.${key}`, { ...e, ...params });

/**
 * Which indefinite article a zombie's name takes: "an" before a vowel in English; in Portuguese the
 * Abominations (and other names in -ção) are feminine.
 */
const articleOf = (name: string) =>
  `${/^[aeiou]/i.test(name) ? "vowel" : "plain"}${/^abomina|ção$/i.test(name) ? "Feminine" : ""}`;

/** The engine's English reasons a zombie group stays, by their words key (other text shows as given). */
const STAY_WHY: Readonly<Record<string, string>> = {
  "no survivor and no noise on the board": "why_nothing",
  "they already stand in the loudest zone": "why_already",
  "no open path leads to the loudest zone": "why_noPath",
  "no open path to the taunter": "why_noPathTaunter",
};
function stayWhy(w: Words, why: string): string {
  const fixed = STAY_WHY[why];
  if (fixed) return w.t(`event.${fixed}`);
  const narrow = /^the Narrow Zone (\S+) is full$/.exec(why);
  if (narrow) return w.t("event.why_narrowFull", { zone: narrow[1] });
  const sea = /^(\S+) is the sea$/.exec(why);
  return sea ? w.t("event.why_sea", { zone: sea[1] }) : why;
}

/**
 * The engine's English reasons for points and Noise, in the player's language: "3 zombies killed", "Objective
 * taken", "<card id> Ranged Action"... (other text shows as given).
 */
function pointsWhy(w: Words, why: string): string {
  const kills = /^(\d+) zombies? killed$/.exec(why);
  if (kills) return w.t("event.why_killed", { count: Number(kills[1]) });
  if (why === "Objective taken") return w.t("event.why_objective");
  const healed = /^(\d+) Wound\(s\) healed/.exec(why);
  if (healed) return w.t("event.why_healed", { count: Number(healed[1]) });
  const card = /^Objective card #(\d+)$/.exec(why);
  if (card) return w.t("event.why_objectiveCard", { number: card[1] });
  if (why.startsWith("ate ")) return w.t("event.why_ate");
  if (why.startsWith("mission rule ")) return w.t("event.why_missionRule");
  const fixed = POINTS_WHY[why];
  return fixed ? w.t(`event.${fixed}`) : why;
}

/** Fixed English reasons for points, by their words key. */
const POINTS_WHY: Readonly<Record<string, string>> = {
  "Spawn Zone destroyed": "why_spawnDestroyed",
  "barricade completed": "why_barricade",
  "Wound card": "why_woundCard",
};
function noiseWhy(w: Words, why: string): string {
  const attack = /^(\S+) (Melee|Ranged) Action$/.exec(why);
  if (attack) return w.t("event.why_attack", { weapon: w.card(attack[1] as string) });
  if (why === "Make Noise") return w.t("event.why_makeNoise");
  if (why === "noisy door opening") return w.t("event.why_door");
  return why;
}
/** A danger level's name (blue, yellow...) in the player's language. */
const level = (w: Words, l: string) => w.t(`dashboard.level_${l}`, { defaultValue: l });
/** A zombie type's name without a count ("Walker"). */
const zombieName = (w: Words, type: string) => w.zombieType(type, 1).replace(/^1\s*(×\s*)?/, "");

/** Why a zombie group goes where it goes, with the noise of the chosen zones and the split when there is one. */
const hunt: Formatter = (w, e, types) => {
  const candidates = (e.candidates ?? []) as { zone: string; noise: number }[];
  const destinations = ids(e, "destinations");
  const noise = candidates
    .filter((c) => destinations.includes(c.zone))
    .map((c) => `${c.zone}: ${c.noise}`)
    .join(", ");
  const by = str(e, "by");
  const key = by === "sight" ? "ZombiesHuntSight" : by === "noise" ? "ZombiesHuntNoise" : "ZombiesHuntNone";
  const text = w.t(`event.${key}`, {
    zombies: w.zombies(ids(e, "zombies"), types),
    count: ids(e, "zombies").length,
    from: str(e, "from"),
    destinations: w.list(destinations),
    noise,
  });
  const branches = ids(e, "branches");
  return branches.length > 1
    ? text + w.t("event.ZombiesHuntSplit", { count: branches.length, branches: branches.join(", ") })
    : text;
};

/** Why hits were lost, as the engine says it in English, in the player's words (other reasons as given). */
function lostWhy(w: Words, why: string): string {
  if (why === "no target left") return w.t("event.lostWhy_noTarget");
  if (why === "no target left that this Damage can kill") return w.t("event.lostWhy_noKillable");
  const shielded = /^Damage (\d+) cannot kill the zombies first in the priority order$/.exec(why);
  return shielded ? w.t("event.lostWhy_shielded", { damage: shielded[1] }) : why;
}

/** A door or Spawn Zone colour in words ("blue" → "azuis" in pt-BR); unknown colours as they are. */
const colour = (w: Words, e: Fields) =>
  w.t(`event.colour_${str(e, "colour")}`, { defaultValue: str(e, "colour") });

/** Mission events: plain words for what happened, rule ids kept for reference. */
const MORE: Record<string, Formatter> = {
  MissionRuleFired: (w, e) =>
    w.t("event.MissionRuleFired", {
      on: w.t(`event.trigger_${str(e, "on")}`, { defaultValue: str(e, "on") }),
    }),
  MissionMessage: (w, e) => w.t("event.MissionMessage", { text: w.text(e.text as never) }),
  GoalReached: (w, e) =>
    w.t("event.GoalReached", {
      n: Number(e.goal ?? 0) + 1,
      goal: e.text
        ? w.text(e.text as never)
        : w.t(`event.goal_${str(e, "kind")}`, { defaultValue: str(e, "kind") }),
    }),
  CounterChanged: (w, e) =>
    w.t("event.CounterChanged", { counter: counterName(w.t, str(e, "counter")), value: e.value }),
  SpawnsActivated: (w, e) =>
    w.t("event.SpawnsActivated", { colour: colour(w, e), tokens: w.list(ids(e, "tokens")) }),
  SpawnsDeactivated: (w, e) =>
    w.t("event.SpawnsDeactivated", { colour: colour(w, e), tokens: w.list(ids(e, "tokens")) }),
  MissionDoorsOpened: (w, e) =>
    w.t("event.MissionDoorsOpened", { colour: colour(w, e), doors: w.list(ids(e, "doors")) }),
  GameWon: (w, e) => w.t("event.GameWon", { reason: w.text(e.text as never) || str(e, "reason") }),
  DoorsUnlocked: (w, e) => w.t("event.DoorsUnlocked", { colour: colour(w, e) }),
};

/** Formatters per event type; anything else falls back to "Type: field=value, ...". */
const FORMATTERS: Record<string, Formatter> = {
  SurvivorMoved: (w, e) =>
    w.t("event.SurvivorMoved", {
      ...e,
      count: Number(e.cost) || 0,
      survivor: w.survivor(str(e, "survivor")),
    }),
  TurnEnded: (w, e) =>
    w.t("event.TurnEnded", {
      ...e,
      count: Number(e.actionsLost) || 0,
      survivor: w.survivor(str(e, "survivor")),
    }),
  SeatDone: (w, e) => w.t("event.SeatDone", { seat: w.seat(str(e, "seat")) }),
  PhaseChanged: (w, e) =>
    w.t("event.PhaseChanged", { round: e.round, phase: w.t(`table.phase_${str(e, "phase")}`) }),
  ZombiesActivated: (w, e, types) =>
    w.t("event.ZombiesActivated", {
      ...e,
      reason: w.t(`event.reason_${str(e, "reason")}`, { defaultValue: str(e, "reason") }),
      zombies: w.zombies(ids(e, "zombies"), types),
      count: ids(e, "zombies").length,
    }),
  ZombiesAttacked: (w, e, types) =>
    w.t("event.ZombiesAttacked", {
      ...e,
      zombies: w.zombies(ids(e, "zombies"), types),
      count: ids(e, "zombies").length,
      woundCount: w.t("event.woundCount", { count: Number(e.wounds) || 0 }),
      survivors: w.list(ids(e, "survivors").map(w.survivor)),
    }),
  WoundTaken: (w, e) =>
    w.t("event.WoundTaken", { ...e, count: Number(e.wounds) || 0, survivor: w.survivor(str(e, "survivor")) }),
  WoundIgnored: (w, e) =>
    w.t("event.WoundIgnored", { survivor: w.survivor(str(e, "survivor")), skill: w.skill(str(e, "skill")) }),
  SurvivorEliminated: (w, e) =>
    w.t("event.SurvivorEliminated", { ...e, survivor: w.survivor(str(e, "survivor")) }),
  GameLost: (w, e) => {
    // The engine's reason is English; the core loss ("Josh eliminated") is said in the player's language.
    const fallen = /^(.+) eliminated$/.exec(str(e, "reason"))?.[1];
    return w.t("event.GameLost", {
      reason: fallen ? w.t("event.lostEliminated", { names: fallen }) : w.missionReason(str(e, "reason")),
    });
  },
  ZombiesHunt: hunt,
  ZombiesMoved: (w, e, types) =>
    w.t("event.ZombiesMoved", {
      ...e,
      zombies: w.zombies(ids(e, "zombies"), types),
      count: ids(e, "zombies").length,
    }),
  ZombiesStayed: (w, e, types) =>
    w.t("event.ZombiesStayed", {
      ...e,
      why: stayWhy(w, str(e, "why")),
      zombies: w.zombies(ids(e, "zombies"), types),
      count: ids(e, "zombies").length,
    }),
  ZombieCardDrawn: (w, e) =>
    w.t(e.amount === 0 ? "event.ZombieCardDrawnNone" : "event.ZombieCardDrawn", {
      ...e,
      zombie: zombieName(w, str(e, "zombie")),
      zombies: w.zombieType(str(e, "zombie"), Number(e.amount)),
      level: level(w, str(e, "level")),
      kind: w.t(`event.cardKind_${str(e, "kind")}`, { defaultValue: str(e, "kind") }),
    }),
  ZombiesSpawned: (w, e, types) =>
    w.t("event.ZombiesSpawned", {
      zone: e.zone,
      zombies: w.zombies(ids(e, "zombies"), types),
      count: ids(e, "zombies").length,
      rush: e.rush ? w.t("event.rush", { count: ids(e, "zombies").length }) : "",
    }),
  ZombiePoolExhausted: ev("ZombiePoolExhausted"),
  ExtraActivationIgnored: (w, e) =>
    w.t("event.ExtraActivationIgnored", {
      zombie: zombieName(w, str(e, "zombie")),
      zombies: w.zombieType(str(e, "zombie"), Number(e.amount)),
      level: level(w, str(e, "level")),
    }),
  AbominationDrawn: ev("AbominationDrawn"),
  DeckReshuffled: ev("DeckReshuffled"),
  BuildingOpened: (w, e) =>
    ids(e, "darkZones").length === 0
      ? w.t("event.BuildingOpenedNoDark")
      : w.t("event.BuildingOpened", {
          zones: w.list(ids(e, "darkZones")),
          spawns: w.t(e.spawns ? "event.buildingSpawns" : "event.buildingQuiet"),
        }),
  NoiseRemoved: (w, e) => w.t("event.NoiseRemoved", { ...e, count: Number(e.tokens) || 0 }),
  FirstPlayerPassed: (w, e) => w.t("event.FirstPlayerPassed", { ...e, seat: w.seat(str(e, "seat")) }),
  CardDrawn: (w, e) =>
    w.t("event.CardDrawn", { survivor: w.survivor(str(e, "survivor")), card: w.card(str(e, "card")) }),
  SearchEnded: (w, e) => w.t("event.SearchEnded", { ...e, survivor: w.survivor(str(e, "survivor")) }),
  CardsKept: (w, e) =>
    w.t("event.CardsKept", {
      survivor: w.survivor(str(e, "survivor")),
      kept: w.list(ids(e, "kept").map(w.card)),
      discarded: w.list(ids(e, "discarded").map(w.card)),
    }),
  InventoryReorganized: (w, e) =>
    w.t("event.InventoryReorganized", {
      survivor: w.survivor(str(e, "survivor")),
      with: typeof e.with === "string" ? w.t("event.tradeWith", { with: w.survivor(e.with) }) : "",
      // The cards it let go (a classic Wound's price among them), by name: "rearranges" alone hid a lost weapon.
      discards:
        ids(e, "discarded").length > 0
          ? w.t("event.reorganizeDiscards", { cards: w.list(ids(e, "discarded").map((u) => w.card(u))) })
          : "",
    }),
  DoorOpened: (w, e) =>
    w.t("event.DoorOpened", {
      survivor: w.survivor(str(e, "survivor")),
      door: e.door,
      with: e.with === "break-in" ? w.skill("break-in") : w.card(str(e, "with")),
      noisy: e.noisy ? w.t("event.noisyDoor") : "",
    }),
  NoiseMade: (w, e) =>
    w.t("event.NoiseMade", { ...e, why: noiseWhy(w, str(e, "why")), count: Number(e.tokens) || 0 }),
  DiceRolled: (w, e) =>
    w.t("event.DiceRolled", {
      ...e,
      count: Number(e.hits) || 0,
      survivor: w.survivor(str(e, "survivor")),
      weapon: weaponName(w, str(e, "weapon")),
      dice: [
        ids(e, "dice").join(" "),
        ...(ids(e, "redDice").length > 0
          ? [w.t("event.allOutDice", { dice: ids(e, "redDice").join(" ") })]
          : []),
      ].join(" + "),
    }),
  DiceRerolled: (w, e) =>
    w.t("event.DiceRerolled", {
      ...e,
      survivor: w.survivor(str(e, "survivor")),
      source: w.skill(str(e, "source")),
      dice: ids(e, "dice").join(" "),
    }),
  ZombieKilled: (w, e) => {
    const zombieType = w.zombieType(str(e, "zombieType"), 1).replace(/^1\s*(×\s*)?/, "");
    return w.t("event.ZombieKilled", {
      ...e,
      by: w.survivor(str(e, "by")),
      weapon: weaponName(w, str(e, "weapon")),
      zombieType,
      article: w.t(`event.article_${articleOf(zombieType)}`),
    });
  },
  HitsLost: (w, e) =>
    w.t("event.HitsLost", { ...e, why: lostWhy(w, str(e, "why")), count: Number(e.hits) || 0 }),
  FriendlyFire: (w, e) =>
    w.t("event.FriendlyFire", {
      ...e,
      count: Number(e.wounds) || 0,
      shooter: w.survivor(str(e, "shooter")),
      target: w.survivor(str(e, "target")),
    }),
  FriendlyFireAvoided: (w, e) =>
    w.t(e.why === "in a car" ? "event.FriendlyFireAvoidedCar" : "event.FriendlyFireAvoided", {
      ...e,
      survivors: w.list(ids(e, "survivors").map(w.survivor)),
    }),
  MolotovThrown: (w, e) => w.t("event.MolotovThrown", { ...e, survivor: w.survivor(str(e, "survivor")) }),
  AdrenalineGained: (w, e) =>
    w.t("event.AdrenalineGained", {
      ...e,
      survivor: w.survivor(str(e, "survivor")),
      why: pointsWhy(w, str(e, "why")),
      context: w.points,
    }),
  DangerLevelReached: (w, e) =>
    w.t("event.DangerLevelReached", {
      survivor: w.survivor(str(e, "survivor")),
      level: w.t(`dashboard.level_${str(e, "level").toLowerCase()}`, { defaultValue: str(e, "level") }),
    }),
  SkillGained: (w, e) =>
    w.t("event.SkillGained", {
      survivor: w.survivor(str(e, "survivor")),
      skill: w.skill(str(e, "skill")),
      level: w.t(`dashboard.level_${str(e, "level").toLowerCase()}`, { defaultValue: str(e, "level") }),
    }),
  WeaponReloaded: (w, e) =>
    w.t("event.WeaponReloaded", {
      survivor: w.survivor(str(e, "survivor")),
      weapons: w.list(ids(e, "weapons").map(w.card)),
    }),
  ObjectiveTaken: (w, e) => {
    const survivor = w.survivor(str(e, "survivor"));
    // An Objective by its colour ("a red Objective"), a crate as a crate; the token's id only for anything else.
    if (e.colour)
      return w.t("event.ObjectiveTaken_colour", {
        survivor,
        colour: w.t(`event.objectiveColour_${str(e, "colour")}`, { defaultValue: str(e, "colour") }),
      });
    if (e.kind === "crate") return w.t("event.ObjectiveTaken_crate", { survivor });
    return w.t("event.ObjectiveTaken", { ...e, survivor });
  },
  SurvivorEscaped: (w, e) => w.t("event.SurvivorEscaped", { ...e, survivor: w.survivor(str(e, "survivor")) }),
  ...MORE,
};

/**
 * One event in words: a core event by its formatter here, a module's event in its module's words
 * (module-event.ts); an event type with neither still shows, as its type and fields.
 */
export function formatEvent(
  w: Words,
  e: ZombicideEvent | { readonly type: string },
  types: Types = {},
): string {
  const f = FORMATTERS[e.type];
  if (f) return f(w, e as unknown as Fields, types);
  return formatModuleEvent(w, e, types) ?? w.t("event.generic", { type: e.type, fields: fieldsOf(e) });
}

/** The rule reference an automated decision carries, if any. */
export function ruleOf(e: { readonly type: string }): string | null {
  const r = (e as { rule?: unknown }).rule;
  return typeof r === "string" && r !== "" ? r : null;
}

export const KNOWN_EVENT_TYPES = Object.keys(FORMATTERS);
