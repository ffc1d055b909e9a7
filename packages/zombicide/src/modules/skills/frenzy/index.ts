import { skillBonus } from "../../../game/combat/profile.ts";
import type { RuleModule } from "../../../kernel/module.ts";
import { PLAY_WORDS } from "./play-words.ts";

export const FRENZY_RULE =
  "black-plague §15 Frenzy: [Type] (+1 die per Wound the Survivor has, for that kind of Action; Dual: +1 each weapon)";

/** Frenzy: [Type] (Black Plague): each Wound the survivor bears adds a die to each weapon of that kind. */
export const frenzy: RuleModule = {
  id: "frenzy",
  rule: FRENZY_RULE,
  skills: ["frenzy"],
  hooks: {
    attackProfile: (ctx, p) => {
      if (p.attack.mode === "molotov" || ctx.survivor.wounds <= 0) return p;
      const n = skillBonus(ctx.state, ctx.survivor, "frenzy", ctx.mode, ctx.weapons);
      return n === 0 ? p : { ...p, dice: p.dice + n * ctx.survivor.wounds * ctx.sets };
    },
  },
  words: PLAY_WORDS,
};
