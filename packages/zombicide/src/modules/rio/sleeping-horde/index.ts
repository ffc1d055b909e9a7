import type { ZombicideState } from "../../../game/types.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { slice } from "../../../kernel/slices.ts";

export const SLEEPING_RULE =
  "rio mission M5 Setup: the Zombies placed at setup do not Activate during the first Zombie Phase";

/** The zombies on the board when the mission starts. */
const sleepers = slice<readonly string[]>("sleeping-horde", []);

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-mission-m5-setup-the-zombies-placed-at-setup-do-not-activate-during-the-first-zombie-phase":
      "rio mission M5 Setup: the Zombies placed at setup do not Activate during the first Zombie Phase",
  },
  "pt-BR": {
    "rule.rio-mission-m5-setup-the-zombies-placed-at-setup-do-not-activate-during-the-first-zombie-phase":
      "rio, missão M5 Preparação: os Zumbis postos na preparação não se Ativam na primeira Fase dos Zumbis",
  },
};

/** M5: the horde set up in the marked Zone sits out the first Zombie Phase (it is there from then on). */
export const sleepingHorde: RuleModule = {
  id: "sleeping-horde",
  rule: SLEEPING_RULE,
  hooks: {
    setup: (_ctx, state) =>
      sleepers.write(
        state,
        state.zombies.map((z) => z.id),
      ),
    zombiesActivating: ({ state }: { readonly state: ZombicideState }, zombies) => {
      if (state.turn.round !== 1) return zombies;
      const asleep = new Set(sleepers.read(state));
      return asleep.size === 0 ? zombies : zombies.filter((id) => !asleep.has(id));
    },
  },
  words: joinWords(
    {
      en: {
        name: "Sleeping horde",
        summary: "The zombies set up on the map sit out the first Zombie Phase.",
      },
      "pt-BR": {
        name: "Horda adormecida",
        summary: "Os zumbis postos no mapa não agem na primeira Fase dos Zumbis.",
      },
    },
    CITED,
  ),
};
