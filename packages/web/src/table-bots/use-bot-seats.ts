import type { ZombicideCommand, ZombicideState } from "@horda/zombicide";
import { zombicide } from "@horda/zombicide";
import { useEffect } from "react";
import { botMove } from "./bot-move.ts";

/** Time between two bot commands, so people at the table can follow what the bots do. */
export const BOT_STEP_MS = 120;

/**
 * Hot-seat bots: when the seat the table acts for is a bot seat, the survivor bot plays its command after a
 * short pause (and waits while the zombie phase is being played back). `botSeats` are seat ids ("p2").
 */
export function useBotSeats(o: {
  readonly state: ZombicideState;
  readonly acting: { readonly seat: string | null; readonly commands: readonly ZombicideCommand[] };
  readonly botSeats: readonly string[];
  readonly seed: string;
  readonly seq: number;
  readonly paused: boolean;
  readonly send: (seat: string, c: ZombicideCommand) => void;
}): boolean {
  const { state, acting, botSeats, seed, seq, paused, send } = o;
  const botTurn =
    acting.seat !== null && botSeats.includes(acting.seat) && zombicide.status(state).kind === "ongoing";
  useEffect(() => {
    if (!botTurn || paused || acting.seat === null) return;
    const seat = acting.seat;
    const timer = setTimeout(() => {
      const c = botMove(state, seat, acting.commands, seed, seq);
      if (c) send(seat, c);
    }, BOT_STEP_MS);
    return () => clearTimeout(timer);
  }, [botTurn, paused, state, acting, seed, seq, send]);
  return botTurn;
}
