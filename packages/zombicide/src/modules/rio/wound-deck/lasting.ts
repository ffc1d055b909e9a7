import { gainAdrenaline } from "../../../game/adrenaline.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { inPlay } from "../../../game/survivors.ts";
import type { ZombicideState, ZoneId } from "../../../game/types.ts";
import type { Refusal, SurvivorContext } from "../../../kernel/hooks.ts";
import { activeWounds, WOUND_RULE, woundSlice } from "./state.ts";

export const BLINDED_RULE =
  "rio Wound card Blinded (until the end of your next Turn: no Ranged Attacks; +1 AP per Zombie killed)";
export const REVENGE_RULE =
  "rio Wound card Revenge (dealt by a Zombie: until the end of your next Turn, attack only that Zombie type; +1 AP per one killed)";
export const SPRAINED_RULE =
  "rio Wound card Sprained Ankle (until the end of the Mission: Move only with another Survivor in the Zone left or entered; no movement Skills; +1 AP per Zombie killed)";
export const DAZED_RULE =
  "rio Wound card Dazed (until the end of your next Turn: no Skills; +1 AP per Zombie killed)";

/** Blinded: no Ranged attack. Revenge: only at a Zone holding the Zombie type that dealt the Wound. */
export function woundAttackRefusal(
  ctx: SurvivorContext & { readonly mode: "melee" | "ranged"; readonly zone: ZoneId },
): Refusal | null {
  const on = activeWounds(ctx.state, ctx.survivor.id);
  if (ctx.mode === "ranged" && on.some((h) => h.effect === "blinded"))
    return {
      code: "blinded",
      why: `${ctx.survivor.name} is Blinded: no Ranged Attacks`,
      rule: BLINDED_RULE,
    };
  const revenge = on.find((h) => h.effect === "revenge" && h.zombie !== undefined);
  if (revenge && !ctx.state.zombies.some((z) => z.zone === ctx.zone && z.type === revenge.zombie))
    return {
      code: "revenge",
      why: `${ctx.survivor.name} wants Revenge: only ${revenge.zombie} Zombies may be attacked`,
      rule: REVENGE_RULE,
    };
  return null;
}

/** Sprained Ankle: a Move needs company in the Zone left or entered; no Move skill at all. */
export function sprainedAnkle(
  ctx: SurvivorContext & { readonly from: ZoneId; readonly to: ZoneId; readonly skill?: string | undefined },
): Refusal | null {
  if (!activeWounds(ctx.state, ctx.survivor.id).some((h) => h.effect === "sprained-ankle")) return null;
  const why = (w: string): Refusal => ({
    code: "sprained_ankle",
    why: w,
    rule: SPRAINED_RULE,
  });
  if (ctx.skill !== undefined) return why(`${ctx.survivor.name} has a Sprained Ankle: no movement Skills`);
  const company = ctx.state.survivors.some(
    (s) => s.id !== ctx.survivor.id && inPlay(s) && (s.zone === ctx.from || s.zone === ctx.to),
  );
  return company
    ? null
    : why(`${ctx.survivor.name} has a Sprained Ankle: another survivor must be in ${ctx.from} or ${ctx.to}`);
}

const AP_PER_KILL = new Set(["blinded", "dazed", "sprained-ankle"]);

/**
 * After every command, in the order its events happened: the Turns survivors ended (the end of "your next
 * Turn"), and the kills of survivors whose Wound cards give +1 AP per Zombie (Revenge: of its type).
 */
export function woundsAfterCommand(
  _ctx: { readonly events: readonly ZombicideEvent[] },
  applied: { readonly state: ZombicideState; readonly events: readonly ZombicideEvent[] },
): { readonly state: ZombicideState; readonly events: readonly ZombicideEvent[] } {
  const w = woundSlice.read(applied.state);
  if (!w || w.held.length === 0) return applied;
  let state = applied.state;
  const events = [...applied.events];
  let changed = false;
  for (const e of applied.events) {
    if (e.type === "TurnEnded") {
      state = woundSlice.update(state, (v) =>
        v
          ? { ...v, turnsEnded: { ...v.turnsEnded, [e.survivor]: (v.turnsEnded?.[e.survivor] ?? 0) + 1 } }
          : v,
      );
      changed = true;
    } else if (e.type === "ZombieKilled") {
      const gain = activeWounds(state, e.by).filter(
        (h) => AP_PER_KILL.has(h.effect) || (h.effect === "revenge" && h.zombie === e.zombieType),
      ).length;
      if (gain > 0) {
        state = gainAdrenaline(state, e.by, gain, "Wound card", events);
        changed = true;
      }
    }
  }
  return changed ? { state, events } : applied;
}

export { WOUND_RULE };
