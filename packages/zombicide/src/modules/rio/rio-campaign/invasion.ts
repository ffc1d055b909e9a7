import { type SpawnCard, spawnLine } from "@horda/content";
import { ok, type Seat } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { highestDanger } from "../../../game/danger.ts";
import { discardCard, drawCard } from "../../../game/decks.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import type { ZombicideState, ZoneId } from "../../../game/types.ts";
import { runSpawn } from "../../../game/zombies/spawn.ts";
import { decisionType, dropDecision, firstPlayer } from "../../../kernel/decisions.ts";
import { settle } from "../../../kernel/resume.ts";
import { campaignPlaySlice } from "../../advanced/index.ts";

export const INVASION_RULE =
  "rio mission M4 Invasion In Progress (with the Slow the Invasion Achievement, they draw 6 Zombie cards and choose 1 to spawn on each Spawn Zone; the others discarded)";
export const INVASION_PICK = "invasionPick";

interface Options {
  /** The survivor whose Achievement lets the team choose (absent: the team's own Achievement). */
  readonly survivor?: string;
  /** The Zombie cards drawn and not placed yet. */
  readonly hand: readonly string[];
  /** The Spawn Zones still to receive a card, in spawn order (the first is the one asked about). */
  readonly zones: readonly ZoneId[];
}
const decision = decisionType<Options>(INVASION_PICK);

/** The survivor holding the Achievement on its Campaign Sheet, if one does (it chooses for the team). */
function holderOf(state: ZombicideState, achievement: string): { id?: string; seat: Seat } {
  const sheets = campaignPlaySlice.read(state).sheets;
  const s = state.survivors.find((x) => sheets[x.id]?.achievements?.includes(achievement));
  return s ? { id: s.id, seat: s.seat } : { seat: firstPlayer(state) };
}

/**
 * With the Achievement: 6 Zombie cards are drawn and the players choose, Spawn Zone by Spawn Zone in spawn order,
 * which card spawns there (a pending decision, asked of the player of the survivor holding it).
 */
export function drawSixToChoose(
  state: ZombicideState,
  zones: readonly ZoneId[],
  achievement: string,
): ZombicideState {
  let next = state;
  const hand: string[] = [];
  for (let i = 0; i < 6; i++) {
    const d = drawCard(next.zombieDeck, next.rng);
    next = { ...next, zombieDeck: d.deck, rng: d.rng };
    if (d.card !== null) hand.push(d.card);
  }
  if (hand.length === 0 || zones.length === 0) return next;
  const holder = holderOf(next, achievement);
  return decision.raise(next, holder.seat, {
    ...(holder.id ? { survivor: holder.id } : {}),
    hand,
    zones: [...zones],
  });
}

/** What a card places at the current level, for its words (a kind that places no single line: nothing). */
function placed(state: ZombicideState, card: string): { zombie: string; count: number } | null {
  const c = state.zombieCatalog.spawnCards[card] as SpawnCard | undefined;
  if (!c || (c.kind !== "spawn" && c.kind !== "rush" && c.kind !== "mixed")) return null;
  return spawnLine(c, highestDanger(state));
}

const schema = z.strictObject({
  type: z.literal(INVASION_PICK),
  /** The Zombie card that spawns on the Spawn Zone asked about. */
  card: z.string().min(1).max(16),
  /** That Zone (offered with the card, for its words). */
  zone: z.string().min(1).max(64).optional(),
  /** What the card places now (offered with it, for its words). */
  zombie: z.string().min(1).max(32).optional(),
  count: z.number().int().min(0).max(99).optional(),
  decision: z.string().max(32).optional(),
});
export type InvasionPickCommand = z.infer<typeof schema>;

/** The team's choice, one Spawn Zone at a time; the cards left when every Zone has one are discarded. */
export const invasionPick: ActionModule<InvasionPickCommand> = {
  type: INVASION_PICK,
  schema,
  kind: "decision",
  legal(state, seat) {
    const found = decision.find(state, seat, undefined);
    if (!found) return [];
    const zone = found.options.zones[0] as ZoneId;
    return [...new Set(found.options.hand)].map((card) => {
      const p = placed(state, card);
      return { type: INVASION_PICK, card, zone, ...(p ? { zombie: p.zombie, count: p.count } : {}) };
    });
  },
  apply(state, seat, cmd) {
    const found = decision.find(state, seat, cmd.decision);
    if (!found) return refuse("no_decision", RULES.decision, `${seat} has no Zombie card to choose`);
    const o = found.options;
    const card = cmd.card.replace(/^#/, "");
    if (!o.hand.includes(card))
      return refuse(
        "card_not_drawn",
        INVASION_RULE,
        `choose one of ${o.hand.map((c) => `#${c}`).join(", ")}`,
      );
    const zone = o.zones[0] as ZoneId;
    if (cmd.zone !== undefined && cmd.zone !== zone)
      return refuse("card_not_drawn", INVASION_RULE, `the card chosen now goes to Spawn Zone ${zone}`);
    const events: ZombicideEvent[] = [];
    const at = o.hand.indexOf(card);
    const hand = [...o.hand.slice(0, at), ...o.hand.slice(at + 1)];
    const zones = o.zones.slice(1);
    // Set up, not played: a Rush's or an Extra Activation's activation is dropped (nothing activates at setup).
    let next = runSpawn(dropDecision(state, found.decision.id), zone, "spawn-zone", events, card);
    next = { ...next, zombieWork: state.zombieWork };
    if (zones.length > 0 && hand.length > 0)
      next = decision.raise(next, seat, { ...(o.survivor ? { survivor: o.survivor } : {}), hand, zones });
    else for (const c of hand) next = { ...next, zombieDeck: discardCard(next.zombieDeck, c) };
    return ok({ state: settle(next, events), events });
  },
};
