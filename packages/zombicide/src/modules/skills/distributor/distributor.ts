import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { drawCard } from "../../../game/decks.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import { inPlay } from "../../../game/survivors.ts";
import type { ZombicideState, ZoneId } from "../../../game/types.ts";
import type { ZombieTask } from "../../../game/zombies/tasks.ts";
import { decisionType, dropDecision, findDecision } from "../../../kernel/decisions.ts";
import { settle } from "../../../kernel/resume.ts";
import { RULE } from "./rule.ts";

export const DISTRIBUTE = "distributeSpawnCards";

interface Options {
  readonly survivor: string;
  /** Spawn Zones in spawn order. */
  readonly zones: readonly ZoneId[];
  /** The Zombie cards drawn, in draw order (the "auto" answer gives them to the zones in that order). */
  readonly cards: readonly string[];
}

/**
 * Distributor (§10): in the Spawn Step the first survivor in play with the skill draws one Zombie card per
 * active Spawn Zone, looks at them and assigns them (a pending decision with an "auto" answer: draw order).
 * Returns null when nobody has the skill or there is nothing to assign.
 */
export function offerDistribution(
  state: ZombicideState,
  zones: readonly ZoneId[],
  events: ZombicideEvent[],
): ZombicideState | null {
  const s = state.survivors.find((x) => inPlay(x) && hasSkill(x, "distributor", state));
  if (!s || zones.length === 0) return null;
  let deck = state.zombieDeck;
  let rng = state.rng;
  const cards: string[] = [];
  for (const _ of zones) {
    const drawn = drawCard(deck, rng);
    if (drawn.reshuffled)
      events.push({ type: "DeckReshuffled", deck: "zombies", cards: drawn.deck.draw.length + 1 });
    deck = drawn.deck;
    rng = drawn.rng;
    if (drawn.card === null) break;
    cards.push(drawn.card);
  }
  if (cards.length === 0) return null;
  events.push({ type: "SkillUsed", survivor: s.id, skill: "distributor", rule: RULE });
  events.push({
    type: "SpawnCardsDealt",
    survivor: s.id,
    cards,
    zones: [...zones],
    rule: RULE,
  });
  const options: Options = { survivor: s.id, zones, cards };
  return decision.raise({ ...state, zombieDeck: deck, rng }, s.seat, options);
}

function permutations(items: readonly string[]): string[][] {
  if (items.length <= 1) return [[...items]];
  const out: string[][] = [];
  items.forEach((x, i) => {
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) out.push([x, ...rest]);
  });
  return out;
}

const schema = z.union([
  z.strictObject({
    type: z.literal("distributeSpawnCards"),
    /** The card for each Spawn Zone, in spawn order (the drawn cards in any order). */
    cards: z.array(z.string().min(1).max(16)).max(32),
    decision: z.string().max(32).optional(),
  }),
  z.strictObject({
    type: z.literal("distributeSpawnCards"),
    auto: z.literal(true),
    decision: z.string().max(32).optional(),
  }),
]);
export type DistributeSpawnCardsCommand = z.infer<typeof schema>;

const norm = (c: string) => c.replace(/^#/, "");

/** The decision this file raises and answers, its options typed once. */
const decision = decisionType<Options>(DISTRIBUTE);

export const distributeSpawnCards: ActionModule<DistributeSpawnCardsCommand> = {
  type: "distributeSpawnCards",
  schema,
  kind: "decision",
  legal: decision.answers((o) => {
    const orders = o.cards.length <= 5 ? permutations(o.cards) : [[...o.cards]];
    const unique = [...new Map(orders.map((p) => [p.join(","), p])).values()];
    return [
      { type: "distributeSpawnCards", auto: true },
      ...unique.map((cards) => ({ type: "distributeSpawnCards" as const, cards })),
    ];
  }),
  apply(state, seat, cmd) {
    const d = findDecision(state, seat, DISTRIBUTE, cmd.decision);
    if (!d) return refuse("no_decision", RULES.decision, `${seat} has no Zombie cards to distribute`);
    const o = decision.options(d);
    const order = "auto" in cmd ? [...o.cards] : cmd.cards.map(norm);
    const wanted = [...o.cards].sort().join(",");
    if (order.length !== o.cards.length || [...order].sort().join(",") !== wanted)
      return refuse(
        "bad_distribution",
        RULE,
        `give each of the cards drawn (${o.cards.map((c) => `#${c}`).join(", ")}) to one Spawn Zone`,
      );
    const tasks: ZombieTask[] = order.map((card, i) => ({
      kind: "spawn",
      zone: o.zones[i] as ZoneId,
      source: "spawn-zone",
      card,
    }));
    const events: ZombicideEvent[] = [];
    const next = dropDecision(state, d.id);
    return ok({
      state: settle({ ...next, zombieWork: [...tasks, ...next.zombieWork] }, events),
      events,
    });
  },
};
