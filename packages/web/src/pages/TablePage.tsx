import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { localizedName } from "../app/localized-name.ts";
import { zombiesFromTokens } from "../board/pieces/zombie-groups.ts";
import { BoardScreen } from "./BoardScreen.tsx";
import { MapProblems } from "./MapProblems.tsx";
import { useMapBoard } from "./use-map-board.ts";

/**
 * `/table/:id`: the game table. Until the rules engine lands it only shows the mission's board, and says so.
 */
export default function TablePage({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const result = useMapBoard(id);
  const board = result.state === "ready" && result.compiled.ok ? result.compiled.board : null;
  const pieces = useMemo(() => ({ survivors: [], zombies: board ? zombiesFromTokens(board) : [] }), [board]);
  if (result.state === "missing") return <MapProblems id={id} />;
  if (result.state === "invalid") return <MapProblems id={id} errors={result.entry.errors} />;
  if (!result.compiled.ok || !board)
    return <MapProblems id={id} errors={result.compiled.ok ? [] : result.compiled.errors} />;
  const name = localizedName(result.entry.map?.name ?? {}, i18n.language);
  return (
    <section className="page table">
      <h1>{t("table.title", { name })}</h1>
      <p className="notice" role="status" data-testid="table-notice">
        {t("table.notice")}
      </p>
      <BoardScreen
        board={board}
        name={name}
        pieces={pieces}
        unverifiedTiles={result.compiled.unverifiedTiles}
      />
    </section>
  );
}
