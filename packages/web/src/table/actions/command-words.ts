import type { ZombicideCommand } from "@horda/zombicide";
import type { Words } from "../words/words.ts";

type Layout = { readonly hands?: readonly (string | null)[]; readonly backpack?: readonly string[] };

function layoutWords(w: Words, l: Layout | undefined): string {
  if (!l) return "";
  const slot = (c: string | null | undefined) => (c ? w.card(c) : w.t("command.empty"));
  const hands = (l.hands ?? []).map(slot).join(" + ");
  const backpack = (l.backpack ?? []).map(slot).join(", ") || w.t("command.empty");
  return `${w.t("command.hands", { hands })}; ${w.t("command.backpack", { backpack })}`;
}

function shares(w: Words, record: unknown, name: (k: string) => string): string {
  const entries = Object.entries((record ?? {}) as Record<string, number>).filter(([, n]) => n > 0);
  return w.list(entries.map(([k, n]) => w.t("command.times", { count: n, what: name(k) })));
}

const dual = (w: Words, c: ZombicideCommand, text: string) =>
  c.dual ? w.t("command.dual", { what: text }) : text;
const s = (c: ZombicideCommand, f: string) => String(c[f] ?? "");
/** An attack declared All-Out (advanced rules) says so: the weapon's red dice are added. */
const allOut = (w: Words, c: ZombicideCommand, text: string) =>
  Array.isArray(c.declare) && c.declare.includes("all-out") ? w.t("command.allOut", { what: text }) : text;
const list = (c: ZombicideCommand, f: string) => (Array.isArray(c[f]) ? (c[f] as string[]) : []);

