import { type SpawnCard, spawnLine } from "@horda/content";
import { rulesOf } from "../../kernel/registry.ts";
import { highestDanger } from "../danger.ts";
import { discardCard, drawCard } from "../decks.ts";
import type { ZombicideEvent } from "../events.ts";
import type { ZombicideState, ZoneId } from "../types.ts";
import { miniaturesLeft, placeZombies, zombiesOfKind, zombiesOfType } from "./place.ts";
import type { ZombieTask } from "./tasks.ts";

export const SPAWN_RULE = "core-2e §7 Step 2 Spawn";
export const BUILDING_SPAWN_RULE = "core-2e §5 Spawning in buildings (Dark Zones, first opening)";
const RUSH_RULE = "core-2e §7 Rush cards (placed zombies activate at once)";
const EXTRA_RULE = "core-2e §7 Extra Activation cards (nothing at Blue)";
const OUT_RULE = "core-2e §7 Running out of miniatures (that type gets an extra Activation)";
const STAND_IN_RULE =
  "Running out of miniatures of a type with a stand-in (the pack's standIn type comes instead)";
const ABOMINATION_RULE =
  "core-2e §7 Abominations (one on the board; another card gives it an extra Activation)";

/** The Spawn Step: one `spawn` task per Spawn Zone active this round, in spawn order. */
export function runSpawnStep(state: ZombicideState, events: ZombicideEvent[]): ZombicideState {
  const round = state.turn.round;
  const active = state.spawns
    .filter((s) => s.activeFrom !== null && s.activeFrom <= round)
    .map((s) => s.zone);
  // A module may add draws (a mission's Double Spawn zone draws twice).
  const zones = rulesOf(state).hooks.spawnZones({ state }, active);
  // A module may draw the cards first and let a survivor assign them (a pending decision).
  const dealt = rulesOf(state).hooks.beforeSpawnStep({ state, zones, events });
  if (dealt) return dealt;
  const tasks: ZombieTask[] = zones.map((zone) => ({ kind: "spawn", zone, source: "spawn-zone" }));
  return { ...state, zombieWork: [...tasks, ...state.zombieWork] };
}

/**
 * Draws one Zombie card for `zone` (or takes the one already drawn for it), reads it at the highest Danger
 * Level and does what it says.
 */
export function runSpawn(
  state: ZombicideState,
  zone: ZoneId,
  source: "spawn-zone" | "building",
  events: ZombicideEvent[],
  preset?: string,
): ZombicideState {
  const drawn =
    preset === undefined
      ? drawCard(state.zombieDeck, state.rng)
      : { card: preset, deck: state.zombieDeck, rng: state.rng, reshuffled: false };
  if (drawn.reshuffled)
    events.push({ type: "DeckReshuffled", deck: "zombies", cards: drawn.deck.draw.length + 1 });
  if (drawn.card === null) return state;
  const card = state.zombieCatalog.spawnCards[drawn.card] as SpawnCard;
  const level = highestDanger(state);
  const s: ZombicideState = { ...state, zombieDeck: discardCard(drawn.deck, drawn.card), rng: drawn.rng };
  const rule = source === "building" ? BUILDING_SPAWN_RULE : SPAWN_RULE;
  if (
    card.kind === "double-spawn" ||
    card.kind === "necromancer" ||
    (card.kind === "mixed" && card.manhole)
  ) {
    // A kind a rule module plays (its own events: Black Plague's, a classic manhole card); no module: nothing.
    const played = rulesOf(s).hooks.zombieCardPlayed({ state: s, zone, card: card.id, source, events });
    return played ?? s;
  }
  if (card.kind === "extra-activation") {
    const active = card.activates[level];
    events.push({
      type: "ZombieCardDrawn",
      card: card.id,
      zone,
      level,
      kind: card.kind,
      zombie: card.zombie,
      amount: active ? 1 : 0,
      rule,
    });
    if (!active) {
      events.push({ type: "ExtraActivationIgnored", zombie: card.zombie, level, rule: EXTRA_RULE });
      // The modules' Extra Activation hooks see every such card, one that activates nothing (Blue) too.
      return rulesOf(s).hooks.extraActivation({ card: card.id, events }, s);
    }
    // Modules may queue work ahead of the activation (an extra Turn for a survivor...).
    const queued = activateFirst(s, zombiesOfKind(s, card.zombie), "extra-activation");
    return rulesOf(queued).hooks.extraActivation({ card: card.id, events }, queued);
  }
  return placeSpawnLine(s, card, zone, rule, events);
}

