import type { ZombicideCommand, ZombicideEvent, ZombicideView } from "@horda/zombicide";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatRoomCode } from "../online-room/room-code.ts";
import { loadPass, type RoomPass } from "../online-room/seat-store.ts";
import { useOnlineRoom } from "../online-room/use-online-room.ts";
import { registerTableStrings, TABLE_NS } from "../table/i18n/register.ts";
import { JoinOnline } from "../table/online/JoinOnline.tsx";
import { OnlineTableScreen } from "../table/online/OnlineTableScreen.tsx";
import "../table/table.css";

registerTableStrings();

/** `/table/online/:code`: a Zombicide room on this server, played from this browser's seat (joined once). */
export default function OnlineTablePage({ code }: { code: string }) {
  const [pass, setPass] = useState<RoomPass | null>(() => loadPass(code, "zombicide"));
  if (!pass) return <JoinOnline code={code} onJoined={setPass} />;
  return <OnlineRoomTable code={code} pass={pass} />;
}

function OnlineRoomTable({ code, pass }: { code: string; pass: RoomPass }) {
  const { t } = useTranslation(TABLE_NS);
  const room = useOnlineRoom<ZombicideView, ZombicideCommand, ZombicideEvent>(code, pass);
  if (room.state.fatal)
    return (
      <section className="page">
        <p role="alert" className="error">
          {room.state.fatal.message}
        </p>
      </section>
    );
  return (
    <>
      <p className="online-invite">
        {t("online.invite")}{" "}
        <code data-testid="online-link">{`${window.location.origin}/table/online/${code}`}</code> (
        {formatRoomCode(code)})
      </p>
      <OnlineTableScreen room={room} title={t("online.title")} />
    </>
  );
}
