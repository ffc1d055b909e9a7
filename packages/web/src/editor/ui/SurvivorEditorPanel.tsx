import { type PackSet, SKILL_LEVELS, type SkillLevel, type Survivor } from "@horda/content";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { bundledPacks } from "../../table/content/packs.ts";
import { bundledPackRecords } from "../content/pack-records.ts";
import { EDITOR_NS } from "../i18n/register.ts";
import { download } from "../io/export-image.ts";
import { browserStore } from "../io/local-store.ts";
import { skillOptionsFor } from "../survivor-editor/skill-options.ts";
import {
  type DraftProblem,
  draftOf,
  draftProblems,
  type SurvivorDraft,
  survivorOf,
} from "../survivor-editor/survivor-draft.ts";
import {
  readUserSurvivors,
  removeUserSurvivor,
  saveUserSurvivor,
  userSurvivorsFile,
} from "../survivor-editor/user-survivors.ts";

type Status = { kind: "saved"; name: string } | { kind: "refused"; lines: string[] } | null;

/** The survivor the editor opens on: the first whose card has empty slots to fill, else the first. */
function firstBase(packs: PackSet): string {
  const all = Object.entries(packs).flatMap(([pack, p]) =>
    p.survivors.map((s) => ({ key: `${pack}/${s.id}`, s })),
  );
  return (all.find((b) => b.s.emptySlots) ?? all[0])?.key ?? "";
}

/**
 * The survivor editor (tab "Survivor cards"): an owner enters the skill tree printed on a survivor's ID card,
 * slot by slot, from the skills the engine plays; a slot may stay empty. Saved in the browser's user pack
 * (`user-survivors.ts`), where it replaces the bundled card at the table.
 */
