import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the slippery module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  refusals: ["no_slippery"],
};

/**
 * The words of its refusals, and of the Move paid its way (`command.move_slippery`: a module's way of paying a
 * core command reads as `<command|group>.<Type>_<flag>` in the module that brings the flag).
 */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "refusal.no_slippery": "Slippery is not available for this Move.",
    "command.move_slippery": "Move (Slippery) to {{to}}",
    "group.move_slippery": "Move (Slippery)",
  },
  "pt-BR": {
    "refusal.no_slippery": "Escorregadio não vale para este Movimento.",
    "command.move_slippery": "Mover (Escorregadio) para {{to}}",
    "group.move_slippery": "Mover (Escorregadio)",
  },
};
