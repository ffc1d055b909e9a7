import type { TFunction } from "i18next";

/**
 * A mission counter's name in the player's language. Mission files name counters by id only; the shipped
 * ones have words, a creator's own counter reads as its id with spaces ("fuel-cans" → "fuel cans").
 */
export function counterName(t: TFunction, id: string): string {
  return t(`counter.${id}`, { defaultValue: id.replace(/[-_]+/g, " ") });
}
