import { isTask, type ZombicideView } from "@horda/zombicide";

/** What one more Wound does to a survivor: nothing worse, eliminates it, or eliminates it and loses the game. */
export type WoundOutlook = "wound" | "eliminated" | "lost";

/**
 * The next Wound's outcome for a survivor (§7): it is eliminated when its Wounds reach its health, and the game
 * is lost with it unless the mission allows eliminations (a Companion's only when it allows those).
 */
export function woundOutlook(view: ZombicideView, survivorId: string): WoundOutlook {
  const s = view.survivors.find((x) => x.id === survivorId);
  if (!s || s.wounds + 1 < s.health) return "wound";
  const m = view.mission;
  if (m?.allowEliminations) return "eliminated";
  if (s.companion && m?.allowCompanionEliminations) return "eliminated";
  return "lost";
}

/** The Wounds the zombies still have to hand out in the attack being resolved, if one is. */
export function woundsLeft(view: ZombicideView): number | null {
  const task = view.zombieWork[0];
  return isTask(task, "wounds") ? task.left : null;
}
