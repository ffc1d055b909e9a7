import { ENGLISH_CHART_WORDS } from "@horda/bots/zombicide";

/** English strings of the Mission lab and of the bots at the table (namespace "lab"). */
export const labEn = {
  title: "Mission lab",
  intro:
    "How hard is a mission? Bots play it a few thousand times in your browser and the estimate settles as games come in. Pick a shipped mission or the one open in the map creator; compare two versions side by side.",
  mission: "Mission",
  compareWith: "Compare with",
  none: "(nothing)",
  ownGroup: "From the map creator",
  fromEditor: "From the map creator: {{name}}",
  fromEditorEarlier: "From the map creator, earlier version ({{time}}): {{name}}",
  players: "Players",
  games: "Games",
  bot: "Bots",
  bots: { survivor: "Survivor bot", random: "Random bot" },
  seed: "Seed",
  run: "Estimate difficulty",
  stop: "Stop",
  running: "{{done}} of {{total}} games",
  done: "{{total}} games played",
  team_one: "Team: {{survivors}} ({{count}} player, {{bot}})",
  team_other: "Team: {{survivors}} ({{count}} players, {{bot}})",
  difference: "Left against right: win rate {{points}} points.",
  differenceRounds: "Rounds to win {{rounds}}.",
  differenceOverlap: "The two 95% intervals overlap: play more games before reading much into it.",
  differenceClear: "The two 95% intervals do not overlap: the difference is unlikely to be chance.",
  stopped: "Stopped after {{done}} of {{total}} games",
  unfinished_one:
    "{{count}} game was still going at the round limit: it counts as not won, and not in the rounds to lose.",
  unfinished_other:
    "{{count}} games were still going at the round limit: they count as not won, and not in the rounds to lose.",
  workers: "{{count}} games at a time",
  winRate: "Win rate",
  interval: "95% interval: {{low}}–{{high}}",
  rounds: "Rounds, on average: {{win}} to win, {{loss}} to lose",
  noValue: "–",
  warning: "Warning: {{text}}",
  heatTitle: "Where survivors were wounded (tint) and eliminated (discs)",
  heatAlt: "{{name}}: wounds and eliminations by zone",
  heatKey:
    "In each zone, the number is the Wounds taken there over all {{games}} games (the more, the darker the red), and a disc counts the eliminations. Map marks: P the survivors' start, S a Spawn Zone, O an Objective, C a crate, E the Exit.",
  failed: "The simulation stopped: {{message}}",
  noMission: "No mission to estimate.",
  editorMissing:
    "The map creator has no playable mission for the lab. Open it in the map creator and press Estimate difficulty there.",
  chartsLoading: "Drawing the plots…",
  // The plots' words live with the plots (@horda/bots: the CLI's HTML report says the same).
  charts: ENGLISH_CHART_WORDS,
  table: {
    hint: "What would the bot do?",
    hintSays: "The bot would: {{what}}",
    hintNothing: "The bot has nothing to suggest now.",
    hintPlay: "Play it",
    botSeats: "Seats the bot plays",
    botSeatsHint: "Hand a seat to the survivor bot, or take it back, at any moment of the game.",
    botSeat: "Bot",
    botSeatHelp: "Played by the survivor bot",
    botThinking: "The bots are playing…",
  },
};

export type LabStrings = typeof labEn;
