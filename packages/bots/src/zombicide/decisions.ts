import type { PendingDecision } from "@horda/table";
import type { ZombicideCommand } from "@horda/zombicide";
import type { BotSees } from "./sees.ts";
import { cardIdOf, inventoryValue } from "./weapons.ts";

// Scorers by the answering command's type; a kind without one takes its first answer.
type Scorer = (seen: BotSees, decision: PendingDecision, command: ZombicideCommand) => number;

/** How much a zombie type is worth killing first: the fast ones, then the ones that take most to kill. */
function killPriority(seen: BotSees, type: string): number {
  const t = seen.zombieCatalog.types[type];
  if (!t) return 1;
  return 1 + t.actions + t.damageToKill * 0.5 + t.adrenaline * 0.1;
}

function healthLeft(seen: BotSees, id: string): number {
  const s = seen.survivors.find((x) => x.id === id);
  return s ? s.health - s.wounds : 0;
}

// Skill references look like "plus-1-die:melee": the id before the colon decides the score.
const SKILL_SCORES: Readonly<Record<string, number>> = {
  "plus-1-action": 10,
  "plus-1-free-action": 8,
  "plus-1-die": 7,
  "plus-1-damage": 6,
  "plus-1-to-dice-roll": 6,
  lucky: 6,
  sniper: 5,
  "steady-hand": 5,
  medic: 5,
  regeneration: 5,
  tough: 5,
  "is-that-all-youve-got": 5,
  "search-2-cards": 4,
  "can-search-more-than-once": 4,
  slippery: 4,
  sprint: 4,
  "hit-and-run": 4,
  ambidextrous: 4,
  "point-blank": 4,
  "roll-6-plus-1-die": 4,
  "roll-6-plus-1-damage": 4,
  "plus-1-max-range": 3,
  "plus-1-zone-per-move": 3,
  hoard: 2,
};

const SCORERS: Readonly<Record<string, Scorer>> = {
  // The layout of kept cards with the best weapons in hand.
  keepCards: (seen, _d, c) => {
    const hands = (c.hands as (string | null)[] | undefined) ?? [];
    const backpack = (c.backpack as string[] | undefined) ?? [];
    return inventoryValue(seen, hands, backpack);
  },
  // Hits go to the zombies it is most urgent to kill.
  assignHits: (seen, _d, c) =>
    Object.entries((c.kills as Record<string, number> | undefined) ?? {}).reduce(
      (sum, [type, n]) => sum + n * killPriority(seen, type),
      0,
    ),
  // Friendly Fire lands where it eliminates nobody, on the survivors with most health left.
  assignFriendlyFire: (seen, _d, c) =>
    Object.entries((c.hits as Record<string, number> | undefined) ?? {}).reduce((sum, [id, n]) => {
      const left = healthLeft(seen, id) - n;
      return sum + (left <= 0 ? -100 : left * 2 - n);
    }, 0),
  // A zombie's Wound goes to the survivor with most health left.
  assignZombieWound: (seen, _d, c) => (c.auto === true ? 0.5 : healthLeft(seen, String(c.survivor ?? ""))),
  chooseSkill: (_seen, _d, c) => SKILL_SCORES[String(c.skill).split(":")[0] ?? ""] ?? 1,
  // A Wound paid with a card (Season 1): the card whose loss leaves the most behind.
  woundDiscard: (seen, d, c) => {
    const who = (d.options as { survivor?: unknown } | undefined)?.survivor;
    const s = seen.survivors.find((x) => x.id === who);
    if (!s) return 0;
    const card = String(c.card);
    let gone = false;
    const drop = (uid: string | null) => {
      if (gone || uid === null || cardIdOf(uid) !== card) return uid;
      gone = true;
      return null;
    };
    const hands = s.hands.map(drop);
    const backpack = s.backpack.filter((uid) => drop(uid) !== null);
    return inventoryValue(seen, hands, backpack);
  },
};

/** Answers a pending decision with the best of the seat's legal answers (the first when it has no opinion). */
export function answerDecision(
  seen: BotSees,
  decision: PendingDecision,
  legal: readonly ZombicideCommand[],
): ZombicideCommand {
  let best = legal[0] as ZombicideCommand;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const c of legal) {
    const scorer = SCORERS[c.type];
    const score = scorer ? scorer(seen, decision, c) : 0;
    if (score > bestScore) [best, bestScore] = [c, score];
  }
  return best;
}
