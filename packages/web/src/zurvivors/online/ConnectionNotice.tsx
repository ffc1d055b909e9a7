import type { OnlineRoom } from "../../online-room/use-online-room.ts";
import type { Words } from "../model/words.ts";

/**
 * Says when the table is not live: connection lost, closed for good, or paused by the host (not said in
 * the waiting room, where the pause only means the game has not started).
 */
export function ConnectionNotice({
  room,
  w,
  showPause = true,
}: {
  room: OnlineRoom;
  w: Pick<Words, "t">;
  showPause?: boolean;
}) {
  const { connection, closedFor, state } = room;
  let text: string | null = null;
  if (closedFor === "kicked" || closedFor === "revoked") text = w.t(`online.closed.${closedFor}`);
  else if (closedFor) text = w.t("online.broken", { message: closedFor });
  else if (connection === "retrying" || connection === "connecting") text = w.t("online.reconnecting");
  else if (state.paused && showPause) text = w.t("online.paused");
  if (!text) return null;
  return (
    <p className="zv-hint zv-connection" role="status" data-testid="zv-connection">
      {text}
    </p>
  );
}
