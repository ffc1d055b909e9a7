import type { DangerLevel } from "@horda/content";
import { skillChoiceDecision } from "../../../game/decisions.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { LEVEL_RULE, levelSkills, levelsCrossed, offerSkills } from "../../../game/levels.ts";
import { replaceSurvivor, survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";

export const ULTRARED_RULE = "core-2e §1 Ultrared mode (optional, p.35: past Red the tracker goes back to 0)";
const RED = 43;

/**
 * Ultrared mode (p.35). The survivor's `adrenaline` is the tracker: on reaching Red it goes back to 0 plus the AP
 * past 43, `ultraredLaps` counts the times Red was reached, and the survivor stays at Red. On later laps each
 * level gives the ID card's skills of that level not chosen yet (one is given at once, several are a choice);
 * once every skill of the card is held, Orange and Red each give a free pick from the master list (p.63).
 * `from`/`to` are the tracker before and after the gain (the caller has already set it to `to`).
 */
export function ultraredGain(
  state: ZombicideState,
  id: string,
  from: number,
  to: number,
  events: ZombicideEvent[],
): ZombicideState {
  let next = state;
  let lo = from;
  let hi = to;
  for (;;) {
    const laps = (survivorById(next, id) as SurvivorState).ultraredLaps ?? 0;
    let reset = false;
    for (const level of levelsCrossed(lo, hi)) {
      events.push({ type: "DangerLevelReached", survivor: id, level, lap: laps + 1, rule: LEVEL_RULE });
      next = offerSkills(next, id, level, lapSkills(next, id, level, laps), events);
      if (level === "red") {
        const s = survivorById(next, id) as SurvivorState;
        hi -= RED;
        next = replaceSurvivor(next, { ...s, adrenaline: hi, ultraredLaps: laps + 1 });
        events.push({
          type: "UltraredReset",
          survivor: id,
          laps: laps + 1,
          carried: hi,
          rule: ULTRARED_RULE,
        });
        reset = true;
        break;
      }
    }
    if (!reset) return next;
    lo = 0;
  }
}

/**
 * A survivor set up at 43 AP or more in the Ultrared mode has been round once: the tracker holds the AP past 43
 * (its Red skill is the card's first option, as without the mode).
 */
export function ultraredAtSetup(adrenaline: number): { adrenaline: number; ultraredLaps?: number } {
  return adrenaline >= RED ? { adrenaline: adrenaline - RED, ultraredLaps: 1 } : { adrenaline };
}

/** What a level gives on this lap: the card's skills first (all of them on the first lap), then free picks. */
function lapSkills(state: ZombicideState, id: string, level: DangerLevel, laps: number): readonly string[] {
  const s = survivorById(state, id) as SurvivorState;
  const card = levelSkills(state, s, level);
  if (laps === 0) return card;
  const held = new Set([...s.skills, ...offeredTo(state, id)]);
  const left = card.filter((k) => !held.has(k));
  if (left.length > 0 || (level !== "orange" && level !== "red")) return left;
  const all = (["blue", "yellow", "orange", "red"] as const).flatMap((l) => levelSkills(state, s, l));
  if (all.some((k) => !held.has(k))) return [];
  return (state.survivorCatalog.skillList ?? []).filter((k) => !held.has(k));
}

/** Skills a pending skill choice of the survivor already offers (not to offer them twice). */
function offeredTo(state: ZombicideState, id: string): string[] {
  return state.pending.flatMap((p) => {
    if (p.kind !== skillChoiceDecision.kind) return [];
    const o = skillChoiceDecision.options(p);
    return o.survivor === id ? o.skills : [];
  });
}
