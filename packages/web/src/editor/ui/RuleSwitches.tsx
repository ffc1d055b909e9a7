import { useTranslation } from "react-i18next";
import { EDITOR_NS } from "../i18n/register.ts";
import {
  alwaysPlayed,
  engineModuleWords,
  profileOwnRules,
  ruleModulesOf,
  setModule,
} from "../mission/modules.ts";
import { type CarRule, setCarRule, setCompanionEliminations } from "../mission/vehicles.ts";
import type { MissionFields } from "../model/records.ts";

/**
 * The rules a mission switches on, those of its rule profile: its rule modules (core and the optional modes the
 * engine plays; later boxes, listed but not played yet), what the cars may do (`cars`), and whether losing a
 * Companion loses the game (`allowCompanionEliminations`). Each is one labelled checkbox writing the mission
 * record. A profile's own rules beyond 2E's (Black Plague's) are listed as always on; Black Plague has no cars or
 * Companions, so their switches are not offered there.
 */
export function RuleSwitches({
  mission,
  set,
}: {
  mission: MissionFields;
  set: (patch: Partial<MissionFields>) => void;
}) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  // The editor's own words for a module, else the module's (a mission rule's words come with its module).
  const own = (id: string) => engineModuleWords(id, i18n.language);
  const modules = ruleModulesOf(mission.ruleProfile);
  const always = profileOwnRules(mission.ruleProfile).flatMap((id) => {
    const words = own(id);
    return words ? [{ id, ...words }] : [];
  });
  const vehicles = mission.ruleProfile !== "black-plague";
  const known = new Set(modules.map((m) => m.id));
  // A rule the profile always plays, named by the mission (a classic mission's toxic-zombies): listed as named.
  const named = mission.modules.filter((m) => !known.has(m) && alwaysPlayed(mission.ruleProfile, m));
  const others = mission.modules.filter((m) => !known.has(m) && !named.includes(m));
  const carRule = (rule: CarRule) => (
    <label key={rule}>
      <input
        type="checkbox"
        data-car-rule={rule}
        checked={mission.cars?.[rule] ?? false}
        onChange={(e) => set(setCarRule(mission, rule, e.target.checked))}
      />{" "}
      {t(`rules.cars.${rule}`)}
    </label>
  );
  return (
    <>
      <fieldset className="ed-switches" data-testid="modules">
        <legend>{t("mission.modules")}</legend>
        {modules.map((m) => (
          <label
            key={m.id}
            title={t(`rules.moduleHelp.${m.id}`, {
              context: mission.ruleProfile,
              defaultValue: own(m.id)?.summary ?? "",
            })}
          >
            <input
              type="checkbox"
              data-module-id={m.id}
              checked={mission.modules.includes(m.id)}
              onChange={(e) => set(setModule(mission, m.id, e.target.checked))}
            />{" "}
            {t(`rules.module.${m.id}`, {
              // The profile's own words when it has them (core: "Season 1"), else the module's.
              context: mission.ruleProfile,
              defaultValue: own(m.id)?.name ?? m.id,
            })}
            {!m.played && ` (${t("rules.notPlayed")})`}
          </label>
        ))}
        {named.map((m) => (
          <label key={m} title={own(m)?.summary ?? ""}>
            <input
              type="checkbox"
              data-named-module-id={m}
              checked
              onChange={() => set(setModule(mission, m, false))}
            />{" "}
            {t("rules.namedModule", { module: own(m)?.name ?? m })}
          </label>
        ))}
        {others.map((m) => (
          <label key={m}>
            <input type="checkbox" checked onChange={() => set(setModule(mission, m, false))} />{" "}
            {t("rules.unknownModule", { module: m })}
          </label>
        ))}
      </fieldset>
      {always.length > 0 && (
        <fieldset className="ed-switches" data-testid="profile-rules">
          <legend>{t("rules.profileRules")}</legend>
          <ul>
            {always.map((m) => (
              <li key={m.id} data-rule-id={m.id} title={m.summary}>
                {m.name}
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {vehicles && (
        <fieldset className="ed-switches" data-testid="car-rules">
          <legend>{t("rules.cars.title")}</legend>
          {carRule("drive")}
          {carRule("policeSearch")}
        </fieldset>
      )}
      {vehicles && (
        <label>
          <input
            type="checkbox"
            data-testid="companion-eliminations"
            checked={mission.allowCompanionEliminations ?? false}
            onChange={(e) => set(setCompanionEliminations(e.target.checked))}
          />{" "}
          {t("rules.allowCompanionEliminations")}
        </label>
      )}
    </>
  );
}
