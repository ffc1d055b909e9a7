import type { Survivor } from "@horda/content";
import { keepCardsDecision } from "../../../../game/decisions.ts";
import type { ZombicideEvent } from "../../../../game/events.ts";
import { inventoryOf } from "../../../../game/inventory.ts";
import { levelSkills, levelsCrossed, offerSkills } from "../../../../game/levels.ts";
import { replaceSurvivor, survivorById } from "../../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../../game/types.ts";
import { slice } from "../../../../kernel/slices.ts";

export const RESURRECTION = "resurrection";
export const RESURRECTION_RULE =
  "Toxic City Mall, Resurrection mode (a standard Survivor's last Wound from the zombies lays it down; at the next Players' Phase it rises as its Zombivor side, Wounds gone, the equipment left reorganised for free, XP kept)";

/** The mode's state: the survivors lying down, waiting to rise. */
export interface ResurrectionState {
  readonly down: readonly string[];
}

export const resurrectionSlice = slice<ResurrectionState>(RESURRECTION, { down: [] });

/** Friendly fire and a teammate's Molotov kill for good: no resurrection (their Wounds' sources). */
const byTeammate = (source: string | undefined) =>
  source !== undefined && (source.startsWith("friendly") || source.startsWith("molotov from"));

/** The Zombivor side of a survivor's ID card, when the catalogue has one. */
function zombivorSide(state: ZombicideState, s: SurvivorState): Survivor | undefined {
  const card = s.card === null ? undefined : state.survivorCatalog.survivors[s.card];
  if (!card || card.kind === "zombivor") return undefined;
  return Object.values(state.survivorCatalog.survivors).find(
    (c) => c.kind === "zombivor" && c.sideOf === card.id,
  );
}

/**
 * A survivor was eliminated: a standard survivor with a Zombivor side, not killed by a teammate, lies down instead
 * (it stays `eliminated`, so the zombies and the turn skip it, but is spared: no loss of the game).
 */
export function layDown(
  ctx: { readonly survivor: string; readonly events: ZombicideEvent[]; readonly cause?: { source: string } },
  state: ZombicideState,
): ZombicideState {
  const s = survivorById(state, ctx.survivor) as SurvivorState;
  if (s.companion || byTeammate(ctx.cause?.source) || !zombivorSide(state, s)) return state;
  ctx.events.push({ type: "SurvivorLaidDown", survivor: s.id, zone: s.zone, rule: RESURRECTION_RULE });
  return resurrectionSlice.update(state, (r) => ({ down: [...r.down, s.id] }));
}

/**
 * The End Phase, right before the next Players' Phase: each survivor lying down rises as its Zombivor side. The
 * Wounded cards go, the equipment left and the XP stay; its skills are the Zombivor card's for the levels reached
 * (Orange and Red are picked again, a skill choice), none of the standard side's (?: the seed says only that the
 * standard version's effects stop). Its cards are reorganised for free: a free keep of no found card, where the
 * player lays the whole inventory out anew (cards left out are discarded, as in any reorganisation).
 */
export function rise(ctx: { readonly events: ZombicideEvent[] }, state: ZombicideState): ZombicideState {
  const { down } = resurrectionSlice.read(state);
  if (down.length === 0) return state;
  let next = resurrectionSlice.write(state, { down: [] });
  for (const id of down) {
    const s = survivorById(next, id) as SurvivorState;
    const side = zombivorSide(next, s);
    if (!side) continue;
    const risen: SurvivorState = {
      ...s,
      card: side.id,
      health: side.health ?? 5,
      wounds: 0,
      eliminated: false,
      skills: [...side.skills.blue],
      skillUses: [],
    };
    next = replaceSurvivor(next, risen);
    ctx.events.push({
      type: "SurvivorResurrected",
      survivor: id,
      card: side.id,
      health: risen.health,
      rule: RESURRECTION_RULE,
    });
    for (const level of levelsCrossed(-1, s.adrenaline))
      if (level !== "blue") next = offerSkills(next, id, level, levelSkills(next, risen, level), ctx.events);
    if (inventoryOf(risen).length > 0)
      next = keepCardsDecision.raise(next, risen.seat, { survivor: id, cards: [], free: true });
  }
  return next;
}
