import type { ZombicideEvent } from "../../../game/events.ts";
import type { ZombicideState } from "../../../game/types.ts";
import { activateSpawnZone } from "../../../game/zombies/spawn-zones.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";

export const WAKES_RULE =
  "rio mission M9 Blue Spawn (inactive until an Abomination is spawned: it is placed on the Blue Spawn Zone, a new card replaces the original Spawn, and the Blue Spawn is active from then on)";

export interface AbominationWokeSpawn {
  readonly type: "AbominationWokeSpawn";
  readonly from: string;
  readonly to: string;
  readonly zombies: readonly string[];
  readonly rule: string;
}
declare module "../../../game/events.ts" {
  interface ModuleEvents {
    AbominationWokeSpawn: AbominationWokeSpawn;
  }
}

/**
 * An Abomination spawned anywhere while an inactive Blue Spawn Zone waits: it goes to the Blue Spawn Zone, the
 * Blue Spawn is active from the next Spawn Step, and the zone it was drawn for draws a new card now.
 */
function wake(
  ctx: { readonly zone: string; readonly card: string; readonly events: ZombicideEvent[] },
  state: ZombicideState,
): ZombicideState {
  const blue = state.spawns.find((s) => s.colour === "blue" && s.activeFrom === null);
  if (!blue || blue.zone === ctx.zone) return state;
  const spawned = [...ctx.events].reverse().find((e) => e.type === "ZombiesSpawned" && e.zone === ctx.zone);
  if (spawned?.type !== "ZombiesSpawned") return state;
  if (state.zombieCatalog.types[spawned.zombie]?.maxOnBoard === undefined) return state;
  const moved = new Set(spawned.zombies);
  ctx.events.push({
    type: "AbominationWokeSpawn",
    from: ctx.zone,
    to: blue.zone,
    zombies: [...moved],
    rule: WAKES_RULE,
  });
  const next = activateSpawnZone(
    { ...state, zombies: state.zombies.map((z) => (moved.has(z.id) ? { ...z, zone: blue.zone } : z)) },
    blue.token,
  );
  const redraw = { kind: "spawn", zone: ctx.zone, source: "spawn-zone" } as const;
  return { ...next, zombieWork: [redraw, ...next.zombieWork] };
}

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-mission-m9-blue-spawn": "rio mission M9 Blue Spawn",
  },
  "pt-BR": {
    "rule.rio-mission-m9-blue-spawn": "rio, missão M9: Invasão Azul",
  },
};

/** M9's Blue Spawn: the first Abomination spawned wakes the inactive Blue Spawn Zone and moves there. */
export const abominationWakesSpawn: RuleModule = {
  id: "abomination-wakes-spawn",
  rule: WAKES_RULE,
  hooks: { afterSpawn: wake },
  events: { AbominationWokeSpawn: { fields: { zombies: "zombies" } } },
  words: joinWords(
    {
      en: {
        name: "The Abomination wakes the Blue Spawn",
        summary: "The first Abomination spawned goes to the Blue Spawn Zone, which is active from then on.",
        "event.AbominationWokeSpawn":
          "The Abomination drawn for {{from}} goes to the Blue Spawn Zone {{to}}, which wakes up; {{from}} draws again",
      },
      "pt-BR": {
        name: "A Abominação acorda a Invasão Azul",
        summary:
          "A primeira Abominação surgida vai para a Zona de Invasão Azul, que fica ativa a partir daí.",
        "event.AbominationWokeSpawn":
          "A Abominação comprada para {{from}} vai para a Zona de Invasão Azul {{to}}, que acorda; {{from}} compra de novo",
      },
    },
    CITED,
  ),
};
