import type { ZombicideEvent } from "../../../game/events.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import { grantFreeAction } from "../../../game/skills/free-actions.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

const RULE =
  "rio New Skills: Double strike (a free Ranged Action whenever the Survivor performs a successful Melee Attack)";

/**
 * Double strike (Rio Z Janeiro): after a Melee Action that killed (our reading of "successful" (?)), a free Ranged
 * Action for the rest of the Turn.
 */
function afterMelee(state: ZombicideState, id: string, events: ZombicideEvent[], killedBefore: boolean) {
  if (!hasSkill(survivorById(state, id) as SurvivorState, "double-strike", state)) return state;
  const killed = killedBefore || events.some((e) => e.type === "ZombieKilled" && e.by === id);
  if (!killed) return state;
  events.push({ type: "SkillUsed", survivor: id, skill: "double-strike", rule: RULE });
  return grantFreeAction(state, id, "ranged", "double-strike");
}

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-new-skills-double-strike": "rio New Skills: Double strike",
  },
  "pt-BR": {
    "rule.rio-new-skills-double-strike": "rio, Novas Habilidades: Golpe duplo",
  },
};

export const doubleStrike: RuleModule = {
  words: CITED,
  id: "double-strike",
  rule: RULE,
  skills: ["double-strike"],
  hooks: {
    afterAction: (ctx, state) =>
      ctx.kind === "melee" ? afterMelee(state, ctx.survivor, ctx.events, ctx.killedBefore === true) : state,
  },
};
