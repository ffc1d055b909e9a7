import { type SpawnCard, spawnLine } from "@horda/content";
import { highestDanger } from "../../../game/danger.ts";
import { discardCard, drawCard } from "../../../game/decks.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import type { ZombicideState } from "../../../game/types.ts";
import { runSpawn } from "../../../game/zombies/spawn.ts";
import type { RuleModule } from "../../../kernel/module.ts";
import { campaignPlaySlice } from "../../advanced/index.ts";
import { settingsOf } from "../mission-data.ts";

export const RIO_CAMPAIGN_RULE =
  "rio missions M3 Setup, M4 Invasion In Progress (Zombie cards drawn for each Spawn Zone after Setup, unless or as the Slow the Invasion Achievement says)";

/** The Achievements the campaign brought to this mission (none outside a campaign). */
const held = (state: ZombicideState, achievement: unknown) =>
  typeof achievement === "string" && (campaignPlaySlice.read(state).achievements ?? []).includes(achievement);

/** How many Zombies a Spawn card places at the current level (any other kind, unknown to Rio: last choice). */
function placed(state: ZombicideState, card: string): number {
  const c = state.zombieCatalog.spawnCards[card] as SpawnCard | undefined;
  if (!c || (c.kind !== "spawn" && c.kind !== "rush" && c.kind !== "mixed")) return Number.POSITIVE_INFINITY;
  return spawnLine(c, highestDanger(state)).count;
}

/**
 * After Setup, 1 Zombie card for each active Spawn Zone, in spawn order (M3: unless the `unless` Achievement is
 * held; M4: with the `choose` Achievement, 6 cards are drawn and one chosen for each Zone, the rest discarded).
 * Unverified: the team's choice is made by Horda (the card placing the fewest Zombies), and nothing activates at
 * setup (a Rush's or an Extra Activation's activation is dropped).
 */
function setupDraws(state: ZombicideState, draws: Readonly<Record<string, unknown>>): ZombicideState {
  if (held(state, draws.unless)) return state;
  const zones = state.spawns.filter((s) => s.activeFrom !== null).map((s) => s.zone);
  const events: ZombicideEvent[] = [];
  let next = state;
  if (!held(state, draws.choose)) {
    for (const zone of zones) next = runSpawn(next, zone, "spawn-zone", events);
    return { ...next, zombieWork: [] };
  }
  let hand: string[] = [];
  for (let i = 0; i < 6; i++) {
    const d = drawCard(next.zombieDeck, next.rng);
    next = { ...next, zombieDeck: d.deck, rng: d.rng };
    if (d.card !== null) hand.push(d.card);
  }
  for (const zone of zones) {
    const pick = [...hand].sort((a, b) => placed(next, a) - placed(next, b))[0];
    if (pick === undefined) break;
    hand = hand.filter((c) => c !== pick);
    next = runSpawn(next, zone, "spawn-zone", events, pick);
  }
  for (const c of hand) next = { ...next, zombieDeck: discardCard(next.zombieDeck, c) };
  return { ...next, zombieWork: [] };
}

/**
 * Carnaval of the Dead's Achievements changing a mission's setup: the mission's `settings["rio-campaign"]`
 * `setupDraws: { unless?, choose? }` (M3, M4). A mission played outside a campaign holds no Achievement.
 */
export const rioCampaign: RuleModule = {
  id: "rio-campaign",
  rule: RIO_CAMPAIGN_RULE,
  hooks: {
    setup: (ctx, state) => {
      const draws = settingsOf(ctx.mission, "rio-campaign").setupDraws;
      return typeof draws === "object" && draws !== null
        ? setupDraws(state, draws as Record<string, unknown>)
        : state;
    },
  },
  words: {
    en: {
      name: "Carnaval of the Dead achievements",
      summary: "Achievements from earlier missions change this one's setup.",
    },
    "pt-BR": {
      name: "Conquistas do Carnaval dos Mortos",
      summary: "Conquistas de missões anteriores mudam a preparação desta.",
    },
  },
};
