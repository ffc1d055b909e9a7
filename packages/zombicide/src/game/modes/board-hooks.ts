import type { BoardHooks } from "../../board/passage.ts";
import { boardHooksOf } from "../../kernel/registry.ts";

/**
 * The board hooks the game's modules switch on (docs/tiles-and-maps.md lists the hook points), and a key that
 * names that set, so sight tables built with different hooks are never mixed up. Several modules' hooks
 * combine: a crossing is allowed only when none forbids it, a zone is seen only when every filter allows it.
 */
export function boardHooksFor(modules: readonly string[]): {
  readonly key: string;
  readonly hooks: BoardHooks;
} {
  let found = cache.get(modules);
  if (!found) {
    found = combine(boardHooksOf(modules));
    cache.set(modules, found);
  }
  return found;
}

const cache = new WeakMap<readonly string[], { readonly key: string; readonly hooks: BoardHooks }>();

function combine(list: readonly { readonly id: string; readonly hooks: BoardHooks }[]): {
  readonly key: string;
  readonly hooks: BoardHooks;
} {
  if (list.length === 0) return { key: "", hooks: {} };
  if (list.length === 1)
    return { key: (list[0] as (typeof list)[0]).id, hooks: (list[0] as (typeof list)[0]).hooks };
  const filters = list.flatMap((m) => (m.hooks.sightFilter ? [m.hooks.sightFilter] : []));
  const crossings = list.flatMap((m) => (m.hooks.crossing ? [m.hooks.crossing] : []));
  const hooks: BoardHooks = {
    ...(filters.length > 0
      ? { sightFilter: (board, from, to, range) => filters.every((f) => f(board, from, to, range)) }
      : {}),
    ...(crossings.length > 0
      ? {
          crossing: (code, open, purpose) => {
            let answer: boolean | undefined;
            for (const c of crossings) {
              const a = c(code, open, purpose);
              if (a === false) return false;
              if (a === true) answer = true;
            }
            return answer;
          },
        }
      : {}),
  };
  return { key: list.map((m) => m.id).join("+"), hooks };
}
