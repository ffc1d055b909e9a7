import { joinWords, type RuleModule, taskRunner } from "../../../kernel/module.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { runTaunt, TAUNT_RULE, type TauntTask, taunt } from "./taunt.ts";

/**
 * Taunt (§10): once per Turn, free, the survivor calls the Zombies of a Zone up to 2 Moves away; they get an
 * extra Activation toward it alone (its own zombie task, `taunt`, in the kernel's zombie work).
 */
export const tauntSkill: RuleModule = {
  id: "taunt",
  ...PLAY,
  rule: TAUNT_RULE,
  skills: ["taunt"],
  commands: [taunt],
  zombieTasks: { taunt: taskRunner<TauntTask>(runTaunt) },
  words: joinWords(
    {
      en: { name: "Taunt" },
      "pt-BR": { name: "Provocar" },
    },
    PLAY_WORDS,
  ),
};
