import type { EquipmentCard } from "@horda/content";
import { moduleKeeps } from "@horda/zombicide";
import { asState, type BotSees } from "./sees.ts";

type Attack = NonNullable<EquipmentCard["attacks"]>[number];

export function cardIdOf(uid: string): string {
  const i = uid.indexOf("#");
  return i < 0 ? uid : uid.slice(0, i);
}

export function equipment(seen: BotSees, uid: string | null): EquipmentCard | undefined {
  return uid === null ? undefined : seen.survivorCatalog.equipment[cardIdOf(uid)];
}

/** Expected hits of one attack: dice times the chance a die reaches the accuracy. */
export function expectedHits(a: Attack): number {
  if (a.mode === "molotov") return 3;
  return (a.dice * (7 - Math.min(6, Math.max(1, a.accuracy)))) / 6;
}

/** Expected misses, which Friendly Fire turns into hits on survivors in the target zone. */
export function expectedMisses(a: Attack): number {
  if (a.mode === "molotov") return 3;
  return (a.dice * (Math.min(6, Math.max(1, a.accuracy)) - 1)) / 6;
}

export function attackDamage(a: Attack): number {
  return a.mode === "molotov" ? 99 : a.damage;
}

function attackValue(a: Attack): number {
  if (a.mode === "molotov") return 2.5;
  const damage = a.damage >= 3 ? 1.6 : a.damage === 2 ? 1.35 : 1;
  const reach = a.mode === "ranged" ? 1 + Math.min(2, a.range[1]) * 0.1 : 1;
  return expectedHits(a) * damage * reach;
}

interface CardWorth {
  /** Its best attack (other equipment little). */
  readonly value: number;
  /** Its best melee attack, its best ranged (or Molotov) attack. */
  readonly melee: number;
  readonly ranged: number;
  /** A Companion's card (a dog's): its attacks are the Companion's, and losing it loses the Companion. */
  readonly companion: boolean;
}

const NOTHING: CardWorth = { value: 0, melee: 0, ranged: 0, companion: false };

/** What a Companion's card adds to an inventory wherever it is carried: more than any weapon. */
const COMPANION_WORTH = 4;

// Card worths by card uid, once per equipment catalogue (every state of a game shares the catalogue object).
const worths = new WeakMap<BotSees["survivorCatalog"]["equipment"], Map<string, CardWorth>>();
let lastCatalogue: BotSees["survivorCatalog"]["equipment"] | undefined;
let lastWorths = new Map<string, CardWorth>();

function worthOf(seen: BotSees, uid: string | null): CardWorth {
  if (uid === null) return NOTHING;
  const catalogue = seen.survivorCatalog.equipment;
  if (catalogue !== lastCatalogue) {
    let byUid = worths.get(catalogue);
    if (!byUid) {
      byUid = new Map();
      worths.set(catalogue, byUid);
    }
    [lastCatalogue, lastWorths] = [catalogue, byUid];
  }
  const known = lastWorths.get(uid);
  return known ?? learnWorth(catalogue, lastWorths, uid);
}

function learnWorth(
  catalogue: BotSees["survivorCatalog"]["equipment"],
  byUid: Map<string, CardWorth>,
  uid: string,
): CardWorth {
  const id = cardIdOf(uid);
  const card = catalogue[id];
  if (card?.kind === "dog") {
    const worth = { value: COMPANION_WORTH, melee: 0, ranged: 0, companion: true };
    byUid.set(uid, worth);
    return worth;
  }
  const attacks = card?.attacks ?? [];
  let [melee, ranged] = [0, 0];
  for (const a of attacks) {
    if (a.mode === "melee") melee = Math.max(melee, attackValue(a));
    else ranged = Math.max(ranged, attackValue(a));
  }
  const value = !card
    ? 0
    : attacks.length === 0
      ? card.kind === "weapon"
        ? 0.2
        : 0.1
      : Math.max(melee, ranged);
  const worth = { value, melee, ranged, companion: false };
  byUid.set(uid, worth);
  return worth;
}

/** How much a card is worth in a hand: its best attack; other equipment little. */
export function cardValue(seen: BotSees, uid: string | null): number {
  return worthOf(seen, uid).value;
}

/** What a card a module's goal still needs (RuleModule.keeps) adds to an inventory: more than any weapon. */
const KEPT_WORTH = 5;

let keptFor: BotSees | null = null;
let keptNow: readonly string[] = [];

/** The attack modes the game's modules ask the survivors to keep a card for, in this state. */
export function keptModes(seen: BotSees): readonly string[] {
  if (keptFor !== seen) [keptFor, keptNow] = [seen, moduleKeeps(asState(seen))];
  return keptNow;
}

/** The card has an attack of a mode a module's goal still needs. */
export function isKept(seen: BotSees, uid: string | null): boolean {
  const modes = keptModes(seen);
  return modes.length > 0 && (equipment(seen, uid)?.attacks ?? []).some((a) => modes.includes(a.mode));
}

/**
 * Worth of an inventory: the hands count most (a melee and a ranged weapon together best), the backpack a little,
 * and a card a module's goal needs above all, wherever it is carried. A Companion's card is worth the same
 * wherever it is carried, but for the Hand it fills: it goes to the backpack and stays with its Trainer.
 */
export function inventoryValue(
  seen: BotSees,
  hands: readonly (string | null)[],
  backpack: readonly string[],
): number {
  let melee = 0;
  let ranged = 0;
  let other = 0;
  let companions = 0;
  for (const uid of hands) {
    const w = worthOf(seen, uid);
    if (w.companion) {
      companions += w.value;
      continue;
    }
    melee = Math.max(melee, w.melee);
    ranged = Math.max(ranged, w.ranged);
    other += w.value * 0.1;
  }
  let pack = 0;
  for (const uid of backpack) {
    const w = worthOf(seen, uid);
    if (w.companion) companions += w.value + 0.05;
    else pack += w.value * 0.25 + 0.05;
  }
  let kept = 0;
  if (keptModes(seen).length > 0)
    for (const uid of [...hands, ...backpack]) if (isKept(seen, uid)) kept += KEPT_WORTH;
  return melee + ranged * 0.8 + other + pack + kept + companions;
}

/** The card's attack of that mode, if any. */
export function attackOf(seen: BotSees, weapon: string, mode: "melee" | "ranged"): Attack | undefined {
  const attacks = equipment(seen, weapon)?.attacks ?? [];
  return (
    attacks.find((a) => a.mode === mode) ??
    (mode === "ranged" ? attacks.find((a) => a.mode === "molotov") : undefined)
  );
}
