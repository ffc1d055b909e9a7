import { ok } from "@horda/table";
import { z } from "zod";
import { actionsAvailable } from "../../../game/actions/availability.ts";
import type { ActionModule } from "../../../game/actions/module.ts";
import { boardOf, zoneIdOf } from "../../../game/board-of.ts";
import { type CardUid, cardData, pickCards } from "../../../game/cards.ts";
import { burnZone } from "../../../game/combat/molotov.ts";
import { survivorRange } from "../../../game/combat/start.ts";
import { belowCardLevel } from "../../../game/danger.ts";
import { discardCards } from "../../../game/equipment-decks.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { handCards } from "../../../game/inventory.ts";
import { neighboursOf } from "../../../game/skills/paths.ts";
import { replaceSurvivor, survivorById } from "../../../game/survivors.ts";
import { activate } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../../../game/types.ts";
import { decisionType, dropDecision } from "../../../kernel/decisions.ts";
import { joinWords, type RuleModule } from "../../../kernel/module.ts";
import { payAction } from "../../../kernel/pay.ts";
import { settle } from "../../../kernel/resume.ts";
import { slice } from "../../../kernel/slices.ts";
import { EVENTS, WORDS } from "./events.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

export const BILE_RULE =
  "black-plague §5 Dragon Bile (discard it from a Hand: a Bile token at Range 0-1; with all 4 out, the players move one)";
export const FIRE_RULE =
  "black-plague §5 Dragon Fire (a Torch on a Bile token at Range 0-1: every Actor there dies, the thrower takes all the XP, no Noise)";

/** The Bile tokens on the board; the box has 4. */
export const BILE_TOKENS = 4;
export const bileTokens = slice<{ readonly zones: readonly ZoneId[] }>("dragon-bile", { zones: [] });

const trait = (state: ZombicideState, uid: CardUid, t: "dragon-bile" | "torch") =>
  cardData(state, uid)?.traits?.includes(t) ?? false;

const schema = z.strictObject({
  type: z.literal("throwBile"),
  survivor: z.string().min(1).max(64),
  card: z.string().min(1).max(64),
  zone: z.string().min(1).max(16),
});
export type ThrowBileCommand = z.infer<typeof schema>;

function inReach(state: ZombicideState, s: SurvivorState, zone: ZoneId): boolean {
  const r = survivorRange(state, s, zone);
  return r !== null && r >= 0 && r <= 1;
}

/** Throw Dragon Bile: 1 Action, the card discarded, a Bile token at Range 0-1 in sight. */
export const throwBile: ActionModule<ThrowBileCommand> = {
  type: "throwBile",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || actionsAvailable(state, s) < 1) return [];
    const bile = handCards(s).find((u) => trait(state, u, "dragon-bile"));
    if (!bile) return [];
    return neighboursInReach(state, s).map((zone) => ({
      type: "throwBile" as const,
      survivor: s.id,
      card: bile,
      zone,
    }));
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const picked = pickCards(
      handCards(s0).filter((u) => trait(state, u, "dragon-bile")),
      [cmd.card],
    );
    if (!picked.ok) return refuse("no_bile", BILE_RULE, `${s0.name} holds no Dragon Bile in a Hand`);
    if (!inReach(state, s0, cmd.zone))
      return refuse("out_of_range", BILE_RULE, `${cmd.zone} is not at Range 0-1 in sight of ${s0.name}`);
    let next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    if (s.actionsLeft < 1) return refuse("not_enough_actions", BILE_RULE, `${s.name} has no Action left`);
    const uid = picked.picks[0] as CardUid;
    next = replaceSurvivor(next, {
      ...s,
      hands: s.hands.map((u) => (u === uid ? null : u)) as [CardUid | null, CardUid | null],
    });
    next = discardCards(next, [uid]);
    const events: ZombicideEvent[] = [];
    const zones = bileTokens.read(next).zones;
    const out = [...new Set(zones)];
    if (zones.length < BILE_TOKENS || out.length === 1) {
      // All tokens out in one Zone: that one is moved; else a new token is laid.
      next = layBile(next, s.id, cmd.zone, zones.length < BILE_TOKENS ? null : (out[0] as ZoneId), events);
      return ok({ state: payAction(next, s.id, 1, events), events });
    }
    // All tokens out: the players choose the one moved; the Action is paid once they have.
    next = moveBileDecision.raise(next, s.seat, { survivor: s.id, zone: cmd.zone, from: out });
    return ok({ state: payAction(next, s.id, 1, events), events });
  },
};

