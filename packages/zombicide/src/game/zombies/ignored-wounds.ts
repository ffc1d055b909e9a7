import { effectsOfAll } from "../skills/effects.ts";

/** Who ignored one Wound, for the WoundIgnored event. */
export interface WoundIgnorer {
  readonly skill: string;
  readonly rule: string;
}

/**
 * `count` Wounds of an attack whose Wounds left are counted by zombie type: Wounds of a type the survivor's
 * skills ignore ("ignoreWoundsFrom") go to it first and are ignored (the players split the Wounds, so they give
 * it those); the others take the rest. Returns who ignored each ignored Wound, the counts left, and the types of
 * the Wounds not ignored (`landed`).
 */
export function woundsIgnoredByType(
  skills: readonly string[],
  types: Readonly<Record<string, number>>,
  count: number,
): { ignored: WoundIgnorer[]; types: Record<string, number>; landed: Record<string, number> } {
  const words = effectsOfAll(skills).flatMap((e) => (e.kind === "ignoreWoundsFrom" ? [e] : []));
  const left = { ...types };
  const matching = (t: string) => words.find((w) => t.includes(w.type));
  const ignored: WoundIgnorer[] = [];
  const landed: Record<string, number> = {};
  for (let i = 0; i < count; i++) {
    const keys = Object.keys(left).filter((t) => (left[t] ?? 0) > 0);
    const hit = keys.find((t) => matching(t) !== undefined);
    const key = hit ?? keys.find((t) => matching(t) === undefined) ?? keys[0];
    if (key === undefined) break;
    left[key] = (left[key] ?? 0) - 1;
    const by = hit === undefined ? undefined : matching(hit);
    if (by) ignored.push({ skill: by.skill, rule: by.rule });
    else landed[key] = (landed[key] ?? 0) + 1;
  }
  return { ignored, types: left, landed };
}
