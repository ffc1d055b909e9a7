import type { BoardHookSet } from "../../../../board/passage.ts";
import { boardOf } from "../../../../game/board-of.ts";
import type { ZombicideState } from "../../../../game/types.ts";
import { isTask } from "../../../../game/zombies/tasks.ts";
import { joinWords, type RuleModule } from "../../../../kernel/module.ts";
import { BARRICADE_RULE, buildBarricade, tearDownBarricade } from "./commands.ts";
import { EVENT_WORDS, EVENTS } from "./events.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { BARRICADES, barricadesSlice, blockedEdges, sitesOfMission, zonesOfEdge } from "./sites.ts";

const DESTROY_RULE =
  "Toxic City Mall, Barricades (zombies given an extra Activation in a barricade's Zone spend it destroying the barricade)";
const HELD_RULE =
  "Toxic City Mall, Barricades (zombies path as if there were none, but a complete one stops them: they pile up behind it)";

/**
 * Survivors never step across a blocked site; sight is not changed (one shoots over a barricade, zombies see
 * through it). Zombies path as if there were no barricade (their tables are the plain ones): the
 * `zombiesEnter` hook holds back their steps across it.
 */
const barricadeBoardHooks: BoardHookSet<ZombicideState> = {
  id: BARRICADES,
  key: (state) => blockedEdges(state).join(","),
  actorClass: (actor) => (actor === "survivor" ? "s" : "z"),
  crossing: ({ edge, purpose, actor, state }) =>
    purpose === "move" && actor === "survivor" && state !== undefined && blockedEdges(state).includes(edge.id)
      ? false
      : undefined,
};

/**
 * Barricades (Toxic City Mall; seed 001): built only at the mission's marked places (`settings.barricades.sites`),
 * in a Zone without zombies, 3 Actions at once to start one (incomplete: no effect) and 3 more to complete it (5 XP
 * to each builder; two survivors may do it in one turn). A door or half a street Zone needs one complete
 * barricade, a street Zone or a mall double door two. They block movement, not sight; complete ones do not count
 * as doors for spawning. A survivor tears one down as it opens a door; zombies given an extra Activation in a Zone
 * of the barricade spend it destroying it.
 */
export const barricades: RuleModule = {
  id: BARRICADES,
  rule: BARRICADE_RULE,
  board: barricadeBoardHooks,
  commands: [buildBarricade, tearDownBarricade],
  hooks: {
    setup: ({ mission }, state) => {
      const sites = sitesOfMission(mission, boardOf(state));
      if (sites.length === 0 || barricadesSlice.read(state).sites.length > 0) return state;
      return barricadesSlice.write(state, { sites });
    },
    zombiesEnter: ({ state, from, events }, moves) => {
      const blocked = blockedEdges(state);
      if (blocked.length === 0) return moves;
      const shut = new Set(
        blocked.flatMap((e) => {
          const zones = zonesOfEdge(state, e);
          return zones.includes(from) ? zones.filter((z) => z !== from) : [];
        }),
      );
      if (shut.size === 0) return moves;
      const held = moves.filter(([to]) => shut.has(to));
      if (held.length === 0) return moves;
      events.push({
        type: "ZombiesStoppedByBarricade",
        zone: from,
        zombies: held.flatMap(([, z]) => z),
        rule: HELD_RULE,
      });
      return moves.filter(([to]) => !shut.has(to));
    },
    extraActivation: ({ events }, state) => {
      const b = barricadesSlice.read(state);
      if (b.sites.every((s) => s.tokens.length === 0)) return state;
      // The card's activation (none at Blue), queued first; what other modules queued may stand ahead of it.
      const at = state.zombieWork.findIndex((t) => isTask(t, "activate") && t.reason === "extra-activation");
      const head = state.zombieWork[at];
      if (!head || !isTask(head, "activate")) return state;
      const activated = new Set(head.zombies);
      let spent: string[] = [];
      const sites = b.sites.map((site) => {
        if (site.tokens.length === 0) return site;
        const zones = zonesOfEdge(state, site.edge);
        const there = state.zombies
          .filter((z) => activated.has(z.id) && zones.includes(z.zone))
          .map((z) => z.id);
        if (there.length === 0) return site;
        spent = [...spent, ...there];
        events.push({
          type: "BarricadeTornDown",
          survivor: null,
          edge: site.edge,
          with: null,
          rule: DESTROY_RULE,
        });
        return { ...site, tokens: [] };
      });
      if (spent.length === 0) return state;
      const left = head.zombies.filter((z) => !spent.includes(z));
      const work = state.zombieWork.flatMap((t, i) =>
        i !== at ? [t] : left.length > 0 ? [{ ...head, zombies: left }] : [],
      );
      return { ...barricadesSlice.write(state, { sites }), zombieWork: work };
    },
  },
  ...PLAY,
  events: EVENTS,
  words: joinWords(EVENT_WORDS, PLAY_WORDS, {
    en: {
      name: "Barricades",
      summary: "Build barricades at marked places (3 + 3 Actions, 5 XP); they stop movement, not sight.",
    },
    "pt-BR": {
      name: "Barricadas",
      summary:
        "Construa barricadas nos locais marcados (3 + 3 Ações, 5 XP); elas detêm o movimento, não a visão.",
    },
  }),
};
