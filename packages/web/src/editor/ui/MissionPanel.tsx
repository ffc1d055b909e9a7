import type { MissionFile } from "@horda/content";
import { profileById } from "@horda/zombicide";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { zombicideBoxes } from "../content/boxes.ts";
import { bundledSurvivorsByBox } from "../content/survivors-by-box.ts";
import { EDITOR_NS } from "../i18n/register.ts";
import { EFFECTS, GOALS, LOSE, newEntry, TRIGGERS } from "../mission/vocabulary.ts";
import type { Editor } from "../model/editor.ts";
import { setMission } from "../model/ops.ts";
import type { MissionFields } from "../model/records.ts";
import { ConditionList } from "./ConditionList.tsx";
import { CountersForm } from "./CountersForm.tsx";
import { EntryEditor } from "./EntryEditor.tsx";
import { ObjectiveCardsForm } from "./ObjectiveCardsForm.tsx";
import { OfferedSurvivors } from "./OfferedSurvivors.tsx";
import { RuleSwitches } from "./RuleSwitches.tsx";

type Rule = MissionFile["rules"][number];

/** The rule profiles a mission can name, in the menu's order (their names: `mission.profile.<id>`). */
const RULE_PROFILES: readonly MissionFields["ruleProfile"][] = ["2e", "classic", "black-plague"];

/** A mission that does not say plays its profile's rule: classic and Black Plague lose only once nobody is left. */
const profileAllowsEliminations = (profile: string): boolean =>
  profileById(profile)?.base.eliminationsLose === "all";

/**
 * The mission's own fields: names, briefing, difficulty, players, rules profile, rule modules, cars and
 * Companions, decks, the survivors offered, goals, lose conditions, counters, Objective cards, special rules.
 */