/** Lays a Bile token in `zone`, moving the one in `from` when all are out (told as thrown). */
function layBile(
  state: ZombicideState,
  survivor: string,
  zone: ZoneId,
  from: ZoneId | null,
  events: ZombicideEvent[],
): ZombicideState {
  const zones = bileTokens.read(state).zones;
  const at = from === null ? -1 : zones.indexOf(from);
  const kept = at < 0 ? zones : zones.filter((_, i) => i !== at);
  events.push({ type: "BileThrown", survivor, zone, movedFrom: at < 0 ? null : from, rule: BILE_RULE });
  return bileTokens.write(state, { zones: [...kept, zone] });
}

/** The players' choice of the Bile token moved when all 4 are on the board. */
interface MoveBileOptions {
  readonly survivor: string;
  /** Where the Bile was thrown. */
  readonly zone: ZoneId;
  /** The Zones holding a token, one of which is moved. */
  readonly from: readonly ZoneId[];
}
const moveBileDecision = decisionType<MoveBileOptions>("moveBileToken");

const moveSchema = z.strictObject({
  type: z.literal("moveBileToken"),
  /** The Zone whose Bile token is moved to where the Bile was thrown. */
  from: z.string().min(1).max(16),
  decision: z.string().max(32).optional(),
});
export type MoveBileTokenCommand = z.infer<typeof moveSchema>;

/** The answer: the Bile token moved (all 4 out) to the Zone the Bile was thrown into. */
export const moveBileToken: ActionModule<MoveBileTokenCommand> = {
  type: "moveBileToken",
  schema: moveSchema,
  kind: "decision",
  legal: moveBileDecision.answers((o) => o.from.map((from) => ({ type: "moveBileToken" as const, from }))),
  apply(state, seat, cmd) {
    const found = moveBileDecision.find(state, seat, cmd.decision);
    if (!found) return refuse("no_decision", RULES.decision, `${seat} has no Bile token to move`);
    const o = found.options;
    if (!o.from.includes(cmd.from as ZoneId))
      return refuse(
        "no_bile_token",
        BILE_RULE,
        `there is no Bile token in ${cmd.from} (${o.from.join(", ")})`,
      );
    const events: ZombicideEvent[] = [];
    const next = layBile(
      dropDecision(state, found.decision.id),
      o.survivor,
      o.zone,
      cmd.from as ZoneId,
      events,
    );
    return ok({ state: settle(next, events), events });
  },
};

const BLADE_RULE =
  "black-plague §14.3 Flaming Great Sword and Dragon Fire Blade (the Sword lights a Dragon Bile token at Range 0-1 as a Torch, and is kept; the Blade is thrown at Range 0-1 and lights Dragon Fire there, and is discarded; from a digital adaptation, unverified)";

/**
 * How a card lights Dragon Fire: a Torch is thrown onto a Bile token and discarded; the Flaming Great Sword lights
 * a Bile token and is kept; the Dragon Fire Blade is thrown and lights the Zone with no Bile, and is discarded.
 */
type FireTrait = "torch" | "ignites-dragon-bile" | "throw-dragon-fire";
const FIRE_TRAITS: readonly FireTrait[] = ["torch", "ignites-dragon-bile", "throw-dragon-fire"];
const fireTrait = (state: ZombicideState, uid: CardUid): FireTrait | null =>
  FIRE_TRAITS.find((t) => cardData(state, uid)?.traits?.includes(t)) ?? null;
const needsBile = (t: FireTrait) => t !== "throw-dragon-fire";
const discarded = (t: FireTrait) => t !== "ignites-dragon-bile";
const ruleOf = (t: FireTrait) => (t === "torch" ? FIRE_RULE : BLADE_RULE);

const fireSchema = z.strictObject({
  type: z.literal("dragonFire"),
  survivor: z.string().min(1).max(64),
  card: z.string().min(1).max(64),
  zone: z.string().min(1).max(16),
});
export type DragonFireCommand = z.infer<typeof fireSchema>;

