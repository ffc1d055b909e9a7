import type { LoadedPack } from "@horda/content";
import { useTranslation } from "react-i18next";
import { localizedName } from "../../app/localized-name.ts";
import { UnverifiedMark } from "../dashboard/UnverifiedMark.tsx";
import { TABLE_NS } from "../i18n/register.ts";

interface Props {
  readonly packs: readonly LoadedPack[];
  readonly players: readonly string[];
  readonly value: Readonly<Record<string, number>>;
  readonly onChange: (v: Record<string, number>) => void;
  /** A mission's `offeredSurvivors`: only these are listed (null: every survivor of the boxes). */
  readonly offered?: readonly string[] | null;
  /** How many survivors the mission is written for (its `survivors`); undefined: no mission says. */
  readonly wanted?: number | undefined;
}

/**
 * Every survivor of the boxes in play (name, Kid or classic, unverified mark), each given to a player or left out;
 * not the Zombivor sides of their ID cards.
 */
export function SurvivorPicker({ packs, players, value, onChange, offered = null, wanted }: Props) {
  const { t, i18n } = useTranslation(TABLE_NS);
  const count = Object.keys(value).length;
  const listed = packs.flatMap((p) =>
    // A Zombivor side (Toxic City Mall) is the other side of a survivor's ID card, not a survivor to pick:
    // it comes into play when its survivor rises in the Resurrection mode.
    p.survivors.filter((s) => s.kind !== "zombivor" && (!offered || offered.includes(s.id))),
  );
  // Survivors not in the game yet, in the list's order, dealt to the players in turn up to the mission's count.
  const fill = () => {
    const next = { ...value };
    let seat = count;
    for (const s of listed) {
      if (wanted === undefined || Object.keys(next).length >= wanted) break;
      if (next[s.id] !== undefined) continue;
      next[s.id] = seat++ % Math.max(1, players.length);
    }
    onChange(next);
  };
  return (
    <fieldset className="survivor-picker">
      <legend>{t("newGame.survivors")}</legend>
      {offered && <p className="hint">{t("newGame.offered")}</p>}
      {wanted !== undefined && (
        <p className={count < wanted ? "notice" : "hint"} data-testid="survivor-count" aria-live="polite">
          {t("newGame.chosen", { count, wanted })}
          {count < wanted && ` ${t("newGame.fewer")} `}
          {count < wanted && listed.length > count && (
            <button type="button" data-testid="fill-survivors" onClick={fill}>
              {t("newGame.fill", { count: Math.min(wanted, listed.length) })}
            </button>
          )}
        </p>
      )}
      <ul>
        {listed.map((s) => {
          const name = localizedName(s.names, i18n.language);
          return (
            <li key={s.id}>
              <label>
                <span className="survivor-name">{name}</span> <small>{t(`newGame.${s.kind}`)}</small>
                {s.unverified && <UnverifiedMark />}{" "}
                <select
                  aria-label={t("newGame.survivorOf", { name })}
                  value={value[s.id] ?? -1}
                  onChange={(e) => {
                    const next = { ...value };
                    const player = Number(e.target.value);
                    if (player < 0) delete next[s.id];
                    else next[s.id] = player;
                    onChange(next);
                  }}
                >
                  <option value={-1}>{t("newGame.nobody")}</option>
                  {players.map((pl, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: players are seats in order.
                    <option key={i} value={i}>
                      {pl}
                    </option>
                  ))}
                </select>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
