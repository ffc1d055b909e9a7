import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";

const RULE =
  "Fort Hendrix, Campaign Skills: Starts with a Repair Kit (the Military deck's Repair Kit, given at setup)";

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-campaign-skills-starts-with-a-repair-kit":
      "Fort Hendrix, Campaign Skills: Starts with a Repair Kit",
  },
  "pt-BR": {
    "rule.fort-hendrix-campaign-skills-starts-with-a-repair-kit":
      "Fort Hendrix, Habilidades de Campanha: Começa com um Kit de Reparos",
  },
};

/**
 * Starts with a Repair Kit (a Fort Hendrix Campaign Skill): the survivor begins each game with the Military deck's
 * Repair Kit card (`fh-repair-kit`), as the core's "Starts with a [Equipment]" gives its card (§10: from the
 * Equipment draw pile if it is there, else a card of its own). The card's rule is the `repair-kit` module's.
 */
export const startsWithRepairKit: RuleModule = {
  id: "starts-with-repair-kit",
  rule: RULE,
  skills: ["starts-with-repair-kit"],
  effects: { "starts-with-repair-kit": () => [{ kind: "startsWith", card: "fh-repair-kit" }] },
  words: joinWords(
    {
      en: { name: "Starts with a Repair Kit", summary: "The survivor begins each game with a Repair Kit." },
      "pt-BR": {
        name: "Começa com um Kit de Reparos",
        summary: "O sobrevivente começa cada jogo com um Kit de Reparos.",
      },
    },
    CITED,
  ),
};
