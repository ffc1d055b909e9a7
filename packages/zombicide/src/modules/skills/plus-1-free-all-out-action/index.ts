import type { FreeActionFor } from "../../../game/skills/effects.ts";
import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

const SKILL = "plus-1-free-all-out-action";
/** The declaration the All-Out rules offer (modules/advanced/all-out). */
const GOING_ALL_OUT = "all-out";
const RULE =
  "Fort Hendrix, New Skills: +1 free All-Out [Action] Action (one extra free Action of that type, only to go All-Out with)";

const FREE_FOR: readonly string[] = ["combat", "melee", "ranged"];

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-new-skills-1-free-all-out-action-action":
      "Fort Hendrix, New Skills: +1 free All-Out [Action] Action",
  },
  "pt-BR": {
    "rule.fort-hendrix-new-skills-1-free-all-out-action-action":
      "Fort Hendrix, Novas Habilidades: +1 Ação de [Ação] Tudo ou nada grátis",
  },
};

/**
 * +1 free All-Out [Action] Action (Fort Hendrix), written `plus-1-free-all-out-action:<combat|melee|ranged>`:
 * one extra free Action each Turn that pays only for an attack of that type declared All-Out; it is never spent
 * on a plain attack (the kernel keeps it in its own slot, game/skills/free-actions.ts).
 */
export const plus1FreeAllOutAction: RuleModule = {
  words: CITED,
  id: SKILL,
  rule: RULE,
  skills: [SKILL],
  effects: {
    [SKILL]: (param) =>
      param && FREE_FOR.includes(param)
        ? [
            {
              kind: "extraAction",
              for: param as FreeActionFor,
              skill: `${SKILL}:${param}`,
              rule: RULE,
              declared: GOING_ALL_OUT,
            },
          ]
        : [],
  },
};
