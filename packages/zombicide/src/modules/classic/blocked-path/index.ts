import { tablesOf } from "../../../game/board-of.ts";
import { routeThroughDoors } from "../../../game/zombies/door-routes.ts";
import { noiseByZone } from "../../../game/zombies/hunt.ts";
import type { RuleModule } from "../../../kernel/module.ts";

export const BLOCKED_PATH_RULE =
  "classic §5b Blocked path; Toxic City Mall, No path to the Survivors (zombies that cannot reach the loudest Zone go for a Survivor they can reach; with none, along the shortest way as if the doors were open, locked doors still stopping them)";

/**
 * Zombies with no open path (classic §5b, the Season 1 FAQ; the seed's "no path to the Survivors" in the mall): when
 * no open path leads to the loudest Zone, they go for the loudest Zone holding a Survivor they can reach (the FAQ's
 * "a Survivor in a less noisy Zone" (?): the FAQ page was only read in part); when no Survivor can be reached, they
 * take the shortest way to the loudest Zone as if the closed doors were open. Locked doors still stop them, and a
 * closed door on that way is not crossed: they press at it (?), as Fort Hendrix's outside invasion reads it.
 * 2E's core has them stay instead.
 */
export const classicBlockedPath: RuleModule = {
  id: "classic-blocked-path",
  rule: BLOCKED_PATH_RULE,
  hooks: {
    noOpenPath: ({ state, from, destinations, actor }) => {
      const { n, steps, neighbours } = tablesOf(state, actor);
      const field = noiseByZone(state);
      let loudest = -1;
      let reachable: number[] = [];
      for (let z = 0; z < n; z++) {
        if ((field.survivors[z] as number) === 0 || z === from || (steps[from * n + z] as number) < 0)
          continue;
        const v = field.noise[z] as number;
        if (v > loudest) {
          loudest = v;
          reachable = [z];
        } else if (v === loudest) reachable.push(z);
      }
      if (reachable.length > 0) {
        const branches = new Set<number>();
        for (const d of reachable) {
          const left = steps[from * n + d] as number;
          for (const m of neighbours[from] as number[])
            if ((steps[m * n + d] as number) === left - 1) branches.add(m);
        }
        return { branches: [...branches].sort((a, b) => a - b), stay: null, rule: BLOCKED_PATH_RULE };
      }
      const route = routeThroughDoors(state, from, destinations, actor);
      if (!route) return null;
      if (route.branches.length > 0) return { branches: route.branches, stay: null, rule: BLOCKED_PATH_RULE };
      return {
        branches: [],
        rule: BLOCKED_PATH_RULE,
        stay: `no path leads to a survivor: they press at the closed door ${route.doors.join(", ")} on the shortest way to the loudest zone`,
      };
    },
  },
  words: {
    en: {
      name: "Blocked path (classic)",
      summary:
        "Zombies that cannot reach the loudest Zone go for a Survivor they can reach; with none, as if the doors were open (locked doors still stop them).",
    },
    "pt-BR": {
      name: "Caminho bloqueado (clássico)",
      summary:
        "Zumbis que não alcançam a Zona mais barulhenta vão atrás de um Sobrevivente que alcancem; sem nenhum, andam como se as portas estivessem abertas (portas trancadas ainda os detêm).",
    },
  },
};
