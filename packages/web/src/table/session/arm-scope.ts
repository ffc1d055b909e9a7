import type { ZombicideState } from "@horda/zombicide";

/**
 * Where an armed command (a move, a shot's target, a path being picked) belongs: the survivor it was armed for,
 * in one round, phase, seat's go and survivor's turn. When any of these changes, the armed command is dropped:
 * a click on the board never sends a command armed for another survivor or an earlier turn.
 */
export function armScope(state: Pick<ZombicideState, "turn">, survivor: string | null): string {
  // The survivor acting stands for `turn.active` (it is the active one once its turn has started).
  const t = state.turn;
  return JSON.stringify([survivor, t.round, t.phase, t.current, t.extra ?? null, t.lent?.target ?? null]);
}
