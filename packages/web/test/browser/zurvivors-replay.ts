import { type Seat, startSession, submit } from "@horda/table";
import { type ZCommand, type ZState, zurvivors } from "@horda/zurvivors";

/** What the table page keeps in sessionStorage (src/zurvivors/game/saved-game.ts). */
export interface SavedGame {
  readonly address: string;
  readonly commands: readonly { seat: Seat; command: ZCommand }[];
}

/** Rebuilds, in Node, the full state the page was showing after its first `seq` commands. */
export function stateAfter(players: number, seed: string, saved: SavedGame, seq: number): ZState {
  const started = startSession(zurvivors, { players }, seed);
  if (!started.ok) throw new Error(started.error.message);
  let session = started.value;
  for (const { seat, command } of saved.commands.slice(0, seq)) {
    const done = submit(zurvivors, session, seat, command);
    if (!done.ok) throw new Error(`replay refused ${JSON.stringify(command)}: ${done.error.message}`);
    session = done.value.session;
  }
  return session.state;
}

/** Every card in the hands of seats other than `me`. */
export function othersHands(state: ZState, me: Seat): string[] {
  return state.seats.filter((s) => s !== me).flatMap((s) => state.players[s]!.hand);
}
