import type { Seat } from "@horda/table";
import type { ZView } from "@horda/zurvivors";
import { useRef } from "react";
import { ActionsPanel } from "../components/ActionsPanel.tsx";
import { CityTrack } from "../components/CityTrack.tsx";
import { DecisionDialog } from "../components/DecisionDialog.tsx";
import { EndScreen } from "../components/EndScreen.tsx";
import { GameLog } from "../components/GameLog.tsx";
import { HandPanel } from "../components/HandPanel.tsx";
import { ObjectivePanel } from "../components/ObjectivePanel.tsx";
import { PlacementPanel } from "../components/PlacementPanel.tsx";
import { RevealPanel } from "../components/RevealPanel.tsx";
import { SeatPanel } from "../components/SeatPanel.tsx";
import { StatusBar } from "../components/StatusBar.tsx";
import { ZombieArea } from "../components/ZombieArea.tsx";
import { handCards } from "../model/hand.ts";
import { logLines } from "../model/log-text.ts";
import { seatModels } from "../model/players.ts";
import { promptFor } from "../model/prompt.ts";
import { endSummary } from "../model/result.ts";
import { lastReveal } from "../model/reveal.ts";
import { listNames, seatName } from "../model/words.ts";
import { useWords } from "../pages/use-words.ts";
import { ConnectionNotice } from "./ConnectionNotice.tsx";
import type { OnlineRoom } from "./use-online-room.ts";

/** The table of an online room, drawn only from this seat's view, legal commands and events. */
export function OnlineTable({ room, view }: { room: OnlineRoom; view: ZView }) {
  const { state } = room;
  const w = useWords(view);
  const first = useRef<Seat | null>(null);
  if (view.round === 1) first.current = view.firstPlayer;
  const seat = state.seat;
  // While the connection is down nothing can be sent, so nothing is offered.
  const legal = state.joined && !state.paused ? state.legal : [];
  const prompt = promptFor(w, legal, state.log);
  const end = endSummary(w);
  const bots = Object.keys(state.seats).filter((s) => state.seats[s]?.bot);
  const people = view.seats.filter((s) => !bots.includes(s));
  const botsBusy = !end && view.pending.some((d) => bots.includes(d.seat));
  const intro =
    first.current && !state.logGap
      ? w.t("log.start", {
          names: listNames(
            w,
            view.seats.map((s) => seatName(w, s)),
          ),
          first: seatName(w, first.current),
        })
      : w.t("online.logEarlier");
  return (
    <section
      className="page zv-table"
      data-testid="zv-table"
      data-seq={state.seq}
      data-viewer={view.viewer}
      data-busy={state.inFlight ? "true" : "false"}
    >
      <h1>{w.t("table.title")}</h1>
      <ConnectionNotice room={room} w={w} />
      <StatusBar w={w} botsBusy={botsBusy} />
      {state.error && (
        <p className="error" role="alert">
          {w.t("table.error", { message: state.error.message })}
        </p>
      )}
      {end && <EndScreen w={w} end={end} />}
      <CityTrack w={w} />
      <div className="zv-columns">
        <div className="zv-main">
          {seat && !end && (
            <>
              {prompt.kind === "actions" && <ActionsPanel w={w} choices={prompt.choices} send={room.send} />}
              <HandPanel
                w={w}
                cards={handCards(view, legal)}
                placing={prompt.kind === "place"}
                send={room.send}
              />
              <section className="zv-panel" aria-labelledby="zv-mine-title">
                <h2 id="zv-mine-title">{w.t("ability.title", { name: seatName(w, seat) })}</h2>
                <ObjectivePanel w={w} seat={seat} own />
              </section>
            </>
          )}
          <RevealPanel w={w} cards={lastReveal(state.log)?.cards ?? null} />
          <div className="zv-seats">
            {seatModels(view, people).map((s) => (
              <SeatPanel key={s.seat} w={w} s={s} />
            ))}
          </div>
          <ZombieArea w={w} />
        </div>
        <aside className="zv-side">
          <PlacementPanel w={w} />
          <GameLog w={w} intro={intro} lines={logLines(w, state.log)} />
        </aside>
      </div>
      {prompt.kind === "decision" && (
        <DecisionDialog
          key={view.pending.find((d) => d.seat === seat)?.id}
          w={w}
          title={prompt.title}
          cause={prompt.cause}
          choices={prompt.choices}
          send={room.send}
        />
      )}
    </section>
  );
}
