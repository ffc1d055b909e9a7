import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { localizedName } from "../../app/localized-name.ts";
import { joinRoom, type RoomInfo, roomInfo } from "../../online-room/api.ts";
import { type RoomPass, savePass } from "../../online-room/seat-store.ts";
import { TABLE_NS } from "../i18n/register.ts";

/** Opening a room's link without a seat: take the first free one under a name, or only watch. */
export function JoinOnline({ code, onJoined }: { code: string; onJoined: (pass: RoomPass) => void }) {
  const { t, i18n } = useTranslation(TABLE_NS);
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  // Who already sits where, so the newcomer knows what "Take a seat" gives (the room's public seats).
  const [info, setInfo] = useState<RoomInfo | null>(null);
  useEffect(() => {
    let live = true;
    roomInfo(code).then(
      (i) => live && setInfo(i),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [code]);
  const join = async () => {
    try {
      const joined = await joinRoom(code, name.trim() || "player");
      if (joined.seat === null) return setProblem(t("online.full"));
      const pass = { seat: joined.seat, seatToken: joined.seatToken, hostToken: null };
      savePass(code, pass, "zombicide");
      onJoined(pass);
    } catch (e) {
      setProblem(t("online.joinFailed", { message: (e as Error).message }));
    }
  };
  return (
    <section className="page">
      <h1>{t("online.joinTitle")}</h1>
      {info?.about?.names && (
        <p className="join-mission" data-testid="join-mission">
          {t("online.joinMission", { mission: localizedName(info.about.names, i18n.language) })}
        </p>
      )}
      {info && (
        <ul className="join-seats" data-testid="join-seats" aria-label={t("online.seats")}>
          {Object.entries(info.seats).map(([seat, s], i) => (
            <li key={seat}>
              {t("newGame.player", { n: i + 1 })}:{" "}
              {s.bot ? t("online.bot") : s.taken ? (s.name ?? t("online.taken")) : t("online.free")}
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void join();
        }}
      >
        <label>
          {t("online.name")} <input value={name} maxLength={40} onChange={(e) => setName(e.target.value)} />
        </label>{" "}
        <button type="submit">{t("online.join")}</button>{" "}
        <button type="button" onClick={() => onJoined({ seat: null, seatToken: null, hostToken: null })}>
          {t("online.watch")}
        </button>
      </form>
      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
    </section>
  );
}
