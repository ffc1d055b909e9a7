import type { Seat } from "@horda/table";
import type { ZView } from "@horda/zurvivors";
import { useRef } from "react";
import type { OnlineRoom } from "../../online-room/use-online-room.ts";
import { CityTrack } from "../components/CityTrack.tsx";
import { EndScreen } from "../components/EndScreen.tsx";
import { PlayArea } from "../components/PlayArea.tsx";
import { StatusBar } from "../components/StatusBar.tsx";
import { logLines } from "../model/log-text.ts";
import { seatModels } from "../model/players.ts";
import { promptFor } from "../model/prompt.ts";
import { endSummary } from "../model/result.ts";
import { lastReveal } from "../model/reveal.ts";
import { listNames, seatName } from "../model/words.ts";
import { useWords } from "../pages/use-words.ts";
import { ConnectionNotice } from "./ConnectionNotice.tsx";

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
      <PlayArea
        w={w}
        view={view}
        seat={seat}
        ended={Boolean(end)}
        legal={legal}
        prompt={prompt}
        reveal={lastReveal(state.log)?.cards ?? null}
        seats={seatModels(view, people)}
        intro={intro}
        lines={logLines(w, state.log)}
        send={room.send}
      />
    </section>
  );
}