function fireRefusal(
  state: ZombicideState,
  s: SurvivorState,
  uid: CardUid,
  zone: ZoneId,
): { code: string; why: string } | null {
  const trait = fireTrait(state, uid);
  if (trait === null)
    return { code: "no_fire_blade", why: `${cardData(state, uid)?.names.en ?? uid} lights no Dragon Fire` };
  const low = belowCardLevel(cardData(state, uid), s);
  if (low) return { code: "cannot_light_fire", why: low };
  if (!inReach(state, s, zone))
    return { code: "out_of_range", why: `${zone} is not at Range 0-1 in sight of ${s.name}` };
  if (needsBile(trait) && !bileTokens.read(state).zones.includes(zone))
    return { code: "no_bile", why: `there is no Dragon Bile in ${zone} to light` };
  return null;
}

/**
 * Dragon Fire (§5): 1 Action, a Zone at Range 0-1 in sight; everything there dies whatever its Damage, Armour or
 * Wounds, the one who lit it takes all the XP, no Noise. A Torch is thrown onto a Bile token and discarded; the
 * Wulfsburg blades (§14.3) light it too (the Flaming Great Sword is kept; the Dragon Fire Blade needs no Bile).
 */
export const dragonFireAction: ActionModule<DragonFireCommand> = {
  type: "dragonFire",
  schema: fireSchema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || actionsAvailable(state, s) < 1) return [];
    const out: DragonFireCommand[] = [];
    for (const uid of handCards(s)) {
      if (fireTrait(state, uid) === null) continue;
      for (const zone of neighboursInReach(state, s))
        if (fireRefusal(state, s, uid, zone) === null)
          out.push({ type: "dragonFire", survivor: s.id, card: uid, zone });
    }
    return out;
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const picked = pickCards(
      handCards(s0).filter((u) => fireTrait(state, u) !== null),
      [cmd.card],
    );
    if (!picked.ok)
      return refuse("no_fire_blade", FIRE_RULE, `${s0.name} holds no Torch or fire blade in a Hand`);
    const uid = picked.picks[0] as CardUid;
    const trait = fireTrait(state, uid) as FireTrait;
    const rule = ruleOf(trait);
    const no = fireRefusal(state, s0, uid, cmd.zone as ZoneId);
    if (no) return refuse(no.code, rule, no.why);
    let next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    if (s.actionsLeft < 1) return refuse("not_enough_actions", rule, `${s.name} has no Action left`);
    const events: ZombicideEvent[] = [];
    if (discarded(trait)) {
      next = replaceSurvivor(next, {
        ...s,
        hands: s.hands.map((u) => (u === uid ? null : u)) as [CardUid | null, CardUid | null],
      });
      next = discardCards(next, [uid]);
    }
    events.push({ type: "DragonFire", survivor: s.id, zone: cmd.zone, bile: needsBile(trait), rule });
    next = burnZone(next, s.id, cmd.zone as ZoneId, events, { weapon: uid, rule });
    const zones = bileTokens.read(next).zones;
    const at = zones.indexOf(cmd.zone as ZoneId);
    if (at >= 0) next = bileTokens.write(next, { zones: zones.filter((_, i) => i !== at) });
    const killed = events.some((e) => e.type === "ZombieKilled" && e.by === s.id);
    return ok({ state: payAction(next, s.id, 1, events, "ranged", killed), events });
  },
};

/** Zones at Range 0-1 in sight: the survivor's own and its neighbours the board lets it see. */
function neighboursInReach(state: ZombicideState, s: SurvivorState): ZoneId[] {
  const out: ZoneId[] = [];
  for (const z of [s.zone, ...neighboursOf(state, s.zone)]) if (inReach(state, s, z)) out.push(z);
  return out;
}

export const dragonBile: RuleModule = {
  id: "dragon-bile",
  ...PLAY,
  rule: FIRE_RULE,
  commands: [throwBile, moveBileToken, dragonFireAction],
  cardEffects: ["dragon-bile", "torch", "ignites-dragon-bile", "throw-dragon-fire"],
  events: EVENTS,
  words: joinWords(WORDS, PLAY_WORDS),
  hooks: { setup: (_ctx, state) => placedBile(state) },
};

/**
 * Dragon Bile tokens a quest lays on the map (`{ kind: "token", name: "dragon-bile" }`): on the board from the
 * start, as if thrown, at most the box's 4 (the map editor warns past that).
 */
function placedBile(state: ZombicideState): ZombicideState {
  const placed = boardOf(state)
    .tokens.filter((t) => t.kind === "token" && t.props.name === "dragon-bile")
    .map((t) => zoneIdOf(state, t.zone));
  if (placed.length === 0) return state;
  const zones = [...bileTokens.read(state).zones, ...placed].slice(0, BILE_TOKENS);
  return bileTokens.write(state, { zones });
}
