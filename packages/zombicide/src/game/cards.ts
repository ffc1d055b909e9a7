import type { EquipmentCard } from "@horda/content";
import type { ZombicideState } from "./types.ts";

/**
 * A physical card is named by a uid "<card id>#<origin><n>": "pistol#s2" is the second Pistol of the
 * Starting deck, "katana#e1" a Katana of the Equipment deck, "nailbat#x1" an Epic card, "machete#g1" a card a
 * scenario or mission gave. The uid keeps two copies apart (a fired Sawed-Off stays empty when traded) and
 * says which deck a card came from (Starting cards never go back into the Equipment deck).
 */
export type CardUid = string;

export type CardOrigin = "s" | "e" | "x" | "g";

export function cardUid(card: string, origin: CardOrigin, n: number): CardUid {
  return `${card}#${origin}${n}`;
}

/** The card id of a uid ("pistol#s2" → "pistol"); a plain card id is returned as it is. */
export function cardOf(uid: CardUid): string {
  const i = uid.indexOf("#");
  return i < 0 ? uid : uid.slice(0, i);
}

/** A card of a module's deck (docs/rule-modules.md): "<card id>#d<n>.<deck id>". */
export function moduleDeckUid(card: string, deck: string, n: number): CardUid {
  return `${card}#d${n}.${deck}`;
}

/** The module deck a card comes from ("colt-m4#d3.military" → "military"), or null. */
export function moduleDeckOf(uid: CardUid): string | null {
  const m = /#d\d+\.([a-z0-9-]+)$/.exec(uid);
  return m ? (m[1] as string) : null;
}

export function isStartingCard(uid: CardUid): boolean {
  return /#s\d+$/.test(uid);
}

export function cardData(state: ZombicideState, uid: CardUid): EquipmentCard | undefined {
  // Asked for every held card by every attack, reload and trade `legal` weighs: kept per catalogue and uid.
  const equipment = state.survivorCatalog.equipment;
  if (equipment !== lastEquipment) {
    lastEquipment = equipment;
    let known = byCatalogue.get(equipment);
    if (!known) {
      known = new Map();
      byCatalogue.set(equipment, known);
    }
    lastKnown = known;
  }
  let card = lastKnown.get(uid);
  if (card === undefined) {
    card = equipment[cardOf(uid)] ?? null;
    lastKnown.set(uid, card);
  }
  return card ?? undefined;
}

const byCatalogue = new WeakMap<object, Map<CardUid, EquipmentCard | null>>();
let lastEquipment: object | null = null;
let lastKnown = new Map<CardUid, EquipmentCard | null>();

export function cardName(state: ZombicideState, uid: CardUid): string {
  return cardData(state, uid)?.names.en ?? cardOf(uid);
}

/**
 * Picks, for each wanted entry (a uid or a card id), a distinct card of `pool`: an exact uid first, else the
 * first unused copy of that card. Returns the picks, or the entry that matches nothing left.
 */
export function pickCards(
  pool: readonly CardUid[],
  wanted: readonly string[],
): { ok: true; picks: CardUid[] } | { ok: false; missing: string } {
  const left = [...pool];
  const picks: CardUid[] = [];
  for (const w of wanted) {
    let i = left.indexOf(w);
    if (i < 0 && !w.includes("#")) i = left.findIndex((u) => cardOf(u) === w);
    if (i < 0) return { ok: false, missing: w };
    picks.push(left[i] as CardUid);
    left.splice(i, 1);
  }
  return { ok: true, picks };
}
