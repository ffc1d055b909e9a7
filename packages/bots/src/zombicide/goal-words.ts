import type { MissionGoal } from "@horda/content";
import { fill } from "./cause-words.ts";

/**
 * A mission goal in the reader's words, for the Mission lab's "goals reached" plot and the CLI. The report keeps
 * the goal's data (language-free); these templates say it, `{name}` filled from the goal.
 */
export interface GoalWords {
  readonly objectives: string;
  readonly objectivesColour: string;
  readonly all: string;
  readonly exitAll: string;
  readonly exit: string;
  readonly noAbomination: string;
  readonly kill: string;
  readonly zombies: string;
  readonly rounds: string;
  readonly counter: string;
  /** Objective colours by their data name (red, blue, green, yellow, purple, white). */
  readonly colours: Readonly<Record<string, string>>;
}

export const ENGLISH_GOAL_WORDS: GoalWords = {
  objectives: "Take {count} Objectives",
  objectivesColour: "Take {count} {colour} Objectives",
  all: "all",
  exitAll: "Everyone reaches the Exit",
  exit: "{count} survivors reach the Exit",
  noAbomination: "(no Abomination there)",
  kill: "Kill {count} {zombie}",
  zombies: "zombies",
  rounds: "Survive {rounds} rounds",
  counter: "Counter {counter} reaches {value}",
  colours: { red: "red", blue: "blue", green: "green", yellow: "yellow", purple: "purple", white: "white" },
};

export const PORTUGUESE_GOAL_WORDS: GoalWords = {
  objectives: "Pegar {count} Objetivos",
  objectivesColour: "Pegar {count} Objetivos {colour}",
  all: "todos os",
  exitAll: "Todos chegam à Saída",
  exit: "{count} sobreviventes chegam à Saída",
  noAbomination: "(sem Abominação lá)",
  kill: "Matar {count} {zombie}",
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

/** The goal in words ("Take all purple Objectives", "Counter opala out reaches 1"). */
export function goalWords(goal: MissionGoal, words: GoalWords): string {
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
      return fill(words.kill, {
        count: goal.count,
        zombie: goal.zombie ? spaced(goal.zombie) : words.zombies,
      });
    case "surviveRounds":
      return fill(words.rounds, { rounds: goal.rounds });
    case "counter":
      return fill(words.counter, { counter: spaced(goal.counter), value: goal.value });
  }
}
