import type { ZombicideState } from "../../../game/types.ts";
import { miniaturesLeft, placeZombies, zombiesOfType } from "../../../game/zombies/place.ts";
import { activation } from "../../../game/zombies/spawn.ts";
import { type GroupPlan, isTask, type SplitPart, type ZombieTask } from "../../../game/zombies/tasks.ts";
import type { RuleModule } from "../../../kernel/module.ts";

export const CLASSIC_SPLIT_RULE =
  "classic §5b Splitting (zombies are added so that every group gets the same number of each type)";
const OUT_RULE =
  "classic §5b Splitting short of miniatures (every zombie of that type gets an extra Activation)";

/**
 * Season 1's split: a group facing several equal routes splits into equal groups, and zombies of each type are
 * added in its zone (up to the next multiple of the number of routes) so that every group gets the same number
 * of each type (the book's example: 4 Walkers, 1 Fatty, 3 Runners on two routes add 1 Fatty, without escort,
 * and 1 Runner). Short of miniatures, what is left is added, every zombie of that type gets an extra
 * Activation, and the players place the spares as in the core rule. A type limited on the board (the
 * Abomination) is never added: its spares are the players' choice.
 */
export const classicSplitting: RuleModule = {
  id: "classic-splitting",
  rule: CLASSIC_SPLIT_RULE,
  hooks: {
    splitGroup: ({ state, from, plan, events }) => {
      const k = plan.branches.length;
      let s: ZombicideState = state;
      const short: string[] = [];
      const parts: SplitPart[] = plan.parts.map((part) => {
        const type = s.zombies.find((z) => z.id === part.zombies[0])?.type ?? part.key;
        const missing = (k - (part.zombies.length % k)) % k;
        if (missing === 0) return { ...part, spareTo: [] };
        if (part.key !== type || s.zombieCatalog.types[type]?.maxOnBoard !== undefined) return part;
        const left = miniaturesLeft(s, type);
        const added = placeZombies(s, type, from, missing);
        s = added.state;
        if (added.placed.length > 0)
          events.push({
            type: "ZombiesSpawned",
            zone: from,
            zombie: type,
            zombies: added.placed,
            rush: false,
            rule: CLASSIC_SPLIT_RULE,
          });
        s = joinLaterActions(s, part.zombies[0] as string, added.placed);
        const zombies = [...part.zombies, ...added.placed];
        if (left >= missing) return { ...part, zombies, spareTo: [] };
        events.push({
          type: "ZombiePoolExhausted",
          zombie: type,
          wanted: missing,
          placed: added.placed.length,
          rule: OUT_RULE,
        });
        short.push(type);
        return { ...part, zombies, spareTo: zombies.length % k === 0 ? [] : null };
      });
      const out: GroupPlan = { ...plan, parts };
      const extra = short.map((type) => activation(zombiesOfType(s, type), "out-of-miniatures"));
      return { state: extra.length > 0 ? { ...s, zombieWork: [...extra, ...s.zombieWork] } : s, plan: out };
    },
  },
  words: {
    en: {
      name: "Classic splitting",
      summary: "A splitting group gets zombies added so that every group is the same.",
    },
    "pt-BR": {
      name: "Divisão clássica",
      summary: "Um grupo que se divide recebe Zumbis a mais para que todos os grupos fiquem iguais.",
    },
  },
};

/** Added zombies join their group's Actions still to come in this activation (a Runner's second Action). */
function joinLaterActions(state: ZombicideState, member: string, added: readonly string[]): ZombicideState {
  if (added.length === 0) return state;
  const at = state.zombieWork.findIndex((t) => isTask(t, "activate") && t.zombies.includes(member));
  if (at < 0) return state;
  const task = state.zombieWork[at] as Extract<ZombieTask, { kind: "activate" }>;
  const work = [...state.zombieWork];
  work[at] = { ...task, zombies: [...task.zombies, ...added] };
  return { ...state, zombieWork: work };
}
