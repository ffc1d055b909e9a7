import { viewFor } from "@horda/table";
import { type Board, tablesOf, type ZombicideCommand, zombicide } from "@horda/zombicide";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { BotHint } from "../table-bots/BotHint.tsx";
import { HotSeatBots } from "../table-bots/HotSeatBots.tsx";
import { useBotSeats } from "../table-bots/use-bot-seats.ts";
import { commandWords } from "./actions/command-words.ts";
import { PlaySheetsPanel } from "./campaign/PlaySheetsPanel.tsx";
import { EndActions } from "./end/EndActions.tsx";
import { TABLE_NS } from "./i18n/register.ts";
import { ShortcutHelp } from "./keyboard/ShortcutHelp.tsx";
import { useShortcuts } from "./keyboard/use-shortcuts.ts";
import { useZombiePlayback } from "./playback/use-zombie-playback.ts";
import { SandboxPanel } from "./sandbox/SandboxPanel.tsx";
import { actingSeat } from "./session/acting-seat.ts";
import { useTableControls } from "./session/use-table-controls.ts";
import type { useTableGame } from "./session/use-table-game.ts";
import { TableShell } from "./shell/TableShell.tsx";
import { TableHeader } from "./TableHeader.tsx";
import { playerName } from "./words/player-name.ts";
import { useWords } from "./words/use-words.ts";

type Ready = Extract<ReturnType<typeof useTableGame>["game"], { status: "ready" }>;

interface Props {
  readonly game: Ready;
  readonly board: Board;
  readonly send: (seat: string, c: ZombicideCommand) => void;
  readonly undoLast: () => void;
  /** Hands seats to the bot or takes them back during the game (players by index). */
  readonly onBots?: (bots: readonly number[]) => void;
}

/** The hot-seat table: the shared table shell, acting for the seat a decision or a turn waits on. */
export function TableScreen({ game, board, send, undoLast, onBots }: Props) {
  const root = useRef<HTMLElement>(null);
  const { session, saved, items } = game;
  const state = session.state;
  const acting = useMemo(() => actingSeat(state), [state]);
  const view = useMemo(
    () => viewFor(zombicide, session, acting.seat ?? (state.seats[0] as string)),
    [session, acting.seat, state.seats],
  );
  if (!view.ok) throw new Error(view.error.message);
  const v = view.value;
  const status = zombicide.status(state);
  const { t } = useTranslation(TABLE_NS);
  const seatName = useCallback(
    (seat: string) => {
      const name = saved.options.players[Number(seat.slice(1)) - 1];
      return name === undefined ? seat : playerName(t, name);
    },
    [saved.options.players, t],
  );
  const words = useWords(v, seatName);
  // The mission's title in the language chosen now (the saved title is in the language of the day it started).
  const title = v.mission ? words.text(v.mission.names) || saved.title : saved.title;
  const sendAsActing = useCallback(
    (c: ZombicideCommand) => acting.seat && send(acting.seat, c),
    [acting.seat, send],
  );
  const controls = useTableControls(state, acting, sendAsActing);
  const playback = useZombiePlayback(game.last);
  // Bot seats (src/table-bots): the survivor bot plays them; a hint tells people what it would do.
  const botSeats = useMemo(() => (saved.options.bots ?? []).map((i) => `p${i + 1}`), [saved.options.bots]);
  const seq = session.record.log.length;
  const botTurn = useBotSeats({
    state,
    acting,
    botSeats,
    seed: session.record.seed,
    seq,
    paused: playback.active,
    send,
  });
  const { setDoor } = controls;
  // Focusing a door (Tab) selects it for `*` in free mode, as clicking does.
  useEffect(() => {
    const el = root.current;
    const onFocusIn = (e: FocusEvent) => {
      const d = (e.target as Element | null)?.closest?.("[data-door]")?.getAttribute("data-door");
      if (d != null) setDoor(board.doors[Number(d)]?.id ?? null);
    };
    el?.addEventListener("focusin", onFocusIn);
    return () => el?.removeEventListener("focusin", onFocusIn);
  }, [board, setDoor]);
  const tables = useMemo(() => tablesOf(state), [state]);
  const [, setNote] = useState<string | null>(null);
  const sandbox = v.modules.includes("sandbox");
  const pending = state.pending[0];
  const find = (type: string) => controls.groups.flatMap((g) => g.commands).find((c) => c.type === type);
  const flip = () => {
    const c = controls.edits.find((x) => x.type === "sandboxFlipDoor" && x.door === controls.door);
    if (c) sendAsActing(c);
  };
  const byKey = (type: string) => () => {
    const c = find(type);
    if (c) sendAsActing(c);
  };
  useShortcuts(
    {
      e: byKey("endTurn"),
      s: byKey("search"),
      n: byKey("makeNoise"),
      u: undoLast,
      "ctrl+z": undoLast,
      "*": flip,
      Escape: playback.skip,
    },
    () => root.current,
  );
  const transport = useMemo(() => ({ send: sendAsActing, undo: undoLast }), [sendAsActing, undoLast]);
  return (
    <TableShell
      rootRef={root}
      title={title}
      briefing={saved.record.config.mission?.briefing}
      view={v}
      board={board}
      tables={tables}
      words={words}
      seatName={seatName}
      controls={controls}
      playback={playback}
      status={status}
      items={items}
      decision={pending && acting.seat ? pending : null}
      answers={acting.commands}
      lastEvents={game.last?.events ?? null}
      transport={transport}
      endActions={<EndActions saved={saved} />}
      sideTop={<PlaySheetsPanel view={v} seat={null} words={words} />}
      header={
        <TableHeader
          title={title}
          view={v}
          seatName={seatName}
          acting={acting.seat}
          session={session}
          saved={saved}
          onUndo={undoLast}
          onNote={setNote}
          error={game.error}
          round={playback.active ? playback.frame?.round : undefined}
          phase={playback.active ? playback.frame?.phase : undefined}
        />
      }
      sideBottom={
        sandbox &&
        status.kind === "ongoing" && (
          <SandboxPanel
            words={words}
            view={v}
            commands={controls.edits}
            tool={controls.tool}
            onTool={controls.setTool}
            door={controls.door}
            onSend={sendAsActing}
          />
        )
      }
      controlsBottom={
        !botTurn && status.kind === "ongoing" ? (
          <BotHint
            state={state}
            acting={acting}
            seed={session.record.seed}
            seq={seq}
            describe={(c) => commandWords(words, c)}
            onSend={sendAsActing}
          />
        ) : null
      }
      leftBottom={
        <>
          {onBots && status.kind === "ongoing" && (
            <HotSeatBots
              players={saved.options.players.map((_, i) => seatName(`p${i + 1}`))}
              bots={saved.options.bots ?? []}
              onChange={onBots}
            />
          )}
          <ShortcutHelp />
        </>
      }
    />
  );
}
