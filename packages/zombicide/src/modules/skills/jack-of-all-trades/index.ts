import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { grantSkill } from "../../../game/levels.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import { startsWithNow } from "../../../game/skills/starts-with.ts";
import type { ZombicideState } from "../../../game/types.ts";
import { decisionType, dropDecision } from "../../../kernel/decisions.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { rulesOf } from "../../../kernel/registry.ts";
import { settle } from "../../../kernel/resume.ts";
import { campaignPlaySlice } from "../../advanced/campaign-play/state.ts";

const JACK = "jack-of-all-trades";
const RULE =
  "Fort Hendrix, New Skills: Jack of all trades (begins each game with 1 Campaign Skill of their choosing that they don't already possess, kept only until the end of the Mission)";

interface JackOptions {
  readonly survivor: string;
  readonly skills: readonly string[];
}

/** The survivor's choice of a Campaign Skill for this game. */
const JACK_CHOICE = decisionType<JackOptions>("jackOfAllTrades");

/**
 * Setup: each survivor holding the skill is asked for one Campaign Skill of the campaign's list it does not
 * hold yet. A game outside a campaign has no list: nothing is asked.
 */
function askEveryone(state: ZombicideState): ZombicideState {
  // A slice given by a scenario or an older save may lack the list.
  const list = campaignPlaySlice.read(state).skills ?? [];
  if (list.length === 0) return state;
  let next = state;
  for (const s of state.survivors) {
    if (s.companion !== undefined || !hasSkill(s, JACK)) continue;
    const skills = list.filter((k) => k !== JACK && !hasSkill(s, k));
    if (skills.length > 0) next = JACK_CHOICE.raise(next, s.seat, { survivor: s.id, skills });
  }
  return next;
}

const schema = z.strictObject({
  type: z.literal("chooseJackSkill"),
  survivor: z.string().min(1).max(64),
  skill: z.string().min(1).max(64),
});
export type ChooseJackSkillCommand = z.infer<typeof schema>;

/** The Campaign Skill chosen: held at Blue for this game only (the Campaign Sheet does not get it). */
const chooseJackSkill: ActionModule<ChooseJackSkillCommand> = {
  type: "chooseJackSkill",
  schema,
  kind: "decision",
  legal: JACK_CHOICE.answers((o) =>
    o.skills.map((skill) => ({ type: "chooseJackSkill" as const, survivor: o.survivor, skill })),
  ),
  apply(state, seat, cmd) {
    const d = JACK_CHOICE.findWhere(state, seat, (o) => o.survivor === cmd.survivor);
    if (!d)
      return refuse(
        "no_decision",
        RULES.decision,
        `${seat} has no Jack of all trades skill to choose for ${cmd.survivor}`,
      );
    if (!d.options.skills.includes(cmd.skill))
      return refuse(
        "not_on_list",
        RULE,
        `"${cmd.skill}" is not a Campaign Skill ${cmd.survivor} may take (the list: ${d.options.skills.join(", ")})`,
      );
    const events: ZombicideEvent[] = [
      { type: "JackSkillChosen", survivor: cmd.survivor, skill: cmd.skill, rule: RULE },
    ];
    const granted = grantSkill(dropDecision(state, d.decision.id), cmd.survivor, cmd.skill, "blue", events);
    // Held from the game's start: what the skill gives at setup (2 AP, a starting card...) is given now.
    const started = startsWithNow(granted, cmd.survivor, cmd.skill);
    const next = rulesOf(started).hooks.skillAtStart(
      { survivor: cmd.survivor, skill: cmd.skill, events },
      started,
    );
    return ok({ state: settle(next, events), events });
  },
};

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-new-skills-jack-of-all-trades": "Fort Hendrix, New Skills: Jack of all trades",
  },
  "pt-BR": {
    "rule.fort-hendrix-new-skills-jack-of-all-trades": "Fort Hendrix, Novas Habilidades: Faz-tudo",
  },
};

/**
 * Jack of all trades (Fort Hendrix): at the start of each game the survivor chooses one Campaign Skill it lacks
 * (a decision raised at setup); it holds it at Blue for this game only, the sheet keeping its own skills.
 */
export const jackOfAllTrades: RuleModule = {
  id: JACK,
  rule: RULE,
  skills: [JACK],
  commands: [chooseJackSkill] as unknown as RuleModule["commands"],
  commandWords: { chooseJackSkill: { fields: { skill: "skill" } } },
  decisions: { jackOfAllTrades: {} },
  hooks: { setup: (_ctx, state) => askEveryone(state) },
  events: { JackSkillChosen: { fields: { survivor: "survivor", skill: "skill" } } },
  words: joinWords(
    {
      en: {
        name: "Jack of all trades",
        summary:
          "Begins each game with one Campaign Skill of its choice that it lacks, for that mission only.",
        "event.JackSkillChosen": "{{survivor}} takes {{skill}} for this mission (Jack of all trades)",
        "command.chooseJackSkill": "Jack of all trades: {{skill}} for this mission",
        "decision.jackOfAllTrades": "Jack of all trades: a Campaign Skill for this mission",
      },
      "pt-BR": {
        name: "Faz-tudo",
        summary: "Começa cada jogo com uma Habilidade de Campanha à escolha que não tenha, só nesta missão.",
        "event.JackSkillChosen": "{{survivor}} pega {{skill}} nesta missão (Faz-tudo)",
        "command.chooseJackSkill": "Faz-tudo: {{skill}} nesta missão",
        "decision.jackOfAllTrades": "Faz-tudo: uma Habilidade de Campanha nesta missão",
      },
    },
    CITED,
  ),
};

/** A Jack of all trades chose its Campaign Skill for the game. */
export interface JackSkillChosen {
  readonly type: "JackSkillChosen";
  readonly survivor: string;
  readonly skill: string;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    JackSkillChosen: JackSkillChosen;
  }
}
