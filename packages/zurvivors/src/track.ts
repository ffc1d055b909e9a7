import type { Json, Seat } from "@horda/table";
import { ask } from "./decisions.ts";
import type { Events } from "./events.ts";
import { cityCard, clockwiseFrom, livingSurvivors, player } from "./lookup.ts";
import type { Task, ZState } from "./state.ts";
import { returnToken } from "./tokens.ts";

/** One step of a survivor along the city (advance towards the rescue, or back towards the horde). */
export function moveStep(s: ZState, ev: Events, task: Extract<Task, { t: "move" }>): Task[] {
  const p = player(s, task.seat);
  if (p.zombie) return [];
  const rest: Task[] = task.n > 1 ? [{ ...task, n: task.n - 1 }] : [];
  p.pos = Math.max(0, p.pos + task.dir);
  ev.push({
    type: "SurvivorMoved",
    seat: task.seat,
    to: p.pos,
    direction: task.dir > 0 ? "rescue" : "horde",
  });
  if (p.pos >= s.track.rescue) {
    p.pos = s.track.rescue;
    s.result = {
      outcome: "rescued",
      winners: [task.seat],
      reason: `${task.seat} reached the Rescue Card first.`,
    };
    ev.push({ type: "SurvivorRescued", seat: task.seat });
    return [];
  }
  // Retreating into the horde's card: the horde reaches the survivor; the rest of the move is lost.
  if (p.pos <= s.track.horde) return [{ t: "reached", seats: [task.seat], how: "retreat", declined: [] }];
  return [...revealCity(s, ev, task.seat), ...rest];
}

/** Entering a face-down city card turns it up; its effects go to the survivor who revealed it. */
function revealCity(s: ZState, ev: Events, seat: Seat): Task[] {
  const at = s.track.cards[player(s, seat).pos];
  if (!at || at.faceUp) return [];
  at.faceUp = true;
  ev.push({ type: "CityRevealed", seat, card: at.id, at: player(s, seat).pos });
  return cityCard(s, at.id).effects.map((effect) => ({
    t: "effect",
    seat,
    effect,
    level: null,
    source: "city",
  }));
}

/** The horde advances one card; survivors on or behind it are reached. */
export function hordeStep(s: ZState, ev: Events, task: Extract<Task, { t: "hordeMove" }>): Task[] {
  s.track.horde++;
  ev.push({ type: "HordeAdvanced", to: s.track.horde });
  const reached = livingSurvivors(s).filter((x) => player(s, x).pos <= s.track.horde);
  const out: Task[] =
    reached.length > 0 ? [{ t: "reached", seats: reached, how: "advance", declined: [] }] : [];
  if (task.n > 1) out.push({ t: "hordeMove", n: task.n - 1 });
  return out;
}

export function hordeRetreat(s: ZState, ev: Events, steps: number): void {
  const to = Math.max(0, s.track.horde - steps);
  if (to !== s.track.horde) {
    s.track.horde = to;
    ev.push({ type: "HordeRetreated", to });
  }
}

interface DefenseOption {
  use: "grenade" | "pistol" | "none";
  seat?: Seat;
  ammo?: Seat;
}

/** Weapon Tokens a reached survivor could spend: a grenade, or a pistol with ammunition from any reached. */
function defenses(s: ZState, seat: Seat, reached: readonly Seat[]): DefenseOption[] {
  const out: DefenseOption[] = [];
  const bag = player(s, seat).backpack;
  if (bag.includes("grenade")) out.push({ use: "grenade", seat });
  if (bag.includes("pistol")) {
    const ammo = [seat, ...reached.filter((x) => x !== seat)].find((x) =>
      player(s, x).backpack.includes("ammo"),
    );
    if (ammo) out.push({ use: "pistol", seat, ammo });
  }
  return out;
}

/**
 * The horde reached survivors: each, in turn, may spend weapons (a decision); otherwise all transform.
 */
export function reached(s: ZState, ev: Events, task: Extract<Task, { t: "reached" }>): Task[] {
  const still = task.seats.filter((x) => !player(s, x).zombie && player(s, x).pos <= s.track.horde);
  if (still.length === 0) return [];
  for (const seat of still) {
    if (task.declined.includes(seat)) continue;
    const options = defenses(s, seat, still);
    if (options.length > 0) {
      ask(s, ev, seat, "defend", [...options, { use: "none" }] as unknown as Json[], {
        seats: still,
        how: task.how,
        declined: task.declined,
      });
      return [];
    }
  }
  for (const seat of still) transform(s, ev, seat);
  return [];
}

/** Spends the chosen weapons: the horde falls back, or the retreating survivor steps forward. */
export function defend(
  s: ZState,
  ev: Events,
  option: DefenseOption,
  how: "advance" | "retreat",
  seats: Seat[],
): void {
  const seat = option.seat!;
  const bag = () => player(s, seat).backpack;
  if (option.use === "grenade") returnToken(s, seat, bag().indexOf("grenade"));
  else {
    returnToken(s, seat, bag().indexOf("pistol"));
    const ammoBag = player(s, option.ammo!).backpack;
    returnToken(s, option.ammo!, ammoBag.indexOf("ammo"));
  }
  ev.push({
    type: "WeaponUsed",
    seat,
    weapon: option.use,
    ...(option.ammo ? { ammoFrom: option.ammo } : {}),
  });
  if (how === "advance") {
    s.track.horde = Math.max(0, s.track.horde - 1);
    ev.push({ type: "HordeRetreated", to: s.track.horde });
  } else {
    for (const x of seats) {
      player(s, x).pos = s.track.horde + 1;
      ev.push({ type: "SurvivorMoved", seat: x, to: player(s, x).pos, direction: "rescue" });
    }
  }
}

/** Playing as a Zombie: the survivor turns; the last placement card leaves the game. */
export function transform(s: ZState, ev: Events, seat: Seat): void {
  const p = player(s, seat);
  p.zombie = true;
  s.discard.push(...p.placed);
  p.placed = [];
  if (p.objective) s.objectiveDeck.push(p.objective);
  if (p.reward) s.rewardDeck.push(p.reward);
  p.objective = null;
  p.reward = null;
  p.revealed = false;
  for (const token of p.backpack) s.supply[token]++;
  p.backpack = [];
  p.blockNext = false;
  const removed = s.placementDeck.pop() ?? s.placementGame[s.placementGame.length - 1];
  if (removed) {
    s.placementGame = s.placementGame.filter((c) => c !== removed);
    s.placementRemoved.push(removed);
  }
  s.escaping = s.escaping.filter((x) => x !== seat);
  ev.push({ type: "SurvivorTransformed", seat, placementRemoved: removed ?? null });
  if (livingSurvivors(s).length === 0) {
    s.result = {
      outcome: "zombies",
      winners: clockwiseFrom(s, s.seats[0]!),
      reason: "Every survivor was transformed.",
    };
    ev.push({ type: "ZombiesWon" });
  }
}
