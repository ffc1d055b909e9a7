import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "wouter";
import { localizedName } from "../app/localized-name.ts";
import { groupZombies, zombiesFromTokens } from "../board/pieces/zombie-groups.ts";
import { demoHorde, demoSurvivors } from "../demo/demo-pieces.ts";
import { bundledSurvivorNames } from "../demo/survivor-names.ts";
import { BoardScreen } from "./BoardScreen.tsx";
import { MapProblems } from "./MapProblems.tsx";
import { useMapBoard } from "./use-map-board.ts";

const MAX_DEMO = 2000;

function demoCount(value: string | null): number {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? Math.max(0, Math.min(MAX_DEMO, Math.floor(n))) : 0;
}

/**
 * `/maps/:id`: a map's board. `?zombies=N` adds a seeded demo horde of N zombies and `?survivors=N` N demo
 * survivors on the starting zone, to see a crowded board (the paint benchmark uses `?zombies=200`).
 */
export default function MapViewerPage({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const result = useMapBoard(id);
  const zombies = demoCount(params.get("zombies"));
  const survivors = demoCount(params.get("survivors"));
  const board = result.state === "ready" && result.compiled.ok ? result.compiled.board : null;
  const pieces = useMemo(() => {
    if (!board) return { survivors: [], zombies: [] };
    return {
      survivors: demoSurvivors(board, bundledSurvivorNames(i18n.language), survivors),
      zombies: groupZombies([...zombiesFromTokens(board), ...demoHorde(board, zombies)]),
    };
  }, [board, zombies, survivors, i18n.language]);

  if (result.state === "missing") return <MapProblems id={id} />;
  if (result.state === "invalid") return <MapProblems id={id} errors={result.entry.errors} />;
  if (!result.compiled.ok || !board)
    return <MapProblems id={id} errors={result.compiled.ok ? [] : result.compiled.errors} />;
  const name = localizedName(result.entry.map?.name ?? {}, i18n.language);
  return (
    <section className="page viewer">
      <p className="crumbs">
        <Link href="/">{t("viewer.back")}</Link>
      </p>
      <h1>{t("viewer.title", { name })}</h1>
      <p className="hint">{t("viewer.doorsHint")}</p>
      <BoardScreen
        board={board}
        name={name}
        pieces={pieces}
        unverifiedTiles={result.compiled.unverifiedTiles}
      />
    </section>
  );
}
