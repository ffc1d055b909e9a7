import { useTranslation } from "react-i18next";
import { EDITOR_NS } from "../i18n/register.ts";
import { engineModuleWords, RULE_MODULES, setModule } from "../mission/modules.ts";
import { type CarRule, setCarRule, setCompanionEliminations } from "../mission/vehicles.ts";
import type { MissionFields } from "../model/records.ts";

/**
 * The rules a mission switches on: its rule modules (core and the optional modes the engine plays; later
 * boxes, listed but not played yet), what the cars may do (`cars`), and whether losing a Companion loses the
 * game (`allowCompanionEliminations`). Each is one labelled checkbox writing the mission record.
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
  const known = new Set(RULE_MODULES.map((m) => m.id));
  const others = mission.modules.filter((m) => !known.has(m));
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
        {RULE_MODULES.map((m) => (
          <label key={m.id} title={t(`rules.moduleHelp.${m.id}`, { defaultValue: own(m.id)?.summary ?? "" })}>
            <input
              type="checkbox"
              data-module-id={m.id}
              checked={mission.modules.includes(m.id)}
              onChange={(e) => set(setModule(mission, m.id, e.target.checked))}
            />{" "}
            {t(`rules.module.${m.id}`, { defaultValue: own(m.id)?.name ?? m.id })}
            {!m.played && ` (${t("rules.notPlayed")})`}
          </label>
        ))}
        {others.map((m) => (
          <label key={m}>
            <input type="checkbox" checked onChange={() => set(setModule(mission, m, false))} />{" "}
            {t("rules.unknownModule", { module: m })}
          </label>
        ))}
      </fieldset>
      <fieldset className="ed-switches" data-testid="car-rules">
        <legend>{t("rules.cars.title")}</legend>
        {carRule("drive")}
        {carRule("policeSearch")}
      </fieldset>
      <label>
        <input
          type="checkbox"
          data-testid="companion-eliminations"
          checked={mission.allowCompanionEliminations ?? false}
          onChange={(e) => set(setCompanionEliminations(e.target.checked))}
        />{" "}
        {t("rules.allowCompanionEliminations")}
      </label>
    </>
  );
}
