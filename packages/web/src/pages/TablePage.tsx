import { boardOf } from "@horda/zombicide";
import { useTranslation } from "react-i18next";
import { Link, Redirect } from "wouter";
import { bundledPacks } from "../table/content/packs.ts";
import { playables } from "../table/content/playable.ts";
import { registerTableStrings, TABLE_NS } from "../table/i18n/register.ts";
import { useTableGame } from "../table/session/use-table-game.ts";
import { TableScreen } from "../table/TableScreen.tsx";
import "../table/table.css";

registerTableStrings();

/** A mission or map id instead of a game id: offer a new game on it. */
function playableFor(id: string): string | null {
  const packs = bundledPacks();
  if (!packs.ok) return null;
  return playables(packs.packs).find((p) => p.key === `map:${id}` || p.key === `mission:${id}`)?.key ?? null;
}

/** `/table/:id`: a game saved on this device, rebuilt from its record and played here (hot-seat). */
export default function TablePage({ id }: { id: string }) {
  const { t } = useTranslation(TABLE_NS);
  const { game, send, undoLast, setBots } = useTableGame(id);
  if (game.status === "missing") {
    const playable = playableFor(id);
    if (playable) return <Redirect to={`/new?playable=${encodeURIComponent(playable)}`} replace />;
    return (
      <section className="page">
        <h1>{t("table.notFound", { id })}</h1>
        <Link href="/new">{t("table.newGame")}</Link>
      </section>
    );
  }
  if (game.status === "broken")
    return (
      <section className="page">
        <h1>{t("table.broken", { message: game.message })}</h1>
        <Link href="/new">{t("table.newGame")}</Link>
      </section>
    );
  return (
    <TableScreen
      game={game}
      board={boardOf(game.session.state)}
      send={send}
      undoLast={undoLast}
      onBots={setBots}
    />
  );
}
