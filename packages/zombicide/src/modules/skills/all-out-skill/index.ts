import { skillsOf } from "../../../game/skills/effects.ts";
import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

const ALL_OUT_SKILL = "all-out-skill";
/** The declaration the All-Out rules offer (modules/advanced/all-out). */
const GOING_ALL_OUT = "all-out";
const PREFIX = `${ALL_OUT_SKILL}:`;
const RULE =
  "Fort Hendrix, New Skills: All-Out: [Skill] (the survivor has the named Skill only while going All-Out)";

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-new-skills-all-out-skill": "Fort Hendrix, New Skills: All-Out: [Skill]",
  },
  "pt-BR": {
    "rule.fort-hendrix-new-skills-all-out-skill":
      "Fort Hendrix, Novas Habilidades: Tudo ou nada: [Habilidade]",
  },
};

/**
 * All-Out: [Skill] (Fort Hendrix), written `all-out-skill:<skill>` ("all-out-skill:plus-1-die:combat"): an
 * attack declared All-Out is made as if the survivor held the named skill (dice, Damage, roll bonus, targeting);
 * any other time the survivor does not have it.
 */
export const allOutSkill: RuleModule = {
  words: CITED,
  id: ALL_OUT_SKILL,
  rule: RULE,
  skills: [ALL_OUT_SKILL],
  effects: { [ALL_OUT_SKILL]: () => [] },
  hooks: {
    declaredSkills: (ctx) =>
      ctx.declared.includes(GOING_ALL_OUT)
        ? skillsOf(ctx.state, ctx.survivor)
            .filter((k) => k.startsWith(PREFIX))
            .map((k) => k.slice(PREFIX.length))
        : [],
  },
};
