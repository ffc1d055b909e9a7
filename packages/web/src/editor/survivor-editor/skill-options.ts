import { type PackSet, splitSkillRef } from "@horda/content";
import { implementedNames, masterSkillList } from "@horda/zombicide";

/** One skill an owner may pick for a printed slot: a reference the engine plays, with its names. */
export interface SkillOption {
  readonly ref: string;
  readonly names: { readonly en: string; readonly "pt-BR": string };
}

/**
 * The skills a survivor editor offers: the master list of the loaded packs (every parameter spelled out, but
 * no "Brother in arms: [Skill]" pairs, which are listed as the cards print them) and every skill printed on a
 * loaded survivor card, kept only when a rule module of the profile plays it. Sorted by English name.
 */
export function skillOptions(packs: PackSet, profile = "2e"): SkillOption[] {
  const played = implementedNames(profile)?.skills ?? new Set<string>();
  const ids = Object.keys(packs);
  const printed = Object.values(packs).flatMap((p) =>
    p.survivors.flatMap((s) => [...s.skills.blue, ...s.skills.yellow, ...s.skills.orange, ...s.skills.red]),
  );
  const list = masterSkillList(packs, ids).filter((ref) => ref.split(":").length <= 2);
  const names = new Map(Object.values(packs).flatMap((p) => p.skills.map((s) => [s.id, s.names] as const)));
  const out = new Map<string, SkillOption>();
  for (const ref of [...list, ...printed]) {
    const { id, param } = splitSkillRef(ref);
    const n = names.get(id);
    if (!n || !played.has(id) || out.has(ref)) continue;
    out.set(ref, {
      ref,
      names: { en: label(n.en, param, names, "en"), "pt-BR": label(n["pt-BR"], param, names, "pt-BR") },
    });
  }
  return [...out.values()].sort((a, b) => a.names.en.localeCompare(b.names.en));
}

/**
 * The packs a survivor of `pack` is checked against when its card is saved in the user pack (which extends the
 * core box and the survivor's box): `pack`, what it extends, and the core box, so every skill offered also
 * saves (Black Plague's "+1 Damage: magic" is not offered for a Season 1 survivor).
 */
export function packsSeenBy(packs: PackSet, pack: string): PackSet {
  const seen = new Set<string>();
  const queue = [pack, "core2e"];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const p = packs[id];
    if (seen.has(id) || !p) continue;
    seen.add(id);
    queue.push(...(p.manifest.extends ?? []));
  }
  return Object.fromEntries([...seen].map((id) => [id, packs[id]])) as PackSet;
}

/** The skill options for a survivor card of `pack`: its boxes' skills that its box's rules profile plays. */
export function skillOptionsFor(packs: PackSet, pack: string): SkillOption[] {
  const manifest = packs[pack]?.manifest;
  const profile = manifest && "ruleProfile" in manifest ? manifest.ruleProfile : "2e";
  return skillOptions(packsSeenBy(packs, pack), profile);
}

/** "+1 die: [Action]" with `melee` reads "+1 die: melee"; a skill parameter reads as that skill's name. */
function label(
  name: string,
  param: string | undefined,
  names: ReadonlyMap<string, { en: string; "pt-BR": string }>,
  lang: "en" | "pt-BR",
): string {
  if (param === undefined) return name;
  const shown = names.get(splitSkillRef(param).id)?.[lang] ?? param;
  return name.includes("[") ? name.replace(/\[[^\]]*\]/, shown) : `${name} (${shown})`;
}
