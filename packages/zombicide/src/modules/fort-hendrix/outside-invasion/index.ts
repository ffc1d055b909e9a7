import { routeThroughDoors } from "../../../game/zombies/door-routes.ts";
import { activateSpawnZone } from "../../../game/zombies/spawn-zones.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { settingsOf, stringOf } from "../shared/settings.ts";

export const OUTSIDE_INVASION = "outside-invasion";
export const INVASION_RULE =
  "Fort Hendrix, M10 Outside invasion (the Green Spawn Zone is active from the start; with no open path to the noisiest Zone, Zombies move toward it as if all doors were open, locked doors still stopping them)";

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-m10-outside-invasion": "Fort Hendrix, M10 Outside invasion",
  },
  "pt-BR": {
    "rule.fort-hendrix-m10-outside-invasion": "Fort Hendrix, M10 Invasão de fora",
  },
};

/**
 * Outside invasion (M10): the Spawn Zone `spawn` (a token id) is active from the start; zombies with no open
 * path to the loudest zone move along the shortest route as if every closed door were open (locked doors, of a
 * colour not unlocked yet, still stop them). A route whose next step is a closed door leaves them pressing at it:
 * a closed door is not crossed (?).
 */
export const outsideInvasion: RuleModule = {
  id: OUTSIDE_INVASION,
  rule: INVASION_RULE,
  hooks: {
    setup: (ctx, state) => {
      const spawn = stringOf(settingsOf(ctx.mission, OUTSIDE_INVASION).spawn);
      return spawn === undefined ? state : activateSpawnZone(state, spawn);
    },
    noOpenPath: ({ state, from, destinations, actor }) => {
      const route = routeThroughDoors(state, from, destinations, actor);
      if (!route) return null;
      return {
        branches: route.branches,
        rule: INVASION_RULE,
        stay:
          route.branches.length > 0
            ? null
            : `they press at the closed door ${route.doors.join(", ")} on their way to the loudest zone (outside invasion)`,
      };
    },
  },
  words: joinWords(
    {
      en: {
        name: "Outside invasion",
        summary:
          "A Spawn Zone is active from the start; zombies with no open path move as if the doors were open (locked doors still stop them).",
      },
      "pt-BR": {
        name: "Invasão externa",
        summary:
          "Uma Zona de Invasão fica ativa desde o início; zumbis sem caminho aberto andam como se as portas estivessem abertas (portas trancadas ainda os param).",
      },
    },
    CITED,
  ),
};
