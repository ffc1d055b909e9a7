import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { createRoom } from "../../online-room/api.ts";
import { normalizeRoomCode, roomPath } from "../../online-room/room-code.ts";
import { savePass } from "../../online-room/seat-store.ts";
import { ZURVIVORS_NS } from "../i18n/register.ts";

/** The lobby's online part: create a room on the server for `players`, or join one by code or link. */
export function OnlineLobby({ players }: { players: number }) {
  const { t } = useTranslation(ZURVIVORS_NS);
  const [, navigate] = useLocation();
  const [name, setName] = useState("");
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { name: useId(), code: useId() };

  const create = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const room = await createRoom(players, name.trim() || t("online.defaultName"));
      savePass(room.code, { seat: room.seat, seatToken: room.seatToken, hostToken: room.hostToken });
      navigate(roomPath(room.code));
    } catch (e) {
      setProblem(t("online.failed", { message: (e as Error).message }));
      setBusy(false);
    }
  };

  const join = (e: FormEvent) => {
    e.preventDefault();
    const c = normalizeRoomCode(code);
    if (!c) return setProblem(t("online.badCode"));
    navigate(roomPath(c));
  };

  return (
    <section className="zv-lobby-form zv-online" aria-labelledby="zv-online-title" data-testid="zv-online">
      <h2 id="zv-online-title">{t("online.title")}</h2>
      <p>{t("online.intro")}</p>
      <p>
        <label htmlFor={ids.name}>{t("online.name")}</label>{" "}
        <input id={ids.name} value={name} maxLength={40} onChange={(e) => setName(e.target.value)} />
      </p>
      <p>
        <button type="button" disabled={busy} onClick={create}>
          {t("online.create", { count: players })}
        </button>
      </p>
      <form onSubmit={join}>
        <label htmlFor={ids.code}>{t("online.codeInput")}</label>{" "}
        <input
          id={ids.code}
          value={code}
          maxLength={200}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          onChange={(e) => setCode(e.target.value)}
        />{" "}
        <button type="submit" className="button-secondary">
          {t("online.join")}
        </button>
      </form>
      {problem && (
        <p className="error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
