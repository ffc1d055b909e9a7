import { useTranslation } from "react-i18next";
import { Link, useSearch } from "wouter";
import { normalizeRoomCode } from "../../online-room/room-code.ts";
import { configFromSearch } from "../game/config.ts";
import { registerZurvivorsStrings, ZURVIVORS_NS } from "../i18n/register.ts";
import { OnlinePage } from "../online/OnlinePage.tsx";
import "../zurvivors.css";
import { TableScreen } from "./TableScreen.tsx";

registerZurvivorsStrings();

/**
 * `/zurvivors/play?players=4&humans=p1&seed=...&delay=700`: the table for the config in the address;
 * `/zurvivors/play?room=CODE`: an online room's table (or joining it).
 */
export default function PlayPage() {
  const { t } = useTranslation(ZURVIVORS_NS);
  const search = useSearch();
  const room = new URLSearchParams(search).get("room");
  const code = room === null ? null : normalizeRoomCode(room);
  if (code) return <OnlinePage key={code} code={code} />;
  const parsed = room === null ? configFromSearch(search) : ({ ok: false, problem: "room" } as const);
  if (!parsed.ok) {
    return (
      <section className="page zv-problem">
        <h1>{t("problem.title")}</h1>
        <p className="error">{t(`problem.${parsed.problem}`)}</p>
        <Link href="/zurvivors">{t("problem.back")}</Link>
      </section>
    );
  }
  // A new address is a new game: the key starts the table again from its config.
  return <TableScreen key={search} config={parsed.config} />;
}
