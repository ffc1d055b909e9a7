import { type ContentError, contentError } from "./content-error.ts";
import type { LoadedPack } from "./loaded-pack.ts";

/** The names the rule modules of one profile implement (the engine gives them; content never imports it). */
export interface ImplementedNames {
  readonly skills: ReadonlySet<string>;
  readonly cardEffects: ReadonlySet<string>;
  readonly zombieTypes: ReadonlySet<string>;
  /** The modules the profile has (always on or switched on per game); absent: not told. */
  readonly modules?: ReadonlySet<string>;
}

/**
 * What an engine plays, as the loader's caller passes it: the names a rule profile implements, or undefined
 * for a profile the engine lacks. Keeps the arrow one way: content knows no engine, the caller brings it.
 */
export type RulesCatalogue = (profile: string) => ImplementedNames | undefined;

const idOf = (ref: string): string => {
  const i = ref.indexOf(":");
  return i < 0 ? ref : ref.slice(0, i);
};

/**
 * A pack may only name skills, card effects and zombie types that a rule module of its profile implements;
 * otherwise the pack would load and silently do nothing. Each problem names the file and the JSON path.
 */
export function checkImplemented(pack: LoadedPack, rules: RulesCatalogue): ContentError[] {
  const m = pack.manifest;
  if (m.game !== "zombicide") return [];
  const errors: ContentError[] = [];
  const add = (file: string | undefined, path: string, message: string) =>
    errors.push(contentError(file ?? pack.sources.pack, message, { path }));
  const names = rules(m.ruleProfile);
  if (!names) {
    add(pack.sources.pack, "$.ruleProfile", `the engine has no rule profile "${m.ruleProfile}"`);
    return errors;
  }
  const s = pack.sources;
  const skill = (file: string | undefined, path: string, ref: string) => {
    if (!names.skills.has(idOf(ref)))
      add(file, path, `skill "${idOf(ref)}" is implemented by no rule module of profile "${m.ruleProfile}"`);
  };
  pack.skills.forEach((k, i) => {
    skill(s.skills, `$.skills[${i}].id`, k.id);
  });
  pack.survivors.forEach((survivor, i) => {
    for (const level of ["blue", "yellow", "orange", "red"] as const)
      survivor.skills[level].forEach((ref, j) => {
        skill(s.survivors, `$.survivors[${i}].skills.${level}[${j}]`, ref);
      });
  });
  pack.equipment.forEach((card, i) => {
    card.skills?.forEach((ref, j) => {
      if (!names.cardEffects.has(idOf(ref)) && !names.skills.has(idOf(ref)))
        add(
          s.equipment,
          `$.cards[${i}].skills[${j}]`,
          `card skill "${ref}" is implemented by no rule module`,
        );
    });
    card.traits?.forEach((trait, j) => {
      if (!names.cardEffects.has(trait))
        add(
          s.equipment,
          `$.cards[${i}].traits[${j}]`,
          `card effect "${trait}" is implemented by no rule module`,
        );
    });
  });
  pack.zombieTypes.forEach((t, i) => {
    if (!names.zombieTypes.has(t.id))
      add(s.zombies, `$.types[${i}].id`, `zombie type "${t.id}" is implemented by no rule module`);
  });
  pack.abominations.forEach((a, i) => {
    a.rules.forEach((rule, j) => {
      if (!names.cardEffects.has(rule))
        add(
          s.abominations,
          `$.abominations[${i}].rules[${j}]`,
          `Abomination rule "${rule}" is implemented by no rule module`,
        );
    });
  });
  // Wound cards are data until the engine has the `wound-deck` module; from then on every effect must be its.
  if (names.modules?.has("wound-deck"))
    pack.equipment.forEach((card, i) => {
      if (card.wound !== undefined && !names.cardEffects.has(card.wound))
        add(
          s.equipment,
          `$.cards[${i}].wound`,
          `wound effect "${card.wound}" is implemented by no rule module`,
        );
    });
  return errors;
}