/**
 * Places what a Spawn, Rush or mixed card says at the highest Danger Level in `zone` (its card already drawn and
 * discarded): the spawn itself, or a module's placing one card's zombies in several zones (a classic manhole card).
 */
export function placeSpawnLine(
  state: ZombicideState,
  card: Parameters<typeof spawnLine>[0],
  zone: ZoneId,
  rule: string,
  events: ZombicideEvent[],
): ZombicideState {
  let s = state;
  const level = highestDanger(s);
  const hooks = rulesOf(s).hooks;
  // A mixed card names its own zombie type on each line (classic, Black Plague); a module may change what the
  // card places in this zone (a held Spawn Zone).
  const line = spawnLine(card, level);
  const spawn = hooks.spawnCount({ state: s, zone }, { zombie: line.zombie, amount: line.count });
  let { zombie, amount } = spawn;
  events.push({
    type: "ZombieCardDrawn",
    card: card.id,
    zone,
    level,
    kind: card.kind === "mixed" ? "spawn" : card.kind,
    zombie,
    amount,
    rule: spawn.rule ? `${rule}; ${spawn.rule}` : rule,
  });
  s = hooks.zombieCard({ zone, card: card.id, stage: "drawn", events }, s);
  if (amount === 0) return hooks.zombieCard({ zone, card: card.id, stage: "placed", events }, s);
  let type = s.zombieCatalog.types[zombie];
  // A type at its limit on the board may come as another (the pack's `replacedBy`: a classic second
  // Abomination is a Fatty, with its escort); else the core's extra Activation.
  if (type?.maxOnBoard !== undefined && type.replacedBy !== undefined)
    if (zombiesOfType(s, zombie).length >= type.maxOnBoard) {
      zombie = type.replacedBy;
      amount = 1;
      type = s.zombieCatalog.types[zombie];
    }
  if (type?.maxOnBoard !== undefined) {
    const after = spawnAbomination(s, zombie, zone, card.kind === "rush", events);
    return after.zombies.length > s.zombies.length
      ? rulesOf(after).hooks.afterSpawn({ zone, card: card.id, events }, after)
      : after;
  }
  const placed = placeZombies(s, zombie, zone, amount);
  s = placed.state;
  const rush = card.kind === "rush";
  if (placed.placed.length > 0)
    events.push({
      type: "ZombiesSpawned",
      zone,
      zombie,
      zombies: placed.placed,
      rush,
      rule: rush ? RUSH_RULE : rule,
    });
  // A module may place more with them (a classic Fatty's escort), telling it in its own events.
  if (placed.placed.length > 0) s = hooks.zombiesPlaced({ zone, zombie, placed: placed.placed, events }, s);
  const follow: ZombieTask[] = [];
  if (rush && placed.placed.length > 0) follow.push(activation(placed.placed, "rush"));
  // A type with a stand-in (the pack's `standIn`: VIP Walkers) is made up with it when its miniatures run out.
  const standIn = type?.standIn;
  if (placed.placed.length < amount && standIn !== undefined) {
    const wanted = amount - placed.placed.length;
    const more = placeZombies(s, standIn, zone, wanted);
    s = more.state;
    if (more.placed.length > 0)
      events.push({
        type: "ZombiesSpawned",
        zone,
        zombie: standIn,
        zombies: more.placed,
        rush,
        rule: STAND_IN_RULE,
      });
    if (rush && more.placed.length > 0) follow.push(activation(more.placed, "rush"));
    if (more.placed.length < wanted) {
      events.push({
        type: "ZombiePoolExhausted",
        zombie: standIn,
        wanted,
        placed: more.placed.length,
        rule: OUT_RULE,
      });
      follow.push(activation(zombiesOfType(s, standIn), "out-of-miniatures"));
    }
  } else if (placed.placed.length < amount) {
    events.push({
      type: "ZombiePoolExhausted",
      zombie,
      wanted: amount,
      placed: placed.placed.length,
      rule: OUT_RULE,
    });
    follow.push(activation(zombiesOfType(s, zombie), "out-of-miniatures"));
  }
  s = hooks.zombieCard(
    { zone, card: card.id, stage: "placed", events },
    { ...s, zombieWork: [...follow, ...s.zombieWork] },
  );
  // Survivors near the new Zombies may react before any Rush (rule modules' after-spawn hooks).
  return placed.placed.length > 0 ? rulesOf(s).hooks.afterSpawn({ zone, card: card.id, events }, s) : s;
}

