/** Groups of events the log can be filtered by; each has a name in every language (`log.category_<id>`). */
export const EVENT_CATEGORIES = [
  "movement",
  "combat",
  "zombies",
  "cards",
  "doors",
  "mission",
  "survivors",
  "edits",
  "turns",
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

const RULES: readonly [EventCategory, RegExp][] = [
  ["edits", /^Sandbox/],
  ["mission", /Mission|Goal|Counter|Objective|GameWon|GameLost|SpawnsActivated|SpawnsDeactivated|Unlocked/],
  ["doors", /Door/],
  ["zombies", /Zombie|Abomination|Spawn|Building|Pool|ExtraActivation|CarAttacked/],
  ["combat", /Dice|Kill|Hits|FriendlyFire|Molotov|Wound|Eliminated|Reload|Damage|Attack/],
  ["cards", /Card|Search|Inventory|Kept|Food|Deck|Trade|Crate/],
  ["movement", /Moved|Escaped|Car|Drive|Pulled|Shoved/],
  ["survivors", /Skill|Adrenaline|Danger|Ultrared|Healed|Lent|Companion|Rall|Taunt/],
];

/** The filter group of an event type; "turns" for the rest (turns, phases, Noise, first player). */
export function eventCategory(type: string): EventCategory {
  return RULES.find(([, re]) => re.test(type))?.[0] ?? "turns";
}
