import { useState } from "react";
import { useTranslation } from "react-i18next";
import { joinRoom } from "../../online-room/api.ts";
import { type RoomPass, savePass } from "../../online-room/seat-store.ts";
import { TABLE_NS } from "../i18n/register.ts";

/** Opening a room's link without a seat: take the first free one under a name, or only watch. */
export function JoinOnline({ code, onJoined }: { code: string; onJoined: (pass: RoomPass) => void }) {
  const { t } = useTranslation(TABLE_NS);
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
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
