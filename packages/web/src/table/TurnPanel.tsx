import type { GameStatus, PendingDecision } from "@horda/table";
import type { ZombicideCommand, ZombicideEvent, ZombicideView } from "@horda/zombicide";
import type { ReactNode } from "react";
import { TurnActions } from "./actions/TurnActions.tsx";
import { DecisionDialog } from "./decisions/DecisionDialog.tsx";
import { DiceRoll } from "./dice/DiceRoll.tsx";
import { ToxicSpray } from "./effects/ToxicSpray.tsx";
import { EndScreen } from "./end/EndScreen.tsx";
import { ObjectiveCardReveal } from "./objective-cards/ObjectiveCardReveal.tsx";
import { PlaybackPanel } from "./playback/PlaybackPanel.tsx";
import type { useZombiePlayback } from "./playback/use-zombie-playback.ts";
import type { LogItem } from "./session/log-item.ts";
import type { Words } from "./words/words.ts";

interface Props {
  readonly words: Words;
  readonly view: ZombicideView;
  readonly seatName: (seat: string) => string;
  readonly status: GameStatus | null;
  readonly playback: ReturnType<typeof useZombiePlayback>;
  readonly items: readonly LogItem[];
  /** The pending decision, when the seat at this screen answers it. */
  readonly decision: PendingDecision | null;
  /** This seat's legal commands (a decision's answers among them). */
  readonly answers: readonly ZombicideCommand[];
  readonly controls: Parameters<typeof TurnActions>[0]["controls"];
  /** The newest step's events, for its dice. */
  readonly lastEvents: readonly ZombicideEvent[] | null;
  readonly onSend: (c: ZombicideCommand) => void;
  /** The end screen's ways on (a new game, a rematch). */
  readonly endActions?: ReactNode;
}

/**
 * The side panel's moment of the game: the zombie phase playing back, the end screen, this seat's decision, or
 * its turn's actions; then the newest roll's dice. The hot-seat and the online tables share it.
 */
export function TurnPanel({
  words,
  view,
  seatName,
  status,
  playback,
  items,
  decision,
  answers,
  controls,
  lastEvents,
  onSend,
  endActions,
}: Props) {
  const still = !playback.active;
  return (
    <>
      {playback.active && (
        <PlaybackPanel
          words={words}
          events={playback.events}
          types={playback.types}
          kind={playback.kind}
          playback={playback.controls}
        />
      )}
      {still && status?.kind === "finished" && (
        <EndScreen status={status} view={view} items={items} words={words}>
          {endActions}
        </EndScreen>
      )}
      {still && status?.kind === "ongoing" && decision && (
        <DecisionDialog
          key={decision.id}
          words={words}
          decision={decision}
          seatName={seatName(decision.seat)}
          answers={answers}
          onAnswer={onSend}
          view={view}
        />
      )}
      {/* A toxic kill's Wound first: on a phone the pinned controls show only their top. */}
      {lastEvents && <ToxicSpray events={lastEvents} words={words} />}
      {still && status?.kind === "ongoing" && view.pending.length === 0 && (
        <TurnActions words={words} view={view} controls={controls} onSend={onSend} />
      )}
      {lastEvents && <DiceRoll events={lastEvents} words={words} />}
      {/* Every seat sees the card read, and its options while the team decides. */}
      <ObjectiveCardReveal view={view} events={lastEvents ?? null} decision={view.pending[0]} words={words} />
    </>
  );
}
