import { memo, useState } from "react";
import { useTranslation } from "react-i18next";
import { localizedName } from "../../app/localized-name.ts";
import { boxOfTile, zombicideBoxes } from "../content/boxes.ts";
import { EDITOR_NS } from "../i18n/register.ts";
import type { Editor } from "../model/editor.ts";
import { USER_PACK } from "../tile-editor/user-pack.ts";
import { TileThumb } from "./TileThumb.tsx";

/** The tile library, filtered by box: press on a tile and drag it onto the grid, or click it then click the grid. */
export const TileLibrary = memo(function TileLibrary({
  editor,
  active,
}: {
  editor: Editor;
  active: string | null;
}) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const [box, setBox] = useState("");
  const ids = [...editor.tiles.keys()].filter((id) => !box || boxOfTile(id) === box).sort();
  const boxes = [...new Set([...editor.tiles.keys()].map(boxOfTile))];
  const boxName = (id: string) =>
    id === USER_PACK
      ? t("tile.userBox")
      : localizedName(zombicideBoxes().find((b) => b.id === id)?.names ?? { en: id }, i18n.language);
  const arm = (tile: string) =>
    editor.setTool("place-tile", { tile, rotation: 0, preview: null, fits: false });
  return (
    <section className="ed-library" aria-label={t("library.title")}>
      <h2>{t("library.title")}</h2>
      <label>
        {t("library.box")}{" "}
        <select value={box} onChange={(e) => setBox(e.target.value)} data-testid="tile-box">
          <option value="">{t("library.allBoxes")}</option>
          {boxes.map((b) => (
            <option key={b} value={b}>
              {boxName(b)}
            </option>
          ))}
        </select>
      </label>
      <ul className="ed-tiles">
        {ids.map((id) => {
          const face = editor.tiles.get(id);
          return (
            <li key={id}>
              <button
                type="button"
                className={active === id ? "ed-armed ed-tile-button" : "ed-tile-button"}
                data-tile={id}
                aria-pressed={active === id}
                aria-label={t("library.tile", { id })}
                onPointerDown={() => arm(id)}
                onClick={() => arm(id)}
              >
                {face && <TileThumb face={face} />}
                <span className="ed-tile-name">{id.slice(id.indexOf("/") + 1)}</span>
                {/* Boxes reuse tile numbers (1R is in three boxes): with every box listed, each says its own. */}
                {!box && <span className="ed-tile-box">{boxName(boxOfTile(id))}</span>}
                {face?.standIn && (
                  <span className="badge" title={t("tile.standInHelp")}>
                    {t("tile.standIn")}
                  </span>
                )}
                {face?.replaces && (
                  <span className="badge ed-traced" title={t("tile.tracedHelp")}>
                    {t("tile.traced")}
                  </span>
                )}
                {face?.status === "unverified" && !face.standIn && (
                  <span className="badge">{t("library.unverified")}</span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
