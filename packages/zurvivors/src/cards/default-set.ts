import city from "../../../../content/zurvivors-default/city.json" with { type: "json" };
import escapeCards from "../../../../content/zurvivors-default/escape.json" with { type: "json" };
import items from "../../../../content/zurvivors-default/items.json" with { type: "json" };
import objectives from "../../../../content/zurvivors-default/objectives.json" with { type: "json" };
import pack from "../../../../content/zurvivors-default/pack.json" with { type: "json" };
import placement from "../../../../content/zurvivors-default/placement.json" with { type: "json" };
import rewards from "../../../../content/zurvivors-default/rewards.json" with { type: "json" };
import survivors from "../../../../content/zurvivors-default/survivors.json" with { type: "json" };
import time from "../../../../content/zurvivors-default/time.json" with { type: "json" };
import tokens from "../../../../content/zurvivors-default/tokens.json" with { type: "json" };
import type { CardSet, SetFileName } from "./schema.ts";
import { validateCardSet } from "./validate.ts";

/** The files of `content/zurvivors-default/`, as parsed JSON (bundled, so the engine does no I/O). */
export const DEFAULT_SET_FILES: Record<SetFileName, unknown> = {
  "pack.json": pack,
  "items.json": items,
  "escape.json": escapeCards,
  "survivors.json": survivors,
  "objectives.json": objectives,
  "rewards.json": rewards,
  "city.json": city,
  "placement.json": placement,
  "time.json": time,
  "tokens.json": tokens,
};

let cached: CardSet | undefined;

/** Horda's default card set, validated once. A broken default set is a bug in this repository. */
export function defaultCardSet(): CardSet {
  if (cached) return cached;
  const result = validateCardSet(DEFAULT_SET_FILES);
  if (!result.ok) {
    const first = result.issues[0];
    throw new Error(`content/zurvivors-default is invalid: ${first?.file} ${first?.path}: ${first?.message}`);
  }
  cached = result.set;
  return cached;
}
