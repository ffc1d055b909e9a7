import type { EquipmentCard } from "@horda/content";
import { type CardUid, cardData, cardOf } from "../../../game/cards.ts";
import { usableCards } from "../../../game/inventory.ts";
import type { RuleModule } from "../../../kernel/module.ts";

type Trait = NonNullable<EquipmentCard["traits"]>[number];

const HOLLOW_POINT: Trait = "plus-1-damage-to";
const LASER: Trait = "plus-1-to-dice-roll-to";
const SPARE_CHANGE: Trait = "damage-2-to";
const COUNTS_AS_PISTOL: Trait = "counts-as-pistol";

export const WEAPON_UPGRADES_RULE =
  "Toxic City Mall, Hollow-Point Rounds (+1 Damage, two do not stack), Laser Pointer (+1 to the dice, one a weapon), Spare Change (Sawed-Offs deal Damage 2); VIP #2, Desert Eagle (also a Pistol)";

/** The names a weapon card answers to: its own id, and "pistol" for a card that counts as one (Desert Eagle). */
function namesOf(card: EquipmentCard | undefined, uid: CardUid): readonly string[] {
  return card?.traits?.includes(COUNTS_AS_PISTOL) ? [cardOf(uid), "pistol"] : [cardOf(uid)];
}

/** Does an upgrade card name this weapon in its `appliesTo`? */
function fits(upgrade: EquipmentCard | undefined, weapon: readonly string[]): boolean {
  return upgrade?.appliesTo?.some((id) => weapon.includes(id)) ?? false;
}

/**
 * Cards that upgrade the weapons they name (Toxic City Mall; reference classic-1e-rules.md §13, VIP #2 §15), read
 * when the attack's numbers are made (`attackProfile`), before the +1 Damage skills (the profile's order):
 * - Spare Change (`damage-2-to`): the weapons it names deal Damage 2 (Sawed-Offs);
 * - Hollow-Point Rounds (`plus-1-damage-to`): +1 Damage with the weapons it names; two of them add 1 all the same;
 * - Laser Pointer (`plus-1-to-dice-roll-to`): +1 to the dice of a weapon it names, one Pointer a weapon, so a Dual
 *   pair fires with the bonus only when two Pointers are carried;
 * - the Desert Eagle (`counts-as-pistol`) is named by every card that names a Pistol.
 * They work from anywhere in the inventory (cards with `usable-in-backpack`: a Pointer is fixed on the weapon, the
 * rounds and coins are its ammunition (?), the cards' texts do not say where they must be).
 */
export const weaponUpgrades: RuleModule = {
  id: "weapon-upgrades",
  rule: WEAPON_UPGRADES_RULE,
  cardEffects: [HOLLOW_POINT, LASER, SPARE_CHANGE, COUNTS_AS_PISTOL],
  hooks: {
    attackProfile: ({ state, survivor, weapons }, p) => {
      if (p.attack.mode === "molotov" || weapons.length === 0) return p;
      const upgrades = usableCards(state, survivor)
        .filter((u) => !weapons.includes(u))
        .map((u) => cardData(state, u));
      if (upgrades.length === 0) return p;
      const named = weapons.map((w) => namesOf(cardData(state, w), w));
      const allFit = (trait: Trait) =>
        named.every((n) => upgrades.some((c) => c?.traits?.includes(trait) && fits(c, n)));
      let out = p;
      if (allFit(SPARE_CHANGE)) out = { ...out, damage: Math.max(out.damage, 2) };
      if (allFit(HOLLOW_POINT)) out = { ...out, damage: out.damage + 1 };
      // One Pointer on each weapon fired: as many Pointers that fit as weapons.
      const pointers = upgrades.filter((c) => c?.traits?.includes(LASER) && named.some((n) => fits(c, n)));
      if (allFit(LASER) && pointers.length >= weapons.length) out = { ...out, rollBonus: out.rollBonus + 1 };
      return out;
    },
  },
  words: {
    en: {
      name: "Weapon upgrades",
      summary:
        "Hollow-Point Rounds add 1 Damage, a Laser Pointer adds 1 to the dice of its weapon, Spare Change makes Sawed-Offs deal Damage 2; the Desert Eagle counts as a Pistol.",
    },
    "pt-BR": {
      name: "Melhorias de arma",
      summary:
        "Balas de Ponta Oca dão +1 de Dano, a Mira Laser dá +1 nos dados da sua arma, Trocados fazem as Escopetas causarem Dano 2; a Desert Eagle conta como Pistola.",
    },
  },
};
