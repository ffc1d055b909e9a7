import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { forgetPass, loadPass, type RoomPass } from "../../online-room/seat-store.ts";
import { type OnlineRoom, useOnlineRoom } from "../../online-room/use-online-room.ts";
import { ZURVIVORS_NS } from "../i18n/register.ts";
import { JoinPanel } from "./JoinPanel.tsx";
import { OnlineTable } from "./OnlineTable.tsx";
import { isFree, WaitingRoom } from "./WaitingRoom.tsx";

/** `/zurvivors/play?room=CODE`: join the room if this browser holds no seat in it, else its table. */
export function OnlinePage({ code }: { code: string }) {
  const [pass, setPass] = useState<RoomPass | null>(() => loadPass(code));
  if (!pass) return <JoinPanel code={code} joined={setPass} />;
  const leave = () => {
    forgetPass(code);
    setPass(null);
  };
  return <RoomScreen code={code} pass={pass} leave={leave} />;
}

/**
 * A room waits until its host starts it: at seq 0 with a seat still free, the host's page pauses the room
 * (the server then refuses moves and bots wait), and the start button lifts the pause.
 */
function useHoldUntilStart(room: OnlineRoom): void {
  const asked = useRef(false);
  const { state } = room;
  const waiting =
    state.joined &&
    state.host &&
    state.seq === 0 &&
    !state.paused &&
    (state.view?.seats ?? []).some((s) => isFree(state.seats[s]));
  useEffect(() => {
    if (waiting && !asked.current) {
      asked.current = true;
      room.host({ kind: "pause", paused: true });
    }
  }, [waiting, room.host]);
}

function RoomScreen({ code, pass, leave }: { code: string; pass: RoomPass; leave: () => void }) {
  const { t } = useTranslation(ZURVIVORS_NS);
  const room = useOnlineRoom(code, pass);
  useHoldUntilStart(room);
  const { state } = room;
  if (state.fatal)
    return (
      <section className="page zv-problem">
        <h1>{t("online.cannotJoin")}</h1>
        <p className="error" role="alert">
          {state.fatal.message}
        </p>
        <p className="zv-buttons">
          <button type="button" onClick={leave}>
            {t("online.forgetSeat")}
          </button>{" "}
          <Link href="/zurvivors">{t("problem.back")}</Link>
        </p>
      </section>
    );
  if (!state.view)
    return (
      <p className="page" role="status">
        {room.closedFor ?? t("online.connecting")}
      </p>
    );
  if (state.seq === 0 && state.paused) return <WaitingRoom room={room} code={code} view={state.view} />;
  return <OnlineTable room={room} view={state.view} />;
}
