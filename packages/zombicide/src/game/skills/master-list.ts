import type { PackSet } from "@horda/content";

/**
 * The master list of skills (rulebook p.63) as skill references a survivor can hold: every skill of the packs,
 * a "[Action]"-style parameter spelled out for each value (`<skill>:melee`, `<skill>:ranged`...),
 * a zombie-type parameter for each zombie type that is not an Abomination, a Health parameter for each value
 * the skill allows, a card parameter for each Equipment card of the packs (Aaahh!! left out), and a skill
 * parameter for every other skill of the list. Used by the Ultrared mode's free picks (modules/modes/ultrared),
 * which may take any skill (§1 Ultrared); a setup-bonus skill taken there acts only at setup, so it gives
 * nothing during the game (?).
 */
export function masterSkillList(packs: PackSet, ids: readonly string[]): string[] {
  const out: string[] = [];
  const zombieTypes = ids.flatMap((id) =>
    (packs[id]?.zombieTypes ?? []).filter((t) => t.maxOnBoard === undefined).map((t) => t.id),
  );
  const cards = ids.flatMap((id) =>
    (packs[id]?.equipment ?? []).filter((c) => c.kind !== "aaahh" && c.kind !== "wound"),
  );
  const sharing: string[] = [];
  for (const id of ids) {
    for (const skill of packs[id]?.skills ?? []) {
      const param = skill.param;
      if (!param) out.push(skill.id);
      else if (param.kind === "choice") for (const v of param.values) out.push(`${skill.id}:${v}`);
      else if (param.kind === "zombie-type") for (const t of zombieTypes) out.push(`${skill.id}:${t}`);
      else if (param.kind === "number")
        for (let n = param.min; n <= param.max; n++) out.push(`${skill.id}:${n}`);
      else if (param.kind === "equipment") for (const c of cards) out.push(`${skill.id}:${c.id}`);
      else if (param.kind === "skill") sharing.push(skill.id);
    }
  }
  const plain = [...new Set(out)];
  return [...plain, ...sharing.flatMap((s) => plain.map((k) => `${s}:${k}`))];
}
