import { turn } from "./actions.ts";
import { runEffect } from "./effects.ts";
import { escapeCleanup, lastPlaced, resolveEscape } from "./escape.ts";
import type { Events } from "./events.ts";
import { placeStep, reveal } from "./place.ts";
import { afterEscapes, endStep, flushHorde, hordeCheck, roundEnd, zombieAbilities } from "./round.ts";
import type { Task, ZState } from "./state.ts";
import { gainToken } from "./tokens.ts";
import { hordeStep, moveStep, reached } from "./track.ts";

function exec(s: ZState, ev: Events, task: Task): Task[] {
  switch (task.t) {
    case "placeStep":
      return placeStep(s, ev);
    case "reveal":
      return reveal(s, ev);
    case "escape":
      return resolveEscape(s, ev, task.seat);
    case "escapeCleanup":
      return escapeCleanup(s, ev, task.seat);
    case "flushHorde":
      return flushHorde(s);
    case "afterEscapes":
      return afterEscapes(s);
    case "turn":
      return turn(s, ev, task.seat);
    case "zombieAbilities":
      return zombieAbilities(s, ev);
    case "hordeCheck":
      return hordeCheck(s, ev);
    case "endStep":
      return endStep(s, ev);
    case "effect":
      return runEffect(s, ev, task);
    case "move":
      return moveStep(s, ev, task);
    case "hordeMove":
      return hordeStep(s, ev, task);
    case "reached":
      return reached(s, ev, task);
    case "gain":
      gainToken(s, ev, task.seat, task.token);
      return [];
    case "lastPlaced":
      return lastPlaced(s, ev, task.seats);
    case "roundEnd":
      return roundEnd(s, ev);
  }
}

/**
 * Works through the queue, front first, until someone must decide or the game is over. Tasks return the
 * tasks they cause, which run before anything already queued (so an effect finishes before the next).
 */
export function run(s: ZState, ev: Events): void {
  while (s.result === null && s.pending.length === 0) {
    const task = s.queue.shift();
    if (!task) break;
    s.queue.unshift(...exec(s, ev, task));
  }
  if (s.result !== null) {
    s.pending = [];
    s.queue = [];
  }
}
