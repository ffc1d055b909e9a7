import { sharedScales, ZOMBICIDE_BOTS } from "@horda/bots/zombicide";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearch } from "wouter";
import { localizedName } from "../../app/localized-name.ts";
import { LAB_NS, registerLabStrings } from "./i18n/register.ts";
import { LabDifference } from "./LabDifference.tsx";
import { LabResults } from "./LabResults.tsx";
import {
  boxName,
  EDITOR_MISSION,
  earlierEditorMissions,
  editorMission,
  type LabMission,
  labGroups,
  shippedMissions,
} from "./lab-missions.ts";
import { handedTime } from "./lab-numbers.ts";
import { type LabSettings, useLabRun, workerCount } from "./use-lab-run.ts";
import "./mission-lab.css";

registerLabStrings();

/** The Mission lab: bots play a mission thousands of times in Web Workers; compare two side by side. */
export default function MissionLabPage() {
  const { t, i18n } = useTranslation(LAB_NS);
  const params = new URLSearchParams(useSearch());
  const ids = useId();
  const missions = useMemo(() => {
    const fromEditor = editorMission();
    return [...(fromEditor ? [fromEditor] : []), ...earlierEditorMissions(), ...shippedMissions()];
  }, []);
  const groups = useMemo(() => labGroups(missions), [missions]);
  const wanted = params.get("mission");
  // Sent by the creator with a changed mission: set against the version handed over before it.
  const earlier = missions.find((m) => m.key === `${EDITOR_MISSION}:1`);
  const editorNow = missions.find((m) => m.key === EDITOR_MISSION);
  // A first visit opens on the core's tutorial mission, whatever order the packs load in.
  const [keyA, setKeyA] = useState(
    (
      missions.find((m) => m.key === wanted) ??
      missions.find((m) => m.key === "mission:first-night") ??
      missions[0]
    )?.key ?? "",
  );
  const [keyB, setKeyB] = useState(
    wanted === EDITOR_MISSION && earlier && earlier.mission.id === editorNow?.mission.id ? earlier.key : "",
  );
  const [settings, setSettings] = useState<LabSettings>({
    players: 2,
    games: 2000,
    bot: "survivor",
    seed: "lab",
  });
  const a = useLabRun();
  const b = useLabRun();
  const labA = missions.find((m) => m.key === keyA);
  const labB = missions.find((m) => m.key === keyB);
  const label = (m: LabMission) => {
    const name = localizedName(m.mission.names, i18n.language);
    if (m.key === EDITOR_MISSION) return t("fromEditor", { name });
    if (m.handedAt !== undefined)
      return t("fromEditorEarlier", { name, time: handedTime(m.handedAt, i18n.language) });
    return name;
  };
  const running = a.run.running || b.run.running;
  // Two estimates side by side share their plots' axes, so equal heights mean equal numbers.
  const scales = useMemo(
    () => (a.run.report && b.run.report ? sharedScales([a.run.report, b.run.report]) : null),
    [a.run.report, b.run.report],
  );
  // Sent here by the creator's "Estimate difficulty" (`run=1`): the estimate starts at once, with the defaults.
  const autoRun = params.get("run") === "1";
  const started = useRef(false);
  useEffect(() => {
    // Asked for the creator's mission but it is not there (or no longer checks): nothing runs in its place.
    if (!autoRun || started.current || !labA || (wanted !== null && labA.key !== wanted)) return;
    started.current = true;
    a.start(labA, settings);
    if (labB) b.start(labB, settings);
  }, [autoRun, wanted, labA, labB, a, b, settings]);
  const onRun = () => {
    if (labA) a.start(labA, settings);
    if (labB) b.start(labB, settings);
  };
  const onStop = () => {
    a.stop();
    b.stop();
  };
  // The missions by box (the creator's own first), listed alike in both pickers.
  const options = groups.map((g) => (
    <optgroup key={g.box ?? "own"} label={g.box ? boxName(g.box, i18n.language) : t("ownGroup")}>
      {g.items.map((m) => (
        <option key={m.key} value={m.key}>
          {label(m)}
        </option>
      ))}
    </optgroup>
  ));
  return (
    <div className="mission-lab">
      <h1>{t("title")}</h1>
      <p>{t("intro")}</p>
      {wanted === EDITOR_MISSION && !missions.some((m) => m.key === EDITOR_MISSION) && (
        <p className="lab-error">{t("editorMissing")}</p>
      )}
      <form
        className="lab-form"
        onSubmit={(e) => {
          e.preventDefault();
          onRun();
        }}
      >
        <div className="lab-field">
          <label htmlFor={`${ids}-mission`}>{t("mission")}</label>
          <select
            id={`${ids}-mission`}
            value={keyA}
            onChange={(e) => setKeyA(e.target.value)}
            data-testid="lab-mission"
          >
            {options}
          </select>
        </div>
        <div className="lab-field">
          <label htmlFor={`${ids}-compare`}>{t("compareWith")}</label>
          <select
            id={`${ids}-compare`}
            value={keyB}
            onChange={(e) => setKeyB(e.target.value)}
            data-testid="lab-compare"
          >
            <option value="">{t("none")}</option>
            {options}
          </select>
        </div>
        <div className="lab-field">
          <label htmlFor={`${ids}-players`}>{t("players")}</label>
          <input
            id={`${ids}-players`}
            type="number"
            min={1}
            max={6}
            value={settings.players}
            onChange={(e) =>
              setSettings({ ...settings, players: Math.max(1, Math.min(6, Number(e.target.value) || 1)) })
            }
          />
        </div>
        <div className="lab-field">
          <label htmlFor={`${ids}-games`}>{t("games")}</label>
          <input
            id={`${ids}-games`}
            type="number"
            min={1}
            max={100000}
            value={settings.games}
            data-testid="lab-games"
            onChange={(e) =>
              setSettings({ ...settings, games: Math.max(1, Math.min(100_000, Number(e.target.value) || 1)) })
            }
          />
        </div>
        <div className="lab-field">
          <label htmlFor={`${ids}-bot`}>{t("bot")}</label>
          <select
            id={`${ids}-bot`}
            value={settings.bot}
            onChange={(e) => setSettings({ ...settings, bot: e.target.value })}
          >
            {Object.keys(ZOMBICIDE_BOTS).map((id) => (
              <option key={id} value={id}>
                {t(`bots.${id}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="lab-field">
          <label htmlFor={`${ids}-seed`}>{t("seed")}</label>
          <input
            id={`${ids}-seed`}
            value={settings.seed}
            onChange={(e) => setSettings({ ...settings, seed: e.target.value })}
          />
        </div>
        <button type="submit" disabled={!labA || running} data-testid="lab-run">
          {t("run")}
        </button>
        <button type="button" disabled={!running} onClick={onStop}>
          {t("stop")}
        </button>
        <span className="lab-workers">{t("workers", { count: workerCount() })}</span>
      </form>
      {!labA && <p>{t("noMission")}</p>}
      {a.run.report && b.run.report && !a.run.running && !b.run.running && (
        <LabDifference a={a.run.report} b={b.run.report} />
      )}
      <div className="lab-columns">
        {/* Each column shows the mission its games were of, even after the form picks others. */}
        {a.run.lab && (a.run.running || a.run.report || a.run.error) && (
          <LabResults lab={a.run.lab} run={a.run} testId="lab-a" title={label(a.run.lab)} scales={scales} />
        )}
        {b.run.lab && (b.run.running || b.run.report || b.run.error) && (
          <LabResults lab={b.run.lab} run={b.run} testId="lab-b" title={label(b.run.lab)} scales={scales} />
        )}
      </div>
    </div>
  );
}
