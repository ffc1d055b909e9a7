import { boardOf } from "../../../game/board-of.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import { survivorById } from "../../../game/survivors.ts";
import { noticed } from "../../../game/zombies/noticed.ts";
import type { RuleModule } from "../../../kernel/module.ts";
import { PLAY_WORDS } from "./play-words.ts";

export const RULE =
  "classic §10 Ninja (makes no Noise at all, neither its miniature nor its equipment; may choose to be noisy)";

/** The Make Noise Action: the Ninja's way of choosing to be noisy (core game/actions/make-noise.ts). */
const CHOSEN = "Make Noise";

/**
 * Ninja (Season 1): its noisy weapons and doors put no Noise token (`noise`), and the Zombies do not count it as
 * a Noise in its Zone (`noiseField`), though they still see it. Choosing to be noisy is the Make Noise Action;
 * Horda offers no other way to (engine reading (?): the book's "may" is not asked for each noisy Action).
 */
export const ninja: RuleModule = {
  id: "ninja",
  rule: RULE,
  skills: ["ninja"],
  hooks: {
    noise: (ctx, tokens) => {
      if (tokens <= 0 || ctx.why === CHOSEN) return tokens;
      const s = survivorById(ctx.state, ctx.survivor);
      return s && hasSkill(s, "ninja", ctx.state) ? 0 : tokens;
    },
    noiseField: ({ state }, field) => {
      const zones = boardOf(state).zoneIndex;
      for (const s of state.survivors) {
        if (!hasSkill(s, "ninja", state) || !noticed(state, s)) continue;
        const z = zones[s.zone];
        if (z !== undefined && (field.noise[z] as number) > 0)
          field.noise[z] = (field.noise[z] as number) - 1;
      }
      return field;
    },
  },
  words: PLAY_WORDS,
};
