import type { ZombicideEvent } from "../../../game/events.ts";
import { skillsOf } from "../../../game/skills/effects.ts";
import { inPlay } from "../../../game/survivors.ts";
import type { ZombicideState } from "../../../game/types.ts";
import type { AttackContext } from "../../../kernel/hooks.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { slice } from "../../../kernel/slices.ts";
import { PLAY_WORDS } from "./play-words.ts";

const BLESSED = "blessed";
export const BLESSED_RULE =
  "rio New Skills, Blessed (all other Survivors in the same Zone as this Survivor can re-roll 1 of their dice once during the Player Phase; stacks with Lucky)";

/** The round each survivor last used a Blessed re-roll (once per Player Phase). */
const usedSlice = slice<Readonly<Record<string, number>>>(BLESSED, {});

const ONE: readonly string[] = [BLESSED];
const NONE: readonly string[] = [];

/** Another survivor in the attacker's Zone is Blessed, it is the Player Phase, and the attacker has not used it. */
function blessedReroll(ctx: AttackContext): readonly string[] {
  const { state, survivor } = ctx;
  if (state.turn.phase !== "players" || usedSlice.read(state)[survivor.id] === state.turn.round) return NONE;
  const blessing = state.survivors.some(
    (o) =>
      o.id !== survivor.id &&
      o.zone === survivor.zone &&
      inPlay(o) &&
      o.companion === undefined &&
      skillsOf(state, o).includes(BLESSED),
  );
  return blessing ? ONE : NONE;
}

/** A Blessed re-roll used: that survivor has had its one for this Player Phase. */
function markUsed(applied: { readonly state: ZombicideState; readonly events: readonly ZombicideEvent[] }): {
  readonly state: ZombicideState;
  readonly events: readonly ZombicideEvent[];
} {
  const used = applied.events.filter((e) => e.type === "DiceRerolled" && e.source === BLESSED);
  if (used.length === 0) return applied;
  let state = applied.state;
  for (const e of used)
    if (e.type === "DiceRerolled")
      state = usedSlice.update(state, (u) => ({ ...u, [e.survivor]: applied.state.turn.round }));
  return { state, events: applied.events };
}

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-new-skills-blessed": "rio New Skills, Blessed",
  },
  "pt-BR": {
    "rule.rio-new-skills-blessed": "rio, Novas Habilidades: Abençoado",
  },
};

/** Blessed (Rio): the survivors sharing this survivor's Zone may re-roll one die, once each Player Phase. */
export const blessed: RuleModule = {
  id: BLESSED,
  rule: BLESSED_RULE,
  skills: [BLESSED],
  hooks: {
    rerolls: blessedReroll,
    rerollOneDie: ({ source }) => source === BLESSED,
    afterCommand: (_ctx, applied) => markUsed(applied),
  },
  words: joinWords(
    {
      en: { name: "Blessed", reroll: "Blessed: re-roll one die" },
      "pt-BR": { name: "Abençoado", reroll: "Abençoado: rolar de novo um dado" },
    },
    PLAY_WORDS,
    CITED,
  ),
};
