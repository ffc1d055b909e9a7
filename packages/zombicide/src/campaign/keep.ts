import { nextInt, type RngState } from "@horda/table";
import { cardOf, isStartingCard } from "../game/cards.ts";
import type { CampaignRecord, KeepRoll } from "./schema.ts";

/** An All-Out die: a standard die whose 1 is the Break face. */
export const BREAK_FACE = 1;

/**
 * A card's Keep value: the equipment catalogue's `keep` when the content carries it, else the box's Advanced
 * deck table. Starting Equipment prints carry no Keep value.
 */
export function keepValue(
  record: Pick<CampaignRecord, "rules">,
  uid: string,
  catalogKeep: (card: string) => number | undefined = () => undefined,
): number | undefined {
  if (isStartingCard(uid)) return undefined;
  const card = cardOf(uid);
  return catalogKeep(card) ?? record.rules.keep[card]?.keep;
}

/** One Keep roll: `keep` All-Out dice for one card; any Break loses it. The result is final (never re-rolled). */
export function rollKeep(
  dice: Dice,
  survivor: string,
  uid: string,
  keep: number,
): { roll: KeepRoll; dice: Dice } {
  const rolled: number[] = [];
  let { rng, script } = dice;
  for (let i = 0; i < keep; i++) {
    const [scripted, ...rest] = script;
    if (scripted !== undefined) {
      rolled.push(scripted);
      script = rest;
      continue;
    }
    const [d, next] = nextInt(rng, 1, 6);
    rolled.push(d);
    rng = next;
  }
  return {
    roll: { survivor, card: cardOf(uid), keep, dice: rolled, kept: !rolled.includes(BREAK_FACE) },
    dice: { rng, script },
  };
}

/** The campaign's dice: the scripted results first, then the seeded generator. */
export interface Dice {
  readonly rng: RngState;
  readonly script: readonly number[];
}