/** Words per command type; a type not listed falls back to its fields. */
const WORDS: Record<string, (w: Words, c: ZombicideCommand) => string> = {
  move: (w, c) => w.t(c.slippery ? "command.moveSlippery" : "command.move", { to: s(c, "to") }),
  endTurn: (w, c) => w.t("command.endTurn", { survivor: w.survivor(s(c, "survivor")) }),
  search: (w) => w.t("command.search"),
  openDoor: (w, c) =>
    w.t("command.openDoor", {
      door: s(c, "door"),
      with: c.with === "break-in" ? w.skill("break-in") : w.card(s(c, "with")),
    }),
  melee: (w, c) => allOut(w, c, dual(w, c, w.t("command.melee", { weapon: w.card(s(c, "weapon")) }))),
  ranged: (w, c) =>
    allOut(w, c, dual(w, c, w.t("command.ranged", { zone: s(c, "zone"), weapon: w.card(s(c, "weapon")) }))),
  // Advanced rules: taking a KOed survivor; an Objective card's option (its text is in the decision).
  takeKnockedOut: (w, c) => w.t("command.takeKnockedOut", { survivor: w.survivor(s(c, "knockedOut")) }),
  // Fort Hendrix Light Sources: a beam pointed at a zone, or at a wall (no `toward`).
  lightOn: (w, c) =>
    c.toward ? w.t("command.lightOn", { toward: s(c, "toward") }) : w.t("command.lightOnWall"),
  lightOff: (w) => w.t("command.lightOff"),
  aimLight: (w, c) =>
    c.toward ? w.t("command.aimLight", { toward: s(c, "toward") }) : w.t("command.aimLightWall"),
  rangedLit: (w, c) =>
    allOut(
      w,
      c,
      dual(w, c, w.t("command.rangedLit", { zone: s(c, "zone"), weapon: w.card(s(c, "weapon")) })),
    ),
  pennyWrath: (w, c) =>
    w.t(c.mode === "melee" ? "command.pennyWrathMelee" : "command.pennyWrathRanged", {
      zone: s(c, "zone"),
      weapon: w.card(s(c, "weapon")),
    }),
  chooseObjectiveOption: (w, c) => w.t("command.chooseObjectiveOption", { choice: s(c, "choice") }),
  // Campaign: a Bonus Action from the sheet; a Milestone's reward (a Bonus Action or a Campaign Skill).
  useBonusAction: (w, c) => w.t("command.useBonusAction", { survivor: w.survivor(s(c, "survivor")) }),
  chooseMilestoneReward: (w, c) =>
    c.reward === "bonus"
      ? w.t("command.milestoneBonus")
      : w.t("command.milestoneSkill", { skill: w.skill(s(c, "reward")) }),
  // Fort Hendrix's Jack of all trades: a Campaign Skill for this game.
  chooseJackSkill: (w, c) => w.t("command.jackSkill", { skill: w.skill(s(c, "skill")) }),
  makeNoise: (w) => w.t("command.makeNoise"),
  takeObjective: (w) => w.t("command.takeObjective"),
  reload: (w, c) => w.t("command.reload", { weapon: w.card(s(c, "weapon")) }),
  escape: (w) => w.t("command.escape"),
  reorganize: (w, c) =>
    typeof c.with === "string"
      ? w.t("command.trade", {
          with: w.survivor(c.with),
          mine: layoutWords(w, c.mine as Layout),
          theirs: layoutWords(w, c.theirs as Layout),
        })
      : w.t("command.reorganize", { layout: layoutWords(w, c.mine as Layout) }),
  keepCards: (w, c) => w.t("command.keepCards", { layout: layoutWords(w, c as Layout) }),
  reroll: (w, c) =>
    c.source === null
      ? w.t("command.rerollKeep")
      : w.t("command.reroll", { source: w.skill(s(c, "source")) }),
  chooseSkill: (w, c) => w.t("command.chooseSkill", { skill: w.skill(s(c, "skill")) }),
  assignHits: (w, c) =>
    w.t("command.assignHits", { kills: shares(w, c.kills, (k) => w.zombieType(k, 1).replace(/^1 /, "")) }),
  assignFriendlyFire: (w, c) => w.t("command.assignFriendlyFire", { hits: shares(w, c.hits, w.survivor) }),
  assignZombieWound: (w, c) =>
    c.auto
      ? w.t("command.auto")
      : w.t("command.assignZombieWound", { survivor: w.survivor(s(c, "survivor")) }),
  placeSpareZombies: (w, c) =>
    c.auto ? w.t("command.auto") : w.t("command.placeSpareZombies", { to: list(c, "to").join(", ") }),
  sandboxMovePiece: (w, c) =>
    w.t("command.sandboxMovePiece", { piece: w.survivor(s(c, "piece")), to: s(c, "to") }),
  sandboxFlipDoor: (w, c) => w.t("command.sandboxFlipDoor", { door: s(c, "door") }),
  sandboxAddZombies: (w, c) =>
    w.t("command.sandboxAddZombies", {
      zombie: w.zombieType(s(c, "zombie")).replace(/^1 /, ""),
      zone: s(c, "zone"),
    }),
  sandboxRemoveZombie: (w, c) => w.t("command.sandboxRemoveZombie", { zombie: s(c, "zombie") }),
  sandboxDrawCard: (w, c) =>
    w.t("command.sandboxDrawCard", { card: w.card(s(c, "card")), survivor: w.survivor(s(c, "survivor")) }),
  sandboxAddNoise: (w, c) => w.t("command.sandboxAddNoise", { zone: s(c, "zone") }),
  sandboxRemoveNoise: (w, c) => w.t("command.sandboxRemoveNoise", { zone: s(c, "zone") }),
  sandboxToggleBox: (w, c) =>
    w.t(c.on ? "command.sandboxBoxOn" : "command.sandboxBoxOff", { box: w.box(s(c, "box")) }),
  // §10 skills.
  skillMove: (w, c) =>
    w.t("command.skillMove", { skill: w.skill(s(c, "skill")), path: list(c, "path").join(" → ") }),
  fieldMedic: (w, c) =>
    w.t("command.fieldMedic", {
      heal: w.survivor(s(c, "heal")),
      path: list(c, "path").length > 0 ? w.t("command.through", { path: list(c, "path").join(" → ") }) : "",
    }),
  shove: (w, c) => w.t("command.shove", { to: s(c, "to") }),
  lifesaver: (w, c) =>
    w.t("command.lifesaver", { pull: w.list(list(c, "pull").map(w.survivor)), from: s(c, "from") }),
  bornLeader: (w, c) => w.t("command.bornLeader", { to: w.survivor(s(c, "to")) }),
  sidestep: (w, c) => (c.to ? w.t("command.sidestep", { to: s(c, "to") }) : w.t("command.sidestepStay")),
  destiny: (w, c) => w.t("command.destiny", { card: w.card(s(c, "card")) }),
  improvisedAttack: (w, c) =>
    c.mode === "ranged"
      ? w.t("command.improvisedRanged", { zone: s(c, "zone") })
      : w.t("command.improvisedMelee"),
  taunt: (w, c) => w.t("command.taunt", { zone: s(c, "zone") }),
  combatReflexes: (w, c) =>
    typeof c.weapon === "string"
      ? dual(
          w,
          c,
          w.t(c.mode === "ranged" ? "command.reflexesRanged" : "command.reflexesMelee", {
            weapon: w.card(s(c, "weapon")),
          }),
        )
      : w.t("command.reflexesNone"),
  distributeSpawnCards: (w, c) =>
    c.auto
      ? w.t("command.distributeAuto")
      : w.t("command.distribute", {
          cards: list(c, "cards")
            .map((x) => `#${x}`)
            .join(", "),
        }),
  reaperTwin: (w, c) => w.t("command.reaperTwin", { kind: w.zombieType(s(c, "kind")) }),
  // §9 food, §5 cars, §12 Companions.
  eat: (w, c) => w.t("command.eat", { card: w.card(s(c, "card")) }),
  getInCar: (w, c) =>
    w.t(c.seat === "driver" ? "command.getInDriver" : "command.getInPassenger", { car: w.car(s(c, "car")) }),
  getOutOfCar: (w) => w.t("command.getOutOfCar"),
  changeCarSeat: (w, c) => w.t(c.seat === "driver" ? "command.seatDriver" : "command.seatPassenger"),
  drive: (w, c) =>
    list(c, "path").length > 1
      ? w.t("command.driveFast", { path: list(c, "path").join(" → ") })
      : w.t("command.drive", { to: list(c, "path")[0] ?? "" }),
  takeCarCrate: (w, c) => w.t("command.takeCarCrate", { car: w.car(s(c, "car")) }),
  searchCar: (w, c) => w.t("command.searchCar", { car: w.car(s(c, "car")) }),
  rallyCompanion: (w, c) => w.t("command.rallyCompanion", { companion: w.survivor(s(c, "companion")) }),
  tradeCompanion: (w, c) =>
    w.t("command.tradeCompanion", { companion: w.survivor(s(c, "companion")), to: w.survivor(s(c, "to")) }),
  // Rio Z Janeiro: a Zombie Pull's choice, a Thin Wall, the Wound cards' choices, a Biscoito Plano, Rio skills.
  zombiePull: (w, c) => w.t("command.zombiePull", { survivor: w.survivor(s(c, "survivor")), to: s(c, "to") }),
  breakWall: (w, c) => w.t("command.breakWall", { wall: s(c, "wall"), with: w.card(s(c, "with")) }),
  biteOnThis: (w, c) => w.t("command.biteOnThis", { weapon: w.card(s(c, "weapon")) }),
  woundAttack: (w, c) =>
    typeof c.weapon === "string"
      ? dual(w, c, w.t("command.woundAttack", { weapon: w.card(s(c, "weapon")) }))
      : w.t("command.woundAttackNone"),
  biscoitoPlano: (w, c) => w.t(c.use === "heal" ? "command.biscoitoHeal" : "command.biscoitoAdrenaline"),
  capoeiraAttack: (w) => w.t("command.capoeiraAttack"),
  wellEquipped: (w, c) => w.t("command.wellEquipped", { card: w.card(s(c, "card")) }),
  cancelWounds: (w, c) =>
    list(c, "cards").length > 0
      ? w.t("command.cancelWounds", { cards: w.list(list(c, "cards").map(w.card)) })
      : w.t("command.cancelWoundsNone"),
};

/** Everything but the type, as `field=value` (the words for a command type nobody described yet). */
export function fieldsOf(o: object): string {
  return Object.entries(o)
    .filter(([k]) => k !== "type")
    .map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`)
    .join(", ");
}

export function commandWords(w: Words, c: ZombicideCommand): string {
  const f = WORDS[c.type];
  return f ? f(w, c) : w.t("command.generic", { type: c.type, fields: fieldsOf(c) });
}

/** The label of a zone-aimed group's button: the command's words without the target. */
export function groupWords(w: Words, c: ZombicideCommand): string {
  if (c.type === "move") return w.t(c.slippery ? "command.moveSlipperyGroup" : "command.moveGroup");
  if (c.type === "ranged") return dual(w, c, w.t("command.rangedGroup", { weapon: w.card(s(c, "weapon")) }));
  if (c.type === "shove") return w.t("command.shoveGroup");
  if (c.type === "taunt") return w.t("command.tauntGroup");
  if (c.type === "improvisedAttack") return w.t("command.improvisedRangedGroup");
  if (c.type === "drive") return w.t("command.driveGroup");
  if (c.type === "skillMove") return w.t("command.skillMoveGroup", { skill: w.skill(s(c, "skill")) });
  return commandWords(w, c);
}
