import type { ZombicideEvent } from "../../../game/events.ts";
import type { ZombicideState } from "../../../game/types.ts";
import { runSpawn } from "../../../game/zombies/spawn.ts";
import { joinWords, type RuleModule } from "../../../kernel/module.ts";
import { campaignPlaySlice } from "../../advanced/index.ts";
import { settingsOf } from "../mission-data.ts";
import { drawSixToChoose, invasionPick } from "./invasion.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

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
 * Carnaval of the Dead's Achievements changing a mission's setup: the mission's `settings["rio-campaign"]`
 * `setupDraws: { unless?, choose? }` (M3, M4). A mission played outside a campaign holds no Achievement.
 */
export const rioCampaign: RuleModule = {
  id: "rio-campaign",
  ...PLAY,
  rule: RIO_CAMPAIGN_RULE,
  commands: [invasionPick] as unknown as RuleModule["commands"],
  hooks: {
    setup: (ctx, state) => {
      const draws = settingsOf(ctx.mission, "rio-campaign").setupDraws;
      return typeof draws === "object" && draws !== null
        ? setupDraws(state, draws as Record<string, unknown>)
        : state;
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
  ),
};
