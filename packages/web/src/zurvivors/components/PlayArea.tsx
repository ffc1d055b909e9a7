import type { Seat } from "@horda/table";
import type { ZCommand, ZView } from "@horda/zurvivors";
import { handCards } from "../model/hand.ts";
import type { LogLine } from "../model/log-text.ts";
import type { SeatModel } from "../model/players.ts";
import type { Prompt } from "../model/prompt.ts";
import type { RevealedCard } from "../model/reveal.ts";
import { seatName, type Words } from "../model/words.ts";
import { ActionsPanel } from "./ActionsPanel.tsx";
import { DecisionDialog } from "./DecisionDialog.tsx";
import { GameLog } from "./GameLog.tsx";
import { HandPanel } from "./HandPanel.tsx";
import { ObjectivePanel } from "./ObjectivePanel.tsx";
import { PlacementPanel } from "./PlacementPanel.tsx";
import { RevealPanel } from "./RevealPanel.tsx";
import { SeatPanel } from "./SeatPanel.tsx";
import { ZombieArea } from "./ZombieArea.tsx";

interface Props {
  readonly w: Words;
  readonly view: ZView;
  /** The seat playing at this screen, if any; `ended` hides its hand and actions. */
  readonly seat: Seat | null;
  readonly ended: boolean;
  readonly legal: readonly ZCommand[];
  readonly prompt: Prompt;
  readonly reveal: readonly RevealedCard[] | null;
  readonly seats: readonly SeatModel[];
  readonly intro: string;
  readonly lines: readonly LogLine[];
  readonly send: (c: ZCommand) => void;
}

/**
 * The Zurvivors table below its status: this seat's actions, hand and objective, the last reveal, every seat,
 * the zombies, placement and the log, and this seat's decision as a dialog. Hot-seat and online share it.
 */
export function PlayArea({ w, view, seat, ended, legal, prompt, reveal, seats, intro, lines, send }: Props) {
  return (
    <>
      <div className="zv-columns">
        <div className="zv-main">
          {seat && !ended && (
            <>
              {prompt.kind === "actions" && <ActionsPanel w={w} choices={prompt.choices} send={send} />}
              <HandPanel w={w} cards={handCards(view, legal)} placing={prompt.kind === "place"} send={send} />
              <section className="zv-panel" aria-labelledby="zv-mine-title">
                <h2 id="zv-mine-title">{w.t("ability.title", { name: seatName(w, seat) })}</h2>
                <ObjectivePanel w={w} seat={seat} own />
              </section>
            </>
          )}
          <RevealPanel w={w} cards={reveal} />
          <div className="zv-seats">
            {seats.map((s) => (
              <SeatPanel key={s.seat} w={w} s={s} />
            ))}
          </div>
          <ZombieArea w={w} />
        </div>
        <aside className="zv-side">
          <PlacementPanel w={w} />
          <GameLog w={w} intro={intro} lines={lines} />
        </aside>
      </div>
      {prompt.kind === "decision" && (
        <DecisionDialog
          key={view.pending.find((d) => d.seat === seat)?.id}
          w={w}
          title={prompt.title}
          cause={prompt.cause}
          choices={prompt.choices}
          send={send}
        />
      )}
    </>
  );
}
