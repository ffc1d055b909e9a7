import { SKILL_LEVELS, type SkillLevel, type Survivor } from "@horda/content";

/** A survivor card being entered: per level, the printed slots in order, `null` for a slot left empty. */
export interface SurvivorDraft {
  /** The survivor whose printed card this is: `<pack>/<id>` (`rio/ney`). */
  readonly base: string;
  readonly levels: Readonly<Record<SkillLevel, readonly (string | null)[]>>;
}

/** The id the entry takes in the user pack (ids are unique across a pack and its bases). */
export const userSurvivorId = (base: string) => `my-${base.replace("/", "-")}`;

/** A draft of a loaded survivor: its skills, then one empty slot per slot its card leaves empty. */
export function draftOf(pack: string, s: Survivor): SurvivorDraft {
  const levels = Object.fromEntries(
    SKILL_LEVELS.map((l) => [l, [...s.skills[l], ...Array<null>(s.emptySlots?.[l] ?? 0).fill(null)]]),
  ) as Record<SkillLevel, (string | null)[]>;
  return { base: s.replaces ?? `${pack}/${s.id}`, levels };
}

/** What is wrong with a draft, in words keyed for the UI; empty when it can be saved. */
export type DraftProblem =
  | { readonly key: "levelEmpty"; readonly level: SkillLevel }
  | { readonly key: "twice"; readonly level: SkillLevel; readonly skill: string }
  | { readonly key: "unknownSkill"; readonly level: SkillLevel; readonly skill: string };

export function draftProblems(d: SurvivorDraft, offered: ReadonlySet<string>): DraftProblem[] {
  const out: DraftProblem[] = [];
  for (const level of SKILL_LEVELS) {
    const slots = d.levels[level];
    if (slots.length === 0) out.push({ key: "levelEmpty", level });
    const seen = new Set<string>();
    for (const skill of slots) {
      if (skill === null) continue;
      if (!offered.has(skill)) out.push({ key: "unknownSkill", level, skill });
      if (seen.has(skill)) out.push({ key: "twice", level, skill });
      seen.add(skill);
    }
  }
  return out;
}

/**
 * The user pack's survivor for a draft: the base card's names, kind and health, the slots entered as skills and
 * the slots left empty as `emptySlots`. Still unverified while a slot is empty (the schema wants it).
 */
export function survivorOf(d: SurvivorDraft, base: Survivor): Survivor {
  const skills = Object.fromEntries(
    SKILL_LEVELS.map((l) => [l, d.levels[l].filter((k): k is string => k !== null)]),
  ) as Survivor["skills"];
  const empty = Object.fromEntries(
    SKILL_LEVELS.flatMap((l) => {
      const n = d.levels[l].filter((k) => k === null).length;
      return n > 0 ? [[l, n]] : [];
    }),
  );
  const complete = Object.keys(empty).length === 0;
  return {
    id: userSurvivorId(d.base),
    names: base.names,
    kind: base.kind,
    health: base.health,
    skills,
    ...(complete ? {} : { emptySlots: empty }),
    replaces: d.base,
    ...(complete
      ? { note: "Skill tree entered by the owner from the printed ID card." }
      : {
          unverified: true,
          note: "Skill tree entered by the owner from the printed ID card; some slots are still empty.",
        }),
  };
}
