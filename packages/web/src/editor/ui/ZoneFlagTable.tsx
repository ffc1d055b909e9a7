import { type TileFace, ZONE_FLAGS, type ZoneFlag, zoneKindOf } from "@horda/content";
import { useTranslation } from "react-i18next";
import { EDITOR_NS } from "../i18n/register.ts";

/** One letter per flag, drawn in the corner of each flagged cell (the table below names them in full). */
export const FLAG_MARK: Readonly<Record<ZoneFlag, string>> = {
  dark: "D",
  sea: "S",
  park: "P",
  stand: "T",
  rubble: "R",
  tower: "W",
  vault: "V",
  narrow: "N",
  military: "M",
  mall: "L",
  parking: "K",
};

interface Props {
  readonly face: TileFace;
  /** The zone letters on the face, sorted. */
  readonly letters: readonly string[];
  readonly onToggle: (letter: string, flag: ZoneFlag) => void;
}

/** Every zone of the face against every zone flag the tile format knows: what is set, and a checkbox to change it. */
export function ZoneFlagTable({ face, letters, onToggle }: Props) {
  const { t } = useTranslation(EDITOR_NS);
  const zoneName = (l: string) =>
    zoneKindOf(l) === "building" ? t("tile.room", { letter: l }) : t("tile.street", { letter: l });
  return (
    <table className="te-flags" data-testid="zone-flags">
      <caption>{t("tile.flags")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("tile.zone")}</th>
          {ZONE_FLAGS.map((flag) => (
            <th key={flag} scope="col" title={t(`flag.${flag}`)}>
              <abbr title={t(`flag.${flag}`)}>{FLAG_MARK[flag]}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {letters.map((l) => (
          <tr key={l}>
            <th scope="row">{zoneName(l)}</th>
            {ZONE_FLAGS.map((flag) => (
              <td key={flag}>
                <input
                  type="checkbox"
                  aria-label={t("tile.flagOf", { flag: t(`flag.${flag}`), zone: zoneName(l) })}
                  checked={(face.zoneFlags[l] ?? []).includes(flag)}
                  onChange={() => onToggle(l, flag)}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {/* The columns go by their letter, so all eleven fit the tools' column; the key names them. */}
      <tfoot>
        <tr>
          <td colSpan={ZONE_FLAGS.length + 1} className="te-flags-key">
            {ZONE_FLAGS.map((flag) => `${FLAG_MARK[flag]} ${t(`flag.${flag}`)}`).join(" · ")}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
