import type { ZombicideState, ZoneId } from "../../../game/types.ts";
import type { RuleModule } from "../../../kernel/module.ts";

export const STARTING_RULE =
  "classic §1 Starting equipment (Fire Axe, Crowbar and Pistol, one Pan per survivor past the third, one card each, dealt at random)";
export const SEVEN_PLUS_RULE =
  "Toxic City Mall, playing with 7+ survivors (1 more Spawn token per 2 survivors past the sixth; a Pan for the 7th, 9th..., a Fire Axe, Pistol or Crowbar for the 8th, 10th...)";

/** The three weapons of the classic Starting pile, in the order an extra one is taken for the 8th, 10th... (?). */
const WEAPONS = ["fire-axe", "pistol", "crowbar"] as const;

/**
 * The classic Starting Equipment for `n` survivors (classic §1, designers' answer C9): the Fire Axe, the Crowbar and
 * the Pistol, then one Pan for each survivor past the third, so one card each. Past the sixth (Toxic City Mall):
 * a Pan for each odd one (7th, 9th...), a weapon for each even one (8th, 10th...), taken in turn (?).
 */
export function classicStartingCards(pile: readonly string[], n: number): readonly string[] {
  if (!WEAPONS.every((w) => pile.includes(w))) return pile;
  const cards: string[] = ["fire-axe", "crowbar", "pistol"];
  for (let i = 4; i <= n; i++)
    cards.push(i <= 6 || i % 2 === 1 ? "pan" : (WEAPONS[((i - 8) / 2) % WEAPONS.length] as string));
  return cards;
}

/** Survivors the game started with (a dog or a Companion is no player's survivor). */
function playerSurvivors(state: ZombicideState): number {
  return state.survivors.filter((s) => !s.companion).length;
}

/** 7+ survivors: one more Spawn draw per 2 survivors past the sixth, stacked on the first Spawn Zones in order (?). */
export function sevenPlusZones(state: ZombicideState, zones: readonly ZoneId[]): readonly ZoneId[] {
  const extra = Math.ceil(Math.max(0, playerSurvivors(state) - 6) / 2);
  if (extra === 0 || zones.length === 0) return zones;
  return zones
    .flatMap((z, i) => (i < extra ? [z, z] : [z]))
    .concat(
      // More tokens than Spawn Zones: they go round again.
      Array.from({ length: Math.max(0, extra - zones.length) }, (_, i) => zones[i % zones.length] as ZoneId),
    );
}

/**
 * The classic setup's numbers: the Starting Equipment (one card per survivor) and, with 7 or more survivors
 * (Toxic City Mall), the extra Starting cards and Spawn tokens.
 */
export const classicSevenPlus: RuleModule = {
  id: "classic-starting-equipment",
  rule: STARTING_RULE,
  hooks: {
    startingCards: (ctx, cards) => classicStartingCards(cards, ctx.survivors),
    spawnZones: (ctx, zones) => sevenPlusZones(ctx.state, zones),
  },
  words: {
    en: {
      name: "Starting equipment, 7+ survivors",
      summary:
        "One starting card per survivor (Fire Axe, Crowbar, Pistol, then Pans); with 7 or more survivors, more Spawn draws and starting weapons.",
    },
    "pt-BR": {
      name: "Equipamento inicial, 7+ Sobreviventes",
      summary:
        "Uma carta inicial por Sobrevivente (Machado, Pé de Cabra, Pistola, depois Panelas); com 7 ou mais Sobreviventes, mais Entradas de Zumbis e armas iniciais.",
    },
  },
};
