import type { RuleModule } from "../../../kernel/module.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { MOVE_SKILL_RULES } from "./rules.ts";
import { skillMove } from "./skill-move.ts";

/**
 * The skills that make a Move of their own (§10): +1 Zone per Move, Sprint, Jump, Charge, Blitz, Bloodlust. They
 * share one command, `skillMove`, which says which skill pays for it.
 */
export const moveSkills: RuleModule = {
  id: "move-skills",
  ...PLAY,
  rule: "core-2e §10 skills that Move (+1 Zone per Move, Sprint, Jump, Charge, Blitz, Bloodlust)",
  skills: ["plus-1-zone-per-move", "two-zones-per-move", "sprint", "jump", "charge", "blitz", "bloodlust"],
  skillRules: MOVE_SKILL_RULES,
  commands: [skillMove],
  effects: {
    "plus-1-zone-per-move": () => [{ kind: "longMove", zones: 2, minZones: 2, oncePerTurn: false }],
    // The classic name of the same Move (Season 1's 2 Zones per Move Action).
    "two-zones-per-move": () => [{ kind: "longMove", zones: 2, minZones: 2, oncePerTurn: false }],
    sprint: () => [{ kind: "longMove", zones: 3, minZones: 2, oncePerTurn: true }],
  },
  words: PLAY_WORDS,
};
