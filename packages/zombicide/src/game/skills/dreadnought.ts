import { effectsOfAll } from "./effects.ts";

/**
 * Dreadnought: [type] (§10) on `count` Wounds of an attack whose Wounds left are counted by zombie type: the
 * Wounds of a matching type go to this survivor first and are ignored (the players split the Wounds, so they
 * give it those); the others take the rest. Returns the Wounds ignored and the counts left.
 */
export function dreadnoughtIgnores(
  skills: readonly string[],
  types: Readonly<Record<string, number>>,
  count: number,
): { ignored: number; types: Record<string, number> } {
  const words = effectsOfAll(skills).flatMap((e) => (e.kind === "ignoreWoundsFrom" ? [e.type] : []));
  const left = { ...types };
  const matches = (t: string) => words.some((w) => t.includes(w));
  let ignored = 0;
  for (let i = 0; i < count; i++) {
    const keys = Object.keys(left).filter((t) => (left[t] ?? 0) > 0);
    const hit = keys.find(matches);
    const key = hit ?? keys.find((t) => !matches(t)) ?? keys[0];
    if (key === undefined) break;
    left[key] = (left[key] ?? 0) - 1;
    if (hit) ignored++;
  }
  return { ignored, types: left };
}