export const MissionPanel = memo(function MissionPanel({
  editor,
  mission,
}: {
  editor: Editor;
  mission: MissionFields;
}) {
  const { t } = useTranslation(EDITOR_NS);
  const set = (patch: Partial<MissionFields>) => editor.run("mission", (doc) => setMission(doc, patch));
  const zombies = [...new Set(zombicideBoxes().flatMap((b) => b.zombies))];
  const counters = Object.keys(mission.counters);
  const text = (label: string, value: string, onChange: (v: string) => void, long = false) => (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the input or textarea inside.
    <label className="ed-field">
      <span>{label}</span>{" "}
      {long ? (
        <textarea value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </label>
  );
  const num = (label: string, value: number, onChange: (v: number) => void, min = 1, max = 99) => (
    <label className="ed-field">
      <span>{label}</span>{" "}
      <input
        type="number"
        min={min}
        max={max}
        value={value}
        onChange={(e) => onChange(Math.trunc(Number(e.target.value) || 0))}
      />
    </label>
  );
  const updateRule = (i: number, rule: Rule) =>
    set({ rules: mission.rules.map((r, j) => (j === i ? rule : r)) });
  return (
    <section className="ed-mission" aria-label={t("mission.title")}>
      <h2>{t("mission.title")}</h2>
      {text(t("mission.id"), mission.id, (id) => set({ id, mapId: id }))}
      {text(t("mission.nameEn"), mission.names.en, (en) =>
        set({ names: { ...mission.names, en }, mapName: { ...mission.mapName, en } }),
      )}
      {text(t("mission.namePt"), mission.names["pt-BR"], (pt) =>
        set({ names: { ...mission.names, "pt-BR": pt }, mapName: { ...mission.mapName, "pt-BR": pt } }),
      )}
      {text(
        t("mission.briefingEn"),
        mission.briefing.en,
        (en) => set({ briefing: { ...mission.briefing, en } }),
        true,
      )}
      {text(
        t("mission.briefingPt"),
        mission.briefing["pt-BR"],
        (pt) => set({ briefing: { ...mission.briefing, "pt-BR": pt } }),
        true,
      )}
      <label className="ed-field">
        <span>{t("mission.difficulty")}</span>{" "}
        <select
          value={mission.difficulty}
          onChange={(e) => set({ difficulty: e.target.value as MissionFields["difficulty"] })}
        >
          {(["tutorial", "easy", "medium", "hard", "very-hard"] as const).map((d) => (
            <option key={d} value={d}>
              {t(`difficulty.${d}`)}
            </option>
          ))}
        </select>
      </label>
      {num(
        t("mission.playersMin"),
        mission.players.min,
        (min) => set({ players: { ...mission.players, min } }),
        1,
        6,
      )}
      {num(
        t("mission.playersMax"),
        mission.players.max,
        (max) => set({ players: { ...mission.players, max } }),
        1,
        6,
      )}
      {num(t("mission.survivors"), mission.survivors, (survivors) => set({ survivors }), 1, 12)}
      <label className="ed-field">
        <span>{t("mission.ruleProfile")}</span>{" "}
        <select
          value={mission.ruleProfile}
          onChange={(e) => set({ ruleProfile: e.target.value as MissionFields["ruleProfile"] })}
        >
          {RULE_PROFILES.map((id) => (
            <option key={id} value={id}>
              {t(`mission.profile.${id}`)}
            </option>
          ))}
        </select>
      </label>
      <RuleSwitches mission={mission} set={set} />
      <fieldset>
        <legend>{t("mission.decks")}</legend>
        {zombicideBoxes().map((b) => (
          <label key={b.id}>
            <input
              type="checkbox"
              checked={mission.decks.boxes.includes(b.id)}
              onChange={(e) =>
                set({
                  decks: {
                    ...mission.decks,
                    boxes: e.target.checked
                      ? [...mission.decks.boxes, b.id]
                      : mission.decks.boxes.filter((x) => x !== b.id),
                  },
                })
              }
            />{" "}
            {b.id}
          </label>
        ))}
        <label className="ed-field">
          <span>{t("mission.spawnBand")}</span>{" "}
          <select
            value={mission.decks.spawnBand}
            onChange={(e) =>
              set({
                decks: { ...mission.decks, spawnBand: e.target.value as MissionFields["decks"]["spawnBand"] },
              })
            }
          >
            {(["easier", "harder", "both"] as const).map((b) => (
              <option key={b} value={b}>
                {t(`band.${b}`)}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <label>
        <input
          type="checkbox"
          data-testid="allow-eliminations"
          checked={mission.allowEliminations ?? profileAllowsEliminations(mission.ruleProfile)}
          onChange={(e) => set({ allowEliminations: e.target.checked })}
        />{" "}
        {t("mission.allowEliminations")}
        {mission.allowEliminations === undefined ? ` ${t("mission.allowEliminationsDefault")}` : ""}
      </label>
      {num(
        t("mission.objectiveAdrenaline"),
        mission.objectiveAdrenaline,
        (objectiveAdrenaline) => set({ objectiveAdrenaline }),
        0,
        99,
      )}

      <OfferedSurvivors mission={mission} boxes={bundledSurvivorsByBox()} set={set} />
      <ConditionList
        testId="goals"
        tag="goal"
        vocab={GOALS}
        newKind="takeObjectives"
        items={mission.goals}
        legend={t("mission.goals")}
        addLabel={t("mission.addGoal")}
        zombies={zombies}
        counters={counters}
        onChange={(goals) => set({ goals })}
      />
      <ConditionList
        testId="lose"
        tag="condition"
        vocab={LOSE}
        newKind="roundLimit"
        items={mission.lose}
        legend={t("mission.lose")}
        addLabel={t("mission.addLose")}
        zombies={zombies}
        counters={counters}
        onChange={(lose) => set({ lose })}
      />
      <CountersForm mission={mission} set={set} />
      <ObjectiveCardsForm mission={mission} set={set} />

      <fieldset data-testid="rules">
        <legend>{t("mission.rules")}</legend>
        {mission.rules.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rule ids can be edited, the index is stable while editing.
          <div key={i} className="ed-rule" data-testid={`rule-${i}`}>
            {text(t("mission.ruleId"), r.id, (id) => updateRule(i, { ...r, id }))}
            <div>
              <strong>{t("mission.when")}</strong>{" "}
              <EntryEditor
                tag="event"
                vocab={TRIGGERS}
                value={r.on}
                zombies={zombies}
                counters={counters}
                label={t("mission.when")}
                onChange={(on) => updateRule(i, { ...r, on: on as Rule["on"] })}
              />
            </div>
            {r.do.map((e, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: effects have no ids.
              <div key={j}>
                <strong>{t("mission.thenDo")}</strong>{" "}
                <EntryEditor
                  tag="effect"
                  vocab={EFFECTS}
                  value={e}
                  zombies={zombies}
                  counters={counters}
                  label={t("mission.thenDo")}
                  onChange={(v) =>
                    updateRule(i, { ...r, do: r.do.map((x, k) => (k === j ? (v as typeof x) : x)) })
                  }
                />
                {r.do.length > 1 && (
                  <button
                    type="button"
                    onClick={() => updateRule(i, { ...r, do: r.do.filter((_, k) => k !== j) })}
                  >
                    {t("mission.remove")}
                  </button>
                )}
              </div>
            ))}
            <button
              type="button"
              onClick={() =>
                updateRule(i, { ...r, do: [...r.do, newEntry("effect", "message", EFFECTS) as never] })
              }
            >
              {t("mission.addEffect")}
            </button>
            <label>
              <input
                type="checkbox"
                checked={r.repeat}
                onChange={(e) => updateRule(i, { ...r, repeat: e.target.checked })}
              />{" "}
              {t("mission.repeat")}
            </label>
            <button type="button" onClick={() => set({ rules: mission.rules.filter((_, j) => j !== i) })}>
              {t("mission.remove")}
            </button>
          </div>
        ))}
        <button
          type="button"
          onClick={() =>
            set({
              rules: [
                ...mission.rules,
                {
                  id: `rule-${mission.rules.length + 1}`,
                  on: newEntry("event", "objectiveTaken", TRIGGERS) as Rule["on"],
                  do: [newEntry("effect", "unlockDoors", EFFECTS) as Rule["do"][number]],
                  repeat: false,
                },
              ],
            })
          }
        >
          {t("mission.addRule")}
        </button>
      </fieldset>
    </section>
  );
});
