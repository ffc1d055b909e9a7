import type { MissionGoal } from "@horda/content";
import { fill } from "./cause-words.ts";

/**
 * A mission goal in the reader's words, for the Mission lab's "goals reached" plot and the CLI. The report keeps
 * the goal's data (language-free); these templates say it, `{name}` filled from the goal.
 */
export interface GoalWords {
  /** The language these words are in: a goal's own text (a counter goal's) is read in it. */
  readonly lang: "en" | "pt-BR";
  readonly objectives: string;
  readonly objectivesColour: string;
  readonly all: string;
  readonly exitAll: string;
  readonly exit: string;
  readonly noAbomination: string;
  readonly kill: string;
  /** Kill so many of one type ("Kill 4 × Runner": the type's name stays singular). */
  readonly killType: string;
  readonly zombies: string;
  readonly rounds: string;
  readonly counter: string;
  /** Objective colours by their data name (red, blue, green, yellow, purple, white). */
  readonly colours: Readonly<Record<string, string>>;
}

export const ENGLISH_GOAL_WORDS: GoalWords = {
  lang: "en",
  objectives: "Take {count} Objectives",
  objectivesColour: "Take {count} {colour} Objectives",
  all: "all",
  exitAll: "Everyone reaches the Exit",
  exit: "{count} survivors reach the Exit",
  noAbomination: "(no Abomination there)",
  kill: "Kill {count} {zombie}",
  killType: "Kill {count} × {zombie}",
  zombies: "zombies",
  rounds: "Survive {rounds} rounds",
  counter: "Counter {counter} reaches {value}",
  colours: { red: "red", blue: "blue", green: "green", yellow: "yellow", purple: "purple", white: "white" },
};

export const PORTUGUESE_GOAL_WORDS: GoalWords = {
  lang: "pt-BR",
  objectives: "Pegar {count} Objetivos",
  objectivesColour: "Pegar {count} Objetivos {colour}",
  all: "todos os",
  exitAll: "Todos chegam à Saída",
  exit: "{count} sobreviventes chegam à Saída",
  noAbomination: "(sem Abominação lá)",
  kill: "Matar {count} {zombie}",
  killType: "Matar {count} × {zombie}",
  zombies: "zumbis",
  rounds: "Sobreviver {rounds} rodadas",
  counter: "Contador {counter} chega a {value}",
  colours: {
    red: "vermelhos",
    blue: "azuis",
    green: "verdes",
    yellow: "amarelos",
    purple: "roxos",
    white: "brancos",
  },
};

const spaced = (id: string) => id.replace(/[-_]+/g, " ");

/**
 * The goal in words ("Take all purple Objectives", "Counter opala out reaches 1"); a zombie type by `zombieName`
 * (its printed name where the caller knows it), a counter goal by its own text when the mission gives one.
 */
export function goalWords(
  goal: MissionGoal,
  words: GoalWords,
  zombieName: (id: string) => string = spaced,
): string {
  switch (goal.goal) {
    case "takeObjectives": {
      const count = goal.count === "all" ? words.all : goal.count;
      return goal.colour
        ? fill(words.objectivesColour, { count, colour: words.colours[goal.colour] ?? goal.colour })
        : fill(words.objectives, { count });
    }
    case "reachExit": {
      const text = goal.survivors === "all" ? words.exitAll : fill(words.exit, { count: goal.survivors });
      return goal.noAbomination ? `${text} ${words.noAbomination}` : text;
    }
    case "killZombies":
      return goal.zombie
        ? fill(words.killType, { count: goal.count, zombie: zombieName(goal.zombie) })
        : fill(words.kill, { count: goal.count, zombie: words.zombies });
    case "surviveRounds":
      return fill(words.rounds, { rounds: goal.rounds });
    case "counter":
      return goal.text
        ? goal.text[words.lang]
        : fill(words.counter, { counter: spaced(goal.counter), value: goal.value });
  }
}