/**
 * A card calls for an Abomination: with fewer than the allowed number on the board, draw one from the
 * Abomination deck and place it; otherwise those on the board get an extra Activation (§7). With the
 * Abomination Fest module every Abomination on the board activates first, THEN a new one is drawn and placed
 * (a queued `abomination` task), as long as the box has miniatures left.
 */
function spawnAbomination(
  state: ZombicideState,
  type: string,
  zone: ZoneId,
  rush: boolean,
  events: ZombicideEvent[],
): ZombicideState {
  const atOnce = rulesOf(state).hooks.abominationsAtOnce({ state, type });
  const fest = atOnce !== undefined;
  const onBoard = zombiesOfType(state, type);
  // A module's maximum (the Abomination Fest's), or else only the miniatures in the box, limit them.
  const max = atOnce?.max ?? state.zombieCatalog.types[type]?.maxOnBoard ?? 1;
  const room = onBoard.length < max && miniaturesLeft(state, type) > 0;
  if (onBoard.length === 0) return room ? placeAbomination(state, type, zone, rush, events) : state;
  const follow: ZombieTask[] = [activation(onBoard, "abomination")];
  if (fest && room) follow.push({ kind: "abomination", zone, zombie: type, rush });
  if (!fest && room) return placeAbomination(state, type, zone, rush, events);
  return { ...state, zombieWork: [...follow, ...state.zombieWork] };
}

/** Draws a card from the Abomination deck and places that Abomination in the zone (a Rush activates it). */
export function placeAbomination(
  state: ZombicideState,
  type: string,
  zone: ZoneId,
  rush: boolean,
  events: ZombicideEvent[],
): ZombicideState {
  const fest = rulesOf(state).hooks.abominationsAtOnce({ state, type });
  if (miniaturesLeft(state, type) <= 0) return state;
  // A box with no Abomination cards for this type (Black Plague's one Abomination) places the miniature alone.
  if (!Object.values(state.zombieCatalog.abominations).some((a) => a.type === type)) {
    const alone = placeZombies(state, type, zone, 1);
    events.push({
      type: "ZombiesSpawned",
      zone,
      zombie: type,
      zombies: alone.placed,
      rush,
      rule: rush ? RUSH_RULE : SPAWN_RULE,
    });
    const now: ZombieTask[] = rush ? [activation(alone.placed, "rush")] : [];
    return { ...alone.state, zombieWork: [...now, ...alone.state.zombieWork] };
  }
  const drawn = drawCard(state.abominationDeck, state.rng);
  if (drawn.reshuffled)
    events.push({ type: "DeckReshuffled", deck: "abominations", cards: drawn.deck.draw.length + 1 });
  if (drawn.card === null) return state;
  const card = state.zombieCatalog.abominations[drawn.card];
  events.push({
    type: "AbominationDrawn",
    card: drawn.card,
    name: card?.names.en ?? drawn.card,
    rules: [...(card?.rules ?? [])],
    rule: fest ? fest.rule : ABOMINATION_RULE,
  });
  const placed = placeZombies(
    { ...state, abominationDeck: drawn.deck, rng: drawn.rng },
    card?.type ?? type,
    zone,
    1,
    drawn.card,
  );
  events.push({
    type: "ZombiesSpawned",
    zone,
    zombie: type,
    zombies: placed.placed,
    rush,
    rule: rush ? RUSH_RULE : SPAWN_RULE,
  });
  const follow: ZombieTask[] = rush ? [activation(placed.placed, "rush")] : [];
  return { ...placed.state, zombieWork: [...follow, ...placed.state.zombieWork] };
}

export function activation(
  zombies: readonly string[],
  reason: Extract<ZombieTask, { kind: "activate" }>["reason"],
): ZombieTask {
  return { kind: "activate", zombies: [...zombies], reason, action: 1 };
}

function activateFirst(
  state: ZombicideState,
  zombies: readonly string[],
  reason: "extra-activation",
): ZombicideState {
  if (zombies.length === 0) return state;
  return { ...state, zombieWork: [activation(zombies, reason), ...state.zombieWork] };
}
