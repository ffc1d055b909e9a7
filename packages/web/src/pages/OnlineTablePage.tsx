import type { ZombicideCommand, ZombicideEvent, ZombicideView } from "@horda/zombicide";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCampaignRoomBots } from "../campaign/room-bots.ts";
import { forgetPass, loadPass, type RoomPass } from "../online-room/seat-store.ts";
import { useOnlineRoom } from "../online-room/use-online-room.ts";
import { registerTableStrings, TABLE_NS } from "../table/i18n/register.ts";
import { InviteLine } from "../table/online/InviteLine.tsx";
import { JoinOnline } from "../table/online/JoinOnline.tsx";
import { OnlineTableScreen } from "../table/online/OnlineTableScreen.tsx";
import { type LostSeat, SeatLost } from "../table/online/SeatLost.tsx";
import "../table/table.css";

registerTableStrings();

/** `/table/online/:code`: a Zombicide room on this server, played from this browser's seat (joined once). */
export default function OnlineTablePage({ code }: { code: string }) {
  const [pass, setPass] = useState<RoomPass | null>(() => loadPass(code, "zombicide"));
  if (!pass) return <JoinOnline code={code} onJoined={setPass} />;
  // A seat this browser lost: its pass is forgotten, and the join page offers a free seat or watching.
  const joinAgain = () => {
    forgetPass(code, "zombicide");
    setPass(null);
  };
  return <OnlineRoomTable code={code} pass={pass} joinAgain={joinAgain} />;
}

function OnlineRoomTable({ code, pass, joinAgain }: { code: string; pass: RoomPass; joinAgain: () => void }) {
  const { t } = useTranslation(TABLE_NS);
  const room = useOnlineRoom<ZombicideView, ZombicideCommand, ZombicideEvent>(code, pass);
  useCampaignRoomBots(code, room);
  const closed = room.closedFor;
  const lost: LostSeat | null =
    room.state.fatal ??
    (closed === "kicked" || closed === "revoked" ? { code: closed, message: closed } : null);
  if (lost) return <SeatLost lost={lost} onJoinAgain={joinAgain} />;
  return (
    <>
      <InviteLine code={code} />
      <OnlineTableScreen room={room} title={t("online.title")} />
    </>
  );
}
