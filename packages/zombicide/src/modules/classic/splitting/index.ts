import type { ZombicideState } from "../../../game/types.ts";
import { miniaturesLeft, placeZombies, zombiesOfType } from "../../../game/zombies/place.ts";
import { activation } from "../../../game/zombies/spawn.ts";
import {
  type GroupPlan,
  isTask,
  moduleTask,
  type SplitPart,
  type WorkTask,
  type ZombieTask,
} from "../../../game/zombies/tasks.ts";
import { type RuleModule, taskRunner } from "../../../kernel/module.ts";
import { slice } from "../../../kernel/slices.ts";

export const CLASSIC_SPLIT_RULE =
  "classic §5b Splitting (zombies are added so that every group gets the same number of each type)";
const OUT_RULE =
  "classic §5b Splitting short of miniatures (every zombie of that type gets an extra Activation)";

/**
 * The zombie types whose shortage Activation is under way. A split short of miniatures during that very
 * Activation gives no further one (engine reading (?): the book does not say; chained, the extra Activations
 * of a crowd at forks would never end the Zombie Phase).
 */
const shortageSlice = slice<{ readonly running: readonly string[] }>("classic-splitting", { running: [] });

/** Queued after a shortage's extra Activation: that Activation is over. */
type ShortageOver = { readonly kind: "classic-shortage-over"; readonly zombie: string };

/** The extra Activation of every zombie of each type short, each followed by the task that says it is over. */
function shortageActivations(state: ZombicideState, short: readonly string[]): ZombicideState {
  const running = shortageSlice.read(state).running;
  const types = short.filter((type) => !running.includes(type));
  if (types.length === 0) return state;
  const work: WorkTask[] = types.flatMap((zombie) => [
    activation(zombiesOfType(state, zombie), "out-of-miniatures"),
    moduleTask<ShortageOver>({ kind: "classic-shortage-over", zombie }),
  ]);
  const next = shortageSlice.write(state, { running: [...running, ...types] });
  return { ...next, zombieWork: [...work, ...next.zombieWork] };
}

function shortageOver(state: ZombicideState, task: ShortageOver): ZombicideState {
  return shortageSlice.update(state, (v) => ({ running: v.running.filter((t) => t !== task.zombie) }));
}

/**
 * Season 1's split: a group facing several equal routes splits into equal groups, and zombies of each type are
 * added in its zone (up to the next multiple of the number of routes) so that every group gets the same number
 * of each type (the book's example: 4 Walkers, 1 Fatty, 3 Runners on two routes add 1 Fatty, without escort,
 * and 1 Runner). Short of miniatures, what is left is added, every zombie of that type gets an extra
 * Activation (not again while it runs), and the players place the spares as in the core rule. A type limited
 * on the board (the Abomination) is never added: its spares are the players' choice.
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
      return { state: shortageActivations(s, short), plan: out };
    },
  },
  zombieTasks: { "classic-shortage-over": taskRunner<ShortageOver>(shortageOver) },
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
