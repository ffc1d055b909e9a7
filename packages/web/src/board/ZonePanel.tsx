import type { Board, BoardTables } from "@horda/zombicide";
import { useTranslation } from "react-i18next";
import { useTouch } from "../app/use-touch.ts";
import { describeContents, zoneKindWords } from "./describe.ts";
import type { ZoneContents } from "./zone-contents.ts";

interface Props {
  readonly board: Board;
  readonly tables: BoardTables;
  readonly zone: number | null;
  readonly contents: readonly ZoneContents[];
}

/** What is in a zone, which zones it sees (with range) and where one move takes you from it. */
export function ZonePanel({ board, tables, zone, contents }: Props) {
  const { t } = useTranslation();
  const touch = useTouch();
  const z = zone === null ? undefined : board.zones[zone];
  if (!z) {
    return (
      <aside className="zone-panel" aria-live="polite" data-testid="zone-panel">
        <p className="hint">{t(touch ? "panel.hintTouch" : "panel.hint")}</p>
      </aside>
    );
  }
  const items = describeContents(t, contents[z.index] as ZoneContents);
  const seen: { id: string; range: number }[] = [];
  for (let b = 0; b < tables.n; b++) {
    const r = tables.sight[z.index * tables.n + b] as number;
    if (b !== z.index && r > 0) seen.push({ id: board.zones[b]?.id ?? "", range: r });
  }
  seen.sort((a, b) => a.range - b.range || a.id.localeCompare(b.id, undefined, { numeric: true }));
  const moves = (tables.neighbours[z.index] ?? []).map((m) => board.zones[m]?.id ?? "");
  return (
    <aside className="zone-panel" aria-live="polite" data-testid="zone-panel">
      <h2>{t("panel.title", { id: z.id })}</h2>
      <dl>
        <dt>{t("panel.kind")}</dt>
        <dd>{zoneKindWords(t, z)}</dd>
        <dt>{t("panel.from")}</dt>
        <dd>{t("zone.tile", { label: z.label })}</dd>
      </dl>
      <h3>{t("panel.contents")}</h3>
      {items.length === 0 ? (
        <p>{t("panel.nothing")}</p>
      ) : (
        <ul data-testid="zone-contents">
          {items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same words may repeat (two tokens alike).
            <li key={i}>{item}</li>
          ))}
        </ul>
      )}
      <h3>{t("panel.sees")}</h3>
      {seen.length === 0 ? (
        <p>{t("panel.seesNone")}</p>
      ) : (
        <ul className="inline-list" data-testid="zone-sees">
          {seen.map((s) => (
            <li key={s.id}>{t("panel.range", { zone: s.id, range: s.range })}</li>
          ))}
        </ul>
      )}
      <h3>{t("panel.moves")}</h3>
      <p data-testid="zone-moves">{moves.length === 0 ? t("panel.movesNone") : moves.join(", ")}</p>
    </aside>
  );
}
