import { shuffle } from "@horda/table";
import { cardData, cardOf } from "../../../game/cards.ts";
import type { CombatStep } from "../../../game/combat/step.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { inventoryOf } from "../../../game/inventory.ts";
import { replaceSurvivor, survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import type { Refusal, SurvivorContext } from "../../../kernel/hooks.ts";

/** The RPG's card effect (it needs ammunition) and its ammunition's. */
export const RPG = "rpg" as const;
export const RPG_AMMO = "rpg-ammo" as const;
export const RPG_RULE =
  "rio Equipment: RPG (each attack discards 1 RPG Ammo, which is then shuffled back into the Equipment deck)";

const hasTrait = (state: ZombicideState, uid: string, trait: typeof RPG | typeof RPG_AMMO) =>
  cardData(state, uid)?.traits?.includes(trait) === true;

/** An attack with an RPG needs an RPG Ammo card anywhere in the attacker's inventory. */
export function rpgWithoutAmmo(
  ctx: SurvivorContext & { readonly weapons: readonly string[] },
): Refusal | null {
  if (!ctx.weapons.some((u) => hasTrait(ctx.state, u, RPG))) return null;
  if (inventoryOf(ctx.survivor).some((u) => hasTrait(ctx.state, u, RPG_AMMO))) return null;
  return {
    code: "no_rpg_ammo",
    why: `${ctx.survivor.name} has no RPG Ammo: the RPG cannot fire`,
    rule: RPG_RULE,
  };
}

/**
 * After an RPG attack: one RPG Ammo leaves the attacker's inventory and is shuffled back into the Equipment
 * deck's draw pile (not its discards).
 */
export function spendRpgAmmo(
  ctx: { readonly step: CombatStep; readonly events: ZombicideEvent[] },
  state: ZombicideState,
): ZombicideState {
  if (!ctx.step.weapons.some((u) => hasTrait(state, u, RPG))) return state;
  const s = survivorById(state, ctx.step.attacker) as SurvivorState | undefined;
  const ammo = s && inventoryOf(s).find((u) => hasTrait(state, u, RPG_AMMO));
  if (!s || !ammo) return state;
  const next = replaceSurvivor(state, {
    ...s,
    hands: s.hands.map((u) => (u === ammo ? null : u)) as unknown as SurvivorState["hands"],
    backpack: s.backpack.filter((u) => u !== ammo),
  });
  const [draw, rng] = shuffle([...next.equipmentDeck.draw, ammo], next.rng);
  ctx.events.push({ type: "RpgAmmoSpent", survivor: s.id, card: cardOf(ammo), rule: RPG_RULE });
  return { ...next, rng, equipmentDeck: { ...next.equipmentDeck, draw } };
}