export function SurvivorEditorPanel() {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const lang = i18n.language === "pt-BR" ? "pt-BR" : "en";
  const store = useMemo(() => browserStore(), []);
  const loaded = bundledPacks();
  const packs = loaded.ok ? loaded.packs : {};
  const [baseKey, setBaseKey] = useState(() => firstBase(packs));
  const basePack = baseKey.split("/")[0] ?? "core2e";
  const options = useMemo(() => skillOptionsFor(packs, basePack), [packs, basePack]);
  const offered = useMemo(() => new Set(options.map((o) => o.ref)), [options]);
  const bases = useMemo(
    () =>
      Object.entries(packs).flatMap(([pack, p]) =>
        p.survivors.map((s) => ({ key: `${pack}/${s.id}`, pack, survivor: s, box: p.manifest.names })),
      ),
    [packs],
  );
  const [mine, setMine] = useState<Survivor[]>(() => readUserSurvivors(store));
  const draftFor = (key: string): SurvivorDraft | null => {
    const own = mine.find((s) => s.replaces === key);
    if (own) return draftOf("user", own);
    const b = bases.find((x) => x.key === key);
    return b ? draftOf(b.pack, b.survivor) : null;
  };
  const [draft, setDraft] = useState<SurvivorDraft | null>(() => draftFor(baseKey));
  const [status, setStatus] = useState<Status>(null);
  if (!loaded.ok || !draft) return <p className="error">{t("survivorCards.noPacks")}</p>;
  const base = bases.find((b) => b.key === draft.base);
  const levelName = (l: SkillLevel) => t(`survivorCards.level.${l}`);
  const skillName = (ref: string) => {
    const o = options.find((x) => x.ref === ref);
    return o ? o.names[lang] : ref;
  };
  const problems = draftProblems(draft, offered);
  const setSlots = (level: SkillLevel, slots: (string | null)[]) => {
    setDraft({ ...draft, levels: { ...draft.levels, [level]: slots } });
    setStatus(null);
  };
  const choose = (key: string) => {
    setBaseKey(key);
    setDraft(draftFor(key));
    setStatus(null);
  };
  const save = () => {
    if (!store || !base) return;
    const result = saveUserSurvivor(store, survivorOf(draft, base.survivor), bundledPackRecords());
    if (result.ok) {
      setMine([...result.value]);
      setStatus({ kind: "saved", name: base.survivor.names[lang] });
    } else setStatus({ kind: "refused", lines: result.error });
  };
  return (
    <section className="survivor-editor" data-testid="survivor-editor">
      <h2>{t("survivorCards.title")}</h2>
      <p className="ed-hint">{t("survivorCards.intro")}</p>
      <label>
        {t("survivorCards.survivor")}{" "}
        <select data-testid="survivor-base" value={baseKey} onChange={(e) => choose(e.target.value)}>
          {Object.entries(packs)
            .filter(([, p]) => p.survivors.length > 0)
            .map(([pack, p]) => (
              <optgroup key={pack} label={p.manifest.names[lang]}>
                {p.survivors.map((s) => (
                  <option key={s.id} value={`${pack}/${s.id}`}>
                    {s.names[lang]}
                    {s.unverified ? ` (${t("survivorCards.unverified")})` : ""}
                    {mine.some((m) => m.replaces === `${pack}/${s.id}`)
                      ? ` · ✓ ${t("survivorCards.yours")}`
                      : ""}
                  </option>
                ))}
              </optgroup>
            ))}
        </select>
      </label>
      <div className="survivor-levels">
        {SKILL_LEVELS.map((level) => {
          const slots = draft.levels[level];
          return (
            <fieldset key={level} data-level={level}>
              <legend>{levelName(level)}</legend>
              {slots.map((skill, i) => (
                <select
                  // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions on the printed card
                  key={i}
                  aria-label={t("survivorCards.slot", { level: levelName(level), n: i + 1 })}
                  value={skill ?? ""}
                  onChange={(e) =>
                    setSlots(
                      level,
                      slots.map((k, j) => (j === i ? e.target.value || null : k)),
                    )
                  }
                >
                  <option value="">{t("survivorCards.emptySlot")}</option>
                  {skill !== null && !offered.has(skill) && <option value={skill}>{skill}</option>}
                  {options.map((o) => (
                    <option key={o.ref} value={o.ref}>
                      {o.names[lang]}
                    </option>
                  ))}
                </select>
              ))}
              <span className="survivor-slot-buttons">
                <button
                  type="button"
                  aria-label={t("survivorCards.addSlotTo", { level: levelName(level) })}
                  onClick={() => setSlots(level, [...slots, null])}
                >
                  {t("survivorCards.addSlot")}
                </button>
                <button
                  type="button"
                  disabled={slots.length === 0}
                  aria-label={t("survivorCards.removeSlotFrom", { level: levelName(level) })}
                  onClick={() => setSlots(level, slots.slice(0, -1))}
                >
                  {t("survivorCards.removeSlot")}
                </button>
              </span>
            </fieldset>
          );
        })}
      </div>
      <p className="ed-hint">{t("survivorCards.emptyNote")}</p>
      {problems.length > 0 && (
        <div role="alert" data-testid="survivor-problems">
          <strong>{t("survivorCards.problems")}</strong>
          <ul>
            {problems.map((p) => (
              <li key={`${p.key}-${p.level}-${"skill" in p ? p.skill : ""}`}>
                {problemText(t, p, levelName, skillName)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <button type="button" disabled={problems.length > 0 || !store} onClick={save}>
        {t("survivorCards.save")}
      </button>
      <div role="status" data-testid="survivor-status">
        {status?.kind === "saved" && t("survivorCards.saved", { name: status.name })}
        {status?.kind === "refused" && (
          <>
            {t("survivorCards.refused")}
            <ul>
              {status.lines.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <section aria-label={t("survivorCards.mine")}>
        <h3>{t("survivorCards.mine")}</h3>
        {mine.length === 0 && <p className="ed-hint">{t("survivorCards.none")}</p>}
        <ul>
          {mine.map((s) => {
            const empty = SKILL_LEVELS.reduce((n, l) => n + (s.emptySlots?.[l] ?? 0), 0);
            return (
              <li key={s.id} data-user-survivor={s.replaces}>
                {s.names[lang]} ({s.replaces})
                {empty > 0 ? ` · ${t("survivorCards.hasEmpty", { count: empty })}` : ""}{" "}
                <button type="button" onClick={() => choose(s.replaces ?? "")}>
                  {t("survivorCards.open")}
                </button>
                <button
                  type="button"
                  onClick={() => {
                    if (!store || !s.replaces) return;
                    removeUserSurvivor(store, s.replaces);
                    setMine(readUserSurvivors(store));
                  }}
                >
                  {t("survivorCards.remove")}
                </button>
              </li>
            );
          })}
        </ul>
        {mine.length > 0 && store && (
          <button type="button" onClick={() => download("survivorCards.json", userSurvivorsFile(store))}>
            {t("survivorCards.export")}
          </button>
        )}
      </section>
    </section>
  );
}

function problemText(
  t: (key: string, o?: Record<string, unknown>) => string,
  p: DraftProblem,
  levelName: (l: SkillLevel) => string,
  skillName: (ref: string) => string,
): string {
  const level = levelName(p.level);
  return p.key === "levelEmpty"
    ? t("survivorCards.problem.levelEmpty", { level })
    : t(`survivorCards.problem.${p.key}`, { level, skill: skillName(p.skill) });
}
