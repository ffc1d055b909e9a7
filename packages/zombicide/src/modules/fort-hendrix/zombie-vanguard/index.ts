import type { ZombicideState } from "../../../game/types.ts";
import type { Refusal } from "../../../kernel/hooks.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { slice } from "../../../kernel/slices.ts";
import { campaignPlaySlice } from "../../advanced/campaign-play/state.ts";
import { objectiveCardsSlice } from "../../advanced/objective-cards/state.ts";
import { settingsOf, stringOf } from "../shared/settings.ts";

export const ZOMBIE_VANGUARD = "zombie-vanguard";
export const VANGUARD_RULE =
  "Fort Hendrix, M7 Zombie vanguard (only if M6 has not been played: the Green Spawn Zone is active from the start, and the HQ Objective card cannot be taken until it is deactivated)";

interface Vanguard {
  /** The rule applies (the earlier mission was not played). */
  readonly on: boolean;
  readonly spawn: string | null;
  readonly blocksCard: string | null;
}

const vanguard = slice<Vanguard>(ZOMBIE_VANGUARD, { on: false, spawn: null, blocksCard: null });

/** The Spawn Zone is still there and active (removed or deactivated ends the vanguard). */
function spawnActive(state: ZombicideState, token: string | null): boolean {
  return state.spawns.some((s) => s.token === token && s.activeFrom !== null);
}

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-m7-zombie-vanguard": "Fort Hendrix, M7 Zombie vanguard",
  },
  "pt-BR": {
    "rule.fort-hendrix-m7-zombie-vanguard": "Fort Hendrix, M7 Vanguarda zumbi",
  },
};

/**
 * Zombie vanguard (M7): unless the campaign has played the mission `unlessPlayed` (a game outside a campaign has
 * not: the rule applies (?)), the Spawn Zone `spawn` is active from the start and the Objective card
 * `blocksCard` cannot be taken while that Spawn Zone is active.
 */
export const zombieVanguard: RuleModule = {
  id: ZOMBIE_VANGUARD,
  rule: VANGUARD_RULE,
  refusals: ["zombie_vanguard"],
  hooks: {
    setup: (ctx, state) => {
      const s = settingsOf(ctx.mission, ZOMBIE_VANGUARD);
      const unless = stringOf(s.unlessPlayed);
      const played = campaignPlaySlice.read(state).played ?? [];
      const on = unless === undefined || !played.includes(unless);
      const spawn = stringOf(s.spawn) ?? null;
      const next = vanguard.write(state, { on, spawn, blocksCard: stringOf(s.blocksCard) ?? null });
      if (!on) return next;
      return {
        ...next,
        spawns: next.spawns.map((z) => (z.token === spawn ? { ...z, activeFrom: 1 } : z)),
      };
    },
    takeRefused: ({ state, token }): Refusal | null => {
      const v = vanguard.read(state);
      if (!v.on || token.kind !== "objective" || !spawnActive(state, v.spawn)) return null;
      const card = objectiveCardsSlice.read(state).set?.cards.find((c) => c.token === token.id);
      if (!card || card.id !== v.blocksCard) return null;
      return {
        code: "zombie_vanguard",
        why: "this Objective card cannot be taken while the vanguard's Spawn Zone is active",
        rule: VANGUARD_RULE,
      };
    },
  },
  words: joinWords(
    {
      en: {
        "refusal.zombie_vanguard": "This Objective card waits until the vanguard's Spawn Zone is gone.",
        name: "Zombie vanguard",
        summary:
          "Unless the earlier mission was played, a Spawn Zone is active from the start and the main Objective card waits until it is gone.",
      },
      "pt-BR": {
        "refusal.zombie_vanguard": "Esta carta de Objetivo espera até a Zona de Invasão da vanguarda sumir.",
        name: "Vanguarda zumbi",
        summary:
          "Salvo se a missão anterior foi jogada, uma Zona de Invasão fica ativa desde o início e a carta de Objetivo principal espera até ela sumir.",
      },
    },
    CITED,
  ),
};
