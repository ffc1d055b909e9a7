import { useState } from "react";
import { useTranslation } from "react-i18next";
import { localizedName } from "../../app/localized-name.ts";
import type { SurvivorBox } from "../content/survivors-by-box.ts";
import { EDITOR_NS } from "../i18n/register.ts";
import {
  offeredIds,
  offerProblems,
  ofProfile,
  setOfferAll,
  setOffered,
} from "../mission/offered-survivors.ts";
import type { MissionFields } from "../model/records.ts";

interface Props {
  readonly mission: MissionFields;
  readonly boxes: readonly SurvivorBox[];
  readonly set: (patch: Partial<MissionFields>) => void;
}

/**
 * Which survivors the players may choose from, grouped by the box (content pack) of the mission's rule profile
 * that brings them.
 */
export function OfferedSurvivors({ mission, boxes, set }: Props) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const [refused, setRefused] = useState(false);
  const all = mission.offeredSurvivors === undefined;
  const offered = new Set(offeredIds(mission, boxes));
  const change = (ids: readonly string[], on: boolean) => {
    const patch = setOffered(mission, ids, on, boxes);
    setRefused(patch === null);
    if (patch) set(patch);
  };
  const problems = offerProblems(mission, boxes);
  return (
    <fieldset data-testid="offered-survivors">
      <legend>{t("survivors.title")}</legend>
      <label>
        <input
          type="checkbox"
          checked={all}
          onChange={(e) => set(setOfferAll(mission, e.target.checked, boxes))}
        />{" "}
        {t("survivors.all")}
      </label>
      {/* Only the boxes of the mission's rule profile: the classic boxes reuse the 2E survivor ids. */}
      {ofProfile(mission, boxes).map((b) => {
        const boxName = localizedName(b.names, i18n.language);
        const inDecks = mission.decks.boxes.includes(b.box);
        return (
          <fieldset key={b.box} data-box={b.box} disabled={all}>
            <legend>
              {boxName}
              {!inDecks && ` (${t("survivors.boxNotInDecks")})`}
            </legend>
            <button
              type="button"
              onClick={() =>
                change(
                  b.survivors.map((s) => s.id),
                  true,
                )
              }
            >
              {t("survivors.offerBox", { box: boxName })}
            </button>{" "}
            <button
              type="button"
              onClick={() =>
                change(
                  b.survivors.map((s) => s.id),
                  false,
                )
              }
            >
              {t("survivors.clearBox", { box: boxName })}
            </button>
            <ul>
              {b.survivors.map((s) => (
                <li key={s.id}>
                  <label>
                    <input
                      type="checkbox"
                      data-survivor={s.id}
                      checked={offered.has(s.id)}
                      onChange={(e) => change([s.id], e.target.checked)}
                    />{" "}
                    {localizedName(s.names, i18n.language)}
                    {s.unverified && <span className="ed-unverified"> ({t("library.unverified")})</span>}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
      <p>{t("survivors.count", { count: offered.size })}</p>
      {refused && <p role="alert">{t("survivors.refusedEmpty")}</p>}
      {problems.length > 0 && (
        <ul className="ed-warnings" aria-label={t("survivors.problems")}>
          {problems.map((p) => (
            <li key={p.key + ("id" in p ? p.id : "")}>{t(`survivors.problem.${p.key}`, p)}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
