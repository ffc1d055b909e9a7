import type { PackSet } from "@horda/content";

/**
 * The master list of skills (rulebook p.63) as skill references a survivor can hold: every skill of the packs,
 * a "[Action]"-style parameter spelled out for each value (`plus-1-die:melee`, `plus-1-die:ranged`...),
 * Dreadnought for each zombie type that is not an Abomination. Left out (?): the Starts with... skills (they only
 * act at setup) and skills whose parameter is another skill, a number or a card (Brother in arms). Used by the
 * Ultrared mode's free picks (modules/modes/ultrared).
 */
export function masterSkillList(packs: PackSet, ids: readonly string[]): string[] {
  const out: string[] = [];
  const zombieTypes = ids.flatMap((id) =>
    (packs[id]?.zombieTypes ?? []).filter((t) => t.maxOnBoard === undefined).map((t) => t.id),
  );
  for (const id of ids) {
    for (const skill of packs[id]?.skills ?? []) {
      if (skill.id.startsWith("starts-with-")) continue;
      const param = skill.param;
      if (!param) out.push(skill.id);
      else if (param.kind === "choice") for (const v of param.values) out.push(`${skill.id}:${v}`);
      else if (param.kind === "zombie-type") for (const t of zombieTypes) out.push(`${skill.id}:${t}`);
    }
  }
  return [...new Set(out)];
}
