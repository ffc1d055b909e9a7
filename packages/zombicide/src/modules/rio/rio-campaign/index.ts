import type { ZombicideEvent } from "../../../game/events.ts";
import { takesTurns } from "../../../game/survivors.ts";
import type { ZombicideState } from "../../../game/types.ts";
import { runSpawn } from "../../../game/zombies/spawn.ts";
import { firstPlayer } from "../../../kernel/decisions.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { campaignPlaySlice } from "../../advanced/index.ts";
import { cardById, revealCard } from "../../advanced/objective-cards/reveal.ts";
import { settingsOf } from "../mission-data.ts";
import { drawSixToChoose, invasionPick } from "./invasion.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

const SETUP_NOTE_RULE =
  "rio mission M8 Prepare the Car (if any Survivor has the Black Opala Achievement, immediately read Note #4; otherwise, read Note #5)";
export const RIO_CAMPAIGN_RULE =
  "rio missions M3 Setup, M4 Invasion In Progress (Zombie cards drawn for each Spawn Zone after Setup, unless or as the Slow the Invasion Achievement says)";

/** The Achievements the campaign brought to this mission (none outside a campaign). */
const held = (state: ZombicideState, achievement: unknown) =>
  typeof achievement === "string" && (campaignPlaySlice.read(state).achievements ?? []).includes(achievement);

/**
 * After Setup, 1 Zombie card for each active Spawn Zone, in spawn order (M3: unless the `unless` Achievement is
 * held; M4: with the `choose` Achievement, 6 cards are drawn and the players choose one for each Zone, the rest
 * discarded: a pending decision, invasion.ts). Unverified: nothing activates at setup (a Rush's or an Extra
 * Activation's activation is dropped).
 */
function setupDraws(state: ZombicideState, draws: Readonly<Record<string, unknown>>): ZombicideState {
  if (held(state, draws.unless)) return state;
  const zones = state.spawns.filter((s) => s.activeFrom !== null).map((s) => s.zone);
  if (held(state, draws.choose)) return drawSixToChoose(state, zones, draws.choose as string);
  const events: ZombicideEvent[] = [];
  let next = state;
  for (const zone of zones) next = runSpawn(next, zone, "spawn-zone", events);
  return { ...next, zombieWork: [] };
}

/**
 * M8 Prepare the Car: a Note read as the mission starts, by whether the Achievement is held (`held`) or not
 * (`otherwise`); read by the team (the first player's first survivor), kept face up. Its text is the mission's.
 */
function setupNote(state: ZombicideState, note: Readonly<Record<string, unknown>>): ZombicideState {
  const id = held(state, note.achievement) ? note.held : note.otherwise;
  const card = typeof id === "string" ? cardById(state, id) : undefined;
  const reader =
    state.survivors.find((s) => s.seat === firstPlayer(state) && takesTurns(s)) ?? state.survivors[0];
  if (!card || !reader) return state;
  // Setup tells no events: the Note is recorded as read, and shown face up.
  return revealCard(state, card, reader.id, SETUP_NOTE_RULE, []);
}

const record = (v: unknown): Readonly<Record<string, unknown>> | null =>
  typeof v === "object" && v !== null ? (v as Record<string, unknown>) : null;

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-mission-m4-invasion-in-progress": "rio mission M4 Invasion In Progress",
    "rule.rio-mission-m8-prepare-the-car": "rio mission M8 Prepare the Car",
    "rule.rio-missions-m3-setup-m4-invasion-in-progress": "rio missions M3 Setup, M4 Invasion In Progress",
  },
  "pt-BR": {
    "rule.rio-mission-m4-invasion-in-progress": "rio, missão M4: Invasão em andamento",
    "rule.rio-mission-m8-prepare-the-car": "rio, missão M8: Prepare o carro",
    "rule.rio-missions-m3-setup-m4-invasion-in-progress":
      "rio, missões M3 Preparação, M4 Invasão em andamento",
  },
};

/**
 * Carnaval of the Dead's Achievements changing a mission's setup: the mission's `settings["rio-campaign"]`
 * `setupDraws: { unless?, choose? }` (M3, M4) and `setupNote: { achievement, held, otherwise }` (M8). A mission
 * played outside a campaign holds no Achievement.
 */
export const rioCampaign: RuleModule = {
  id: "rio-campaign",
  ...PLAY,
  rule: RIO_CAMPAIGN_RULE,
  commands: [invasionPick] as unknown as RuleModule["commands"],
  hooks: {
    setup: (ctx, state) => {
      const settings = settingsOf(ctx.mission, "rio-campaign");
      const draws = record(settings.setupDraws);
      const note = record(settings.setupNote);
      const drawn = draws ? setupDraws(state, draws) : state;
      return note ? setupNote(drawn, note) : drawn;
    },
  },
  words: joinWords(
    {
      en: {
        name: "Carnaval of the Dead achievements",
        summary: "Achievements from earlier missions change this one's setup.",
      },
      "pt-BR": {
        name: "Conquistas do Carnaval dos Mortos",
        summary: "Conquistas de missões anteriores mudam a preparação desta.",
      },
    },
    PLAY_WORDS,
    CITED,
  ),
};
