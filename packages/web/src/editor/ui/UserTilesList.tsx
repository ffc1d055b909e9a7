import { parseTileText } from "@horda/content";
import { useTranslation } from "react-i18next";
import { EDITOR_NS } from "../i18n/register.ts";
import { download } from "../io/export-image.ts";

/**
 * The user pack's tiles: what each is (a tile of its own, or the traced layout of another pack's tile), each
 * exportable as a tile file (the format of content/<pack>/tiles/) and removable (a replaced tile gets its
 * pack's layout back). Exports carry the tile text only, never the photo.
 */
export function UserTilesList({
  texts,
  onRemove,
  onOpen,
}: {
  texts: Readonly<Record<string, string>>;
  onRemove: (id: string) => void;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation(EDITOR_NS);
  const ids = Object.keys(texts).sort();
  return (
    <section className="te-user-tiles" aria-label={t("tile.userBox")}>
      <h3>{t("tile.userBox")}</h3>
      {ids.length === 0 && <p className="ed-hint">{t("tile.noUserTiles")}</p>}
      <ul>
        {ids.map((id) => {
          const parsed = parseTileText(texts[id] as string, `${id}.tile`);
          const replaces = parsed.ok ? parsed.value.replaces : undefined;
          return (
            <li key={id} data-user-tile={id}>
              <span>{replaces ? t("tile.tracedOf", { id, tile: replaces }) : id}</span>{" "}
              <button type="button" onClick={() => onOpen(id)}>
                {t("tile.open")}
              </button>
              <button type="button" onClick={() => download(`${id}.tile`, texts[id] as string, "text/plain")}>
                {t("tile.exportFile")}
              </button>
              <button type="button" onClick={() => onRemove(id)}>
                {replaces ? t("tile.removeTraced") : t("tile.remove")}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
