import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EDITOR_NS } from "../i18n/register.ts";
import {
  addCounter,
  type CounterRefusal,
  type CounterUse,
  counterUses,
  removeCounter,
  renameCounter,
  setCounterStart,
  undeclaredCounters,
} from "../mission/counters.ts";
import type { MissionFields } from "../model/records.ts";

interface Props {
  readonly mission: MissionFields;
  readonly set: (patch: Partial<MissionFields>) => void;
}

/** The mission's counters: name, start value, and which goals, conditions and rules read or change each. */
export function CountersForm({ mission, set }: Props) {
  const { t } = useTranslation(EDITOR_NS);
  const missing = undeclaredCounters(mission);
  return (
    <fieldset data-testid="counters">
      <legend>{t("mission.counters")}</legend>
      {Object.entries(mission.counters).map(([name, start]) => (
        <CounterRow key={name} mission={mission} name={name} start={start} set={set} />
      ))}
      {missing.length > 0 && (
        <p role="alert" className="ed-error">
          {t("counters.undeclared", { names: missing.join(", ") })}
        </p>
      )}
      <button type="button" onClick={() => set(addCounter(mission))}>
        {t("mission.addCounter")}
      </button>
    </fieldset>
  );
}

function CounterRow({ mission, name, start, set }: Props & { name: string; start: number }) {
  const { t } = useTranslation(EDITOR_NS);
  const [draft, setDraft] = useState(name);
  const [refusal, setRefusal] = useState<CounterRefusal | null>(null);
  const uses = counterUses(mission, name);
  const apply = <T,>(
    r: { ok: true; value: T } | { ok: false; error: CounterRefusal },
    then: (v: T) => void,
  ) => {
    setRefusal(r.ok ? null : r.error);
    if (r.ok) then(r.value);
  };
  const commitName = () => {
    if (draft === name) return setRefusal(null);
    apply(renameCounter(mission, name, draft), set);
  };
  const describe = (u: CounterUse) => {
    switch (u.where) {
      case "goal":
        return t("counters.usedByGoal", { n: u.index + 1, value: u.value });
      case "lose":
        return t("counters.usedByLose", { n: u.index + 1, value: u.value });
      case "trigger":
        return t("counters.usedByTrigger", { rule: u.rule, value: u.value });
      case "effect":
        return t("counters.usedByEffect", { rule: u.rule, amount: u.amount > 0 ? `+${u.amount}` : u.amount });
    }
  };
  return (
    <div className="ed-counter" data-counter={name}>
      <label className="ed-field">
        <span>{t("counters.name")}</span>{" "}
        <input
          value={draft}
          aria-invalid={refusal === "badName" || refusal === "taken"}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commitName}
          onKeyDown={(e) => {
            if (e.key === "Enter") commitName();
            if (e.key === "Escape") {
              setDraft(name);
              setRefusal(null);
            }
          }}
        />
      </label>
      <label className="ed-field">
        <span>{t("counters.start")}</span>{" "}
        <input
          type="number"
          step={1}
          value={start}
          onChange={(e) => apply(setCounterStart(mission, name, Number(e.target.value)), set)}
        />
      </label>
      <button type="button" onClick={() => apply(removeCounter(mission, name), set)}>
        {t("mission.remove")}
      </button>
      {refusal && (
        <p role="alert" className="ed-error">
          {t(`counters.refused.${refusal}`, { name: draft })}
        </p>
      )}
      <ul className="ed-uses" aria-label={t("counters.uses", { name })}>
        {uses.length === 0 ? (
          <li>{t("counters.unused")}</li>
        ) : (
          uses.map((u, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: uses are listed in file order and have no ids.
            <li key={i}>{describe(u)}</li>
          ))
        )}
      </ul>
    </div>
  );
}
