import { type ZombicideCommand, zombicide } from "@horda/zombicide";
import { asState, type BotSees } from "./sees.ts";

/** How far the mission is from its goals: goals reached, then each counter goal's value still to go. */
function progress(seen: BotSees): { readonly reached: number; readonly toGo: number } {
  const mission = seen.mission;
  if (!mission) return { reached: 0, toGo: 0 };
  let toGo = 0;
  for (const g of mission.goals)
    if (g.goal === "counter") toGo += Math.max(0, g.value - (mission.counters[g.counter] ?? 0));
  return { reached: mission.goalsReached.length, toGo };
}

/** Wounds taken by the survivors still in play, with those out of play (not escaped) counted as 99 each. */
function harm(seen: BotSees): number {
  let n = 0;
  for (const s of seen.survivors) n += s.escaped ? 0 : s.eliminated ? 99 : s.wounds;
  return n;
}

/**
 * Whether a mission module's command the bot has no rule of thumb for (setting the Opala on fire...) serves the
 * mission: while a counter goal is open, played on what the seat sees, it brings a counter goal closer to its
 * value (or reaches a goal) and wounds no survivor. A command whose outcome needs what the seat cannot see
 * (the draw piles, the dice) cannot be played on a view: it serves nothing the bot can tell.
 */
export function servesGoal(seen: BotSees, seat: string, c: ZombicideCommand): boolean {
  // Only a counter goal still open can be moved by such a command (the core's goals are the core's commands').
  if (progress(seen).toGo === 0) return false;
  let after: BotSees;
  try {
    const applied = zombicide.apply(asState(seen), seat, c);
    if (!applied.ok) return false;
    after = applied.value.state;
  } catch {
    return false;
  }
  const [was, now] = [progress(seen), progress(after)];
  const closer = now.reached > was.reached || now.toGo < was.toGo;
  return closer && harm(after) <= harm(seen);
}
