import { boardOf } from "../../../game/board-of.ts";
import type { ZombicideState, ZoneId } from "../../../game/types.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";

export const SPLIT_START_RULE =
  "rio missions M1, M9, M10 Setup: the Survivors start split between the Starting Zones (3 in each in M1, equally in M9, at least 1 in each in M10)";

/**
 * Setup: the survivors the map put in its first Starting Zone are dealt round the Starting Zones in table order
 * (3 and 3 for 6 survivors and 2 zones), their Companions with them. A survivor given a zone elsewhere stays.
 */
export function splitStart(state: ZombicideState): ZombicideState {
  const board = boardOf(state);
  const starts: ZoneId[] = board.tokens
    .filter((t) => t.kind === "start")
    .map((t) => board.zones[t.zone]?.id as ZoneId)
    .filter((z, i, all) => all.indexOf(z) === i);
  if (starts.length < 2) return state;
  const first = starts[0] as ZoneId;
  const moved = new Map<string, ZoneId>();
  let i = 0;
  for (const s of state.survivors)
    if (s.companion === undefined && s.zone === first) moved.set(s.id, starts[i++ % starts.length] as ZoneId);
  return {
    ...state,
    survivors: state.survivors.map((s) => {
      const leader = s.companion?.leader;
      const to = moved.get(s.id) ?? (leader && s.zone === first ? moved.get(leader) : undefined);
      return to === undefined ? s : { ...s, zone: to };
    }),
  };
}

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-missions-m1-m9-m10-setup-the-survivors-start-split-between-the-starting-zones":
      "rio missions M1, M9, M10 Setup: the Survivors start split between the Starting Zones",
  },
  "pt-BR": {
    "rule.rio-missions-m1-m9-m10-setup-the-survivors-start-split-between-the-starting-zones":
      "rio, missões M1, M9, M10 Preparação: os Sobreviventes começam divididos entre as Zonas Iniciais",
  },
};

export const splitStartRules: RuleModule = {
  id: "split-start",
  rule: SPLIT_START_RULE,
  hooks: { setup: (_ctx, state) => splitStart(state) },
  words: joinWords(
    {
      en: { name: "Split start", summary: "The survivors start shared out between the Starting Zones." },
      "pt-BR": {
        name: "Início dividido",
        summary: "Os sobreviventes começam repartidos entre as Zonas Iniciais.",
      },
    },
    CITED,
  ),
};
