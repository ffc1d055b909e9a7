import { z } from "zod";
import { actionsAvailable } from "../../../game/actions/availability.ts";
import type { ActionModule } from "../../../game/actions/module.ts";
import type { AttackProfile } from "../../../game/combat/profile.ts";
import { attackRefusal, startAttack, type Weaponless } from "../../../game/combat/start.ts";
import { combatBlocked, zombiesInZone } from "../../../game/combat/targets.ts";
import { refuse } from "../../../game/errors.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import { takeFreeAction } from "../../../game/skills/free-actions.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { rulesOf } from "../../../kernel/registry.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

const RULE =
  "rio New Skills: Capoeira fighter (always equipped with a Melee weapon 0 / 2 dice / 4+ / Damage 1; opens doors without Equipment, 1 free Open Door Action per Turn)";
const SKILL = "capoeira-fighter";
const OPENERS: readonly string[] = [SKILL];
const NONE: readonly string[] = [];

/** The printed weapon: Range 0, 2 dice, 4+, Damage 1 (its icon is not reproduced in our source: silent (?)). */
function capoeiraProfile(state: ZombicideState, s: SurvivorState): AttackProfile {
  const range: [number, number] = [0, 0];
  const base: AttackProfile = {
    attack: { mode: "melee", range, dice: 2, accuracy: 4, damage: 1, noisy: false },
    dice: 2,
    accuracy: 4,
    rollBonus: 0,
    damage: 1,
    range,
  };
  return rulesOf(state).hooks.attackProfile(
    { state, survivor: s, mode: "melee", weapons: [], sets: 1 },
    base,
  );
}

const weaponless: Weaponless = {
  name: SKILL,
  label: "Capoeira",
  profile: capoeiraProfile,
  // A Melee Action like any other: a free Melee or Combat Action pays for it first.
  pay: (state, id, events) => takeFreeAction(state, id, "melee", events),
};

function refusal(state: ZombicideState, s: SurvivorState): string | null {
  if (!hasSkill(s, SKILL, state)) return `${s.name} is not a Capoeira fighter`;
  if (combatBlocked(state, s.zone) || zombiesInZone(state, s.zone).length === 0)
    return `there are no zombies to fight in ${s.zone}`;
  const barred = attackRefusal(state, s, "melee", s.zone);
  return barred ? barred.why : null;
}

const schema = z.strictObject({ type: z.literal("capoeiraAttack"), survivor: z.string().min(1).max(64) });
export type CapoeiraAttackCommand = z.infer<typeof schema>;

/** A Melee Action with the Capoeira weapon (1 Action, in the survivor's Zone). */
export const capoeiraAttack: ActionModule<CapoeiraAttackCommand> = {
  type: "capoeiraAttack",
  schema,
  kind: "survivor",
  needsSkill: [SKILL],
  legal(state, _seat, s) {
    if (!s || actionsAvailable(state, s, "melee") < 1 || refusal(state, s) !== null) return [];
    return [{ type: "capoeiraAttack", survivor: s.id }];
  },
  apply(state, _seat, cmd) {
    const s = survivorById(state, cmd.survivor) as SurvivorState;
    const no = refusal(state, s);
    if (no) return refuse("no_skill", RULE, no);
    return startAttack(state, "melee", { survivor: s.id, weapon: SKILL, improvised: weaponless });
  },
};

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-new-skills-capoeira-fighter": "rio New Skills: Capoeira fighter",
  },
  "pt-BR": {
    "rule.rio-new-skills-capoeira-fighter": "rio, Novas Habilidades: Capoeirista",
  },
};

export const capoeiraFighter: RuleModule = {
  id: SKILL,
  ...PLAY,
  rule: RULE,
  skills: [SKILL],
  commands: [capoeiraAttack],
  effects: { [SKILL]: () => [{ kind: "extraAction", for: "door", skill: SKILL, rule: RULE }] },
  hooks: { doorOpeners: (ctx) => (hasSkill(ctx.survivor, SKILL, ctx.state) ? OPENERS : NONE) },
  words: joinWords(PLAY_WORDS, CITED),
};
