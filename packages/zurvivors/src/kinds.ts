/** The things printed on Zurvivors cards and tokens, as the rulebook names them. */

/** Blue-side items; the first-aid kit is the rare one (the star) that can stand in for any other item. */
export const ITEM_KINDS = [
  "water",
  "sandwich",
  "map",
  "flashlight",
  "binoculars",
  "phone",
  "firstAid",
] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export const COMMON_ITEMS: readonly ItemKind[] = ["water", "sandwich", "map"];
export const UNCOMMON_ITEMS: readonly ItemKind[] = ["flashlight", "binoculars", "phone"];
export const RARE_ITEM: ItemKind = "firstAid";

export const WEAPON_KINDS = ["grenade", "pistol", "ammo"] as const;
export type WeaponKind = (typeof WEAPON_KINDS)[number];

export const TOKEN_KINDS = [...ITEM_KINDS, ...WEAPON_KINDS] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** Red-side (zombie) items; the rulebook says there are four, their names are Horda's. */
export const ZOMBIE_ITEMS = ["bite", "claw", "groan", "rot"] as const;
export type ZombieItem = (typeof ZOMBIE_ITEMS)[number];

export function isItemKind(kind: TokenKind): kind is ItemKind {
  return (ITEM_KINDS as readonly string[]).includes(kind);
}

export const BACKPACK_SIZE = 3;
export const HAND_SIZE = 8;
export const FIRST_HOUR = 6;
export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 6;
