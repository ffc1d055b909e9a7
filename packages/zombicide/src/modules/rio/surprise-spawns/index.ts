import { boardOf } from "../../../game/board-of.ts";
import { cardData } from "../../../game/cards.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import type { ZombicideState } from "../../../game/types.ts";
import { placeZombies } from "../../../game/zombies/place.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";

export const SURPRISE_RULE =
  "rio §Surprise Spawns (a card with the icon drawn by a Search or by taking an Objective card: before its effect, 1 Walker per icon in every Zone with a Surprise Spawn token, even if the card is discarded)";

/** The map token a mission lays (`{ "kind": "token", "name": "surprise-spawn" }`). */
export const SURPRISE_TOKEN = "surprise-spawn";

/** Zones holding a Surprise Spawn token, in board order (one Zone counts once per token). */
export function surpriseZones(state: ZombicideState): string[] {
  const board = boardOf(state);
  return board.tokens
    .filter((t) => t.kind === SURPRISE_TOKEN || (t.kind === "token" && t.props.name === SURPRISE_TOKEN))
    .map((t) => board.zones[t.zone]?.id as string);
}

/**
 * A card drawn by a Search, an Epic Weapon Crate or an Objective card (the `cardDrawn` hook is asked only there)
 * with Surprise Spawn icons: 1 Walker per icon in each token's Zone, at once. Without tokens, nothing.
 */
export function surpriseSpawn(
  ctx: { readonly survivor: string; readonly uid: string; readonly events: ZombicideEvent[] },
  state: ZombicideState,
): ZombicideState {
  const icons = cardData(state, ctx.uid)?.surpriseSpawn?.value ?? 0;
  if (icons <= 0) return state;
  let next = state;
  for (const zone of surpriseZones(state)) {
    const placed = placeZombies(next, "walker", zone, icons);
    next = placed.state;
    ctx.events.push({
      type: "ZombiesSpawned",
      zone,
      zombie: "walker",
      zombies: placed.placed,
      rush: false,
      rule: SURPRISE_RULE,
    });
  }
  return next;
}

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-surprise-spawns": "rio §Surprise Spawns",
  },
  "pt-BR": {
    "rule.rio-surprise-spawns": "rio §Invasões Surpresa",
  },
};

/** Surprise Spawns (Rio Z Janeiro): the icon on a card drawn by a Search or an Objective card spawns Walkers. */
export const surpriseSpawns: RuleModule = {
  id: "surprise-spawns",
  rule: SURPRISE_RULE,
  hooks: { cardDrawn: surpriseSpawn },
  words: joinWords(
    {
      en: {
        name: "Surprise Spawns",
        summary:
          "A card with the Surprise Spawn icon found by a Search puts 1 Walker per icon on each Surprise Spawn token.",
      },
      "pt-BR": {
        name: "Invasões Surpresa",
        summary:
          "Uma carta com o ícone de Invasão Surpresa achada numa Busca põe 1 Lerdo por ícone em cada marcador de Invasão Surpresa.",
      },
    },
    CITED,
  ),
};
