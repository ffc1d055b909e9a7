import { type Seat, SPECTATOR } from "@horda/table";
import { zurvivors } from "@horda/zurvivors";
import { useMemo, useState } from "react";
import { CityTrack } from "../components/CityTrack.tsx";
import { EndScreen } from "../components/EndScreen.tsx";
import { PassDeviceCover } from "../components/PassDeviceCover.tsx";
import { PlayArea } from "../components/PlayArea.tsx";
import { StatusBar } from "../components/StatusBar.tsx";
import { configToSearch, randomSeed, type TableConfig } from "../game/config.ts";
import { botToMove, humansToMove, type LocalGame } from "../game/local-game.ts";
import { logLines } from "../model/log-text.ts";
import { seatModels } from "../model/players.ts";
import { promptFor } from "../model/prompt.ts";
import { endSummary } from "../model/result.ts";
import { lastReveal } from "../model/reveal.ts";
import { screenFor } from "../model/screen.ts";
import { listNames, seatName } from "../model/words.ts";
import { useLocalGame } from "./use-local-game.ts";
import { useWords } from "./use-words.ts";

/** The table of a game played in this browser. Everything shown comes from one seat's (or the public) view. */
export function TableScreen({ config }: { config: TableConfig }) {
  const { game, error, send } = useLocalGame(config);
  if (!game) return <p className="error">{error}</p>;
  return <Table game={game} error={error} send={send} />;
}

function Table({
  game,
  error,
  send,
}: {
  game: LocalGame;
  error: string | null;
  send: ReturnType<typeof useLocalGame>["send"];
}) {
  const [confirmed, setConfirmed] = useState<Seat | null>(null);
  const state = game.session.state;
  const toMove = humansToMove(game);
  const screen = screenFor(game.config.humans, toMove, confirmed);
  // The only place the full state is read for people: the view for whoever looks at the screen now.
  const view = useMemo(() => zurvivors.view(state, screen.viewer), [state, screen.viewer]);
  const w = useWords(view);
  const viewer = screen.viewer;
  const seat = viewer === SPECTATOR ? null : viewer;
  const legal = seat ? zurvivors.legal(state, seat) : [];
  const prompt = promptFor(w, legal, game.log);
  const act = (command: Parameters<typeof send>[1]) => seat && send(seat, command);
  const end = endSummary(w);
  const seats = seatModels(view, game.config.humans);
  const reveal = lastReveal(game.log);
  const intro = w.t("log.start", {
    names: listNames(
      w,
      view.seats.map((s) => seatName(w, s)),
    ),
    first: seatName(w, game.firstPlayer),
  });
  const again = `/zurvivors/play${configToSearch({ ...game.config, seed: randomSeed() })}`;
  return (
    <section
      className="page zv-table"
      data-testid="zv-table"
      data-seq={game.session.record.log.length}
      data-viewer={viewer}
    >
      <h1>{w.t("table.title")}</h1>
      <StatusBar w={w} botsBusy={botToMove(game) !== null} />
      {error && (
        <p className="error" role="alert">
          {w.t("table.error", { message: error })}
        </p>
      )}
      {end && <EndScreen w={w} end={end} again={again} />}
      <CityTrack w={w} />
      <PlayArea
        w={w}
        view={view}
        seat={seat}
        ended={Boolean(end)}
        legal={legal}
        prompt={prompt}
        reveal={reveal?.cards ?? null}
        seats={seats}
        intro={intro}
        lines={logLines(w, game.log)}
        send={act}
      />
      {screen.cover && !end && <PassDeviceCover w={w} seat={screen.cover} confirm={setConfirmed} />}
    </section>
  );
}
