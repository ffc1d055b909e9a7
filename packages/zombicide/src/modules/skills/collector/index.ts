import { gainAdrenaline } from "../../../game/adrenaline.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { skillsOf } from "../../../game/skills/effects.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { ZombicideState } from "../../../game/types.ts";
import type { RuleModule } from "../../../kernel/module.ts";
import { PLAY_WORDS } from "./play-words.ts";

export const COLLECTOR_RULE =
  "classic TCM / black-plague §15 Collector: [Zombie type] (double XP for each Zombie of that type it kills)";

/** The types named by the killer's Collector skills ("collector:walker"), each once per copy of the skill. */
function collected(state: ZombicideState, killer: string): readonly string[] {
  const s = survivorById(state, killer);
  if (!s) return [];
  return skillsOf(state, s)
    .filter((k) => k.startsWith("collector:"))
    .map((k) => k.slice("collector:".length));
}

/**
 * Collector: [Zombie type]: a kill of that type (or of a kind of it, a VIP Walker being a Walker) gives its XP a
 * second time. The core gives the first XP; this gives the same again, told as the skill's.
 */
function collect(
  ctx: {
    readonly killed: readonly { readonly type: string }[];
    readonly by: string;
    readonly events: ZombicideEvent[];
  },
  state: ZombicideState,
): ZombicideState {
  const types = collected(state, ctx.by);
  if (types.length === 0) return state;
  const catalog = state.zombieCatalog.types;
  let extra = 0;
  for (const k of ctx.killed) {
    const t = catalog[k.type];
    const copies = types.filter((c) => c === k.type || c === t?.kindOf).length;
    extra += copies * (t?.adrenaline ?? 0);
  }
  if (extra === 0) return state;
  const skill = `collector:${types.find((c) => ctx.killed.some((k) => k.type === c || catalog[k.type]?.kindOf === c))}`;
  ctx.events.push({ type: "SkillUsed", survivor: ctx.by, skill, rule: COLLECTOR_RULE });
  return gainAdrenaline(state, ctx.by, extra, "Collector", ctx.events);
}

/** Collector: [Zombie type] (Toxic City Mall era, Black Plague): double XP for that type's kills. */
export const collector: RuleModule = {
  id: "collector",
  rule: COLLECTOR_RULE,
  skills: ["collector"],
  hooks: { zombiesKilled: (ctx, state) => collect(ctx, state) },
  words: PLAY_WORDS,
};
