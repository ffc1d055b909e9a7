import type { ZombicideState } from "../../../game/types.ts";
import type { RuleModule } from "../../../kernel/module.ts";

export const MORE_SURVIVORS_RULE =
  "black-plague §1 7 or more Survivors (1 extra Spawn token per 2 Survivors beyond 6, rounded up, stacked on a Spawn Zone; Horda stacks them on the first)";

/** Extra Spawn tokens for more than 6 Survivors, stacked on the first Spawn Zone (the players' choice in the book). */
function extraTokens(state: ZombicideState): ZombicideState {
  const extra = Math.ceil(Math.max(0, state.survivors.length - 6) / 2);
  const first = state.spawns[0];
  if (extra === 0 || !first) return state;
  const added = Array.from({ length: extra }, (_, i) => ({
    ...first,
    token: `extra-${i + 1}`,
    colour: "red",
  }));
  return { ...state, spawns: [...state.spawns, ...added] };
}

export const moreSurvivors: RuleModule = {
  id: "more-survivors",
  rule: MORE_SURVIVORS_RULE,
  hooks: { setup: (_ctx, state) => extraTokens(state) },
  words: {
    en: { name: "More than 6 Survivors", summary: "1 extra Spawn token per 2 Survivors beyond 6." },
    "pt-BR": {
      name: "Mais de 6 Sobreviventes",
      summary: "1 ficha de Entrada extra a cada 2 Sobreviventes além de 6.",
    },
  },
};
