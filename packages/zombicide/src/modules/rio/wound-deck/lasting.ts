import { gainAdrenaline } from "../../../game/adrenaline.ts";
import { cardData } from "../../../game/cards.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import type { Layout } from "../../../game/inventory.ts";
import { inPlay } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../../../game/types.ts";
import type { Refusal, SurvivorContext } from "../../../kernel/hooks.ts";
import { activeWounds, heldBy, WOUND_RULE, woundSlice } from "./state.ts";

export const BLINDED_RULE =
  "rio Wound card Blinded (until the end of your next Turn: no Ranged Attacks; +1 AP per Zombie killed)";
export const REVENGE_RULE =
  "rio Wound card Revenge (dealt by a Zombie: until the end of your next Turn, attack only that Zombie type; +1 AP per one killed)";
export const SPRAINED_RULE =
  "rio Wound card Sprained Ankle (until the end of the Mission: Move only with another Survivor in the Zone left or entered; no movement Skills; +1 AP per Zombie killed)";
export const BROKEN_ARM_RULE =
  "rio Wound card Broken Arm (until the end of the Mission: 1 weapon equipped, one more die with it)";
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

/**
 * Broken Arm, until the end of the Mission: no layout (Reorganize, Trade, the cards kept from a Search) puts a
 * second weapon in the survivor's Hands.
 */
export function brokenArmLayout(ctx: {
  readonly state: ZombicideState;
  readonly survivor: SurvivorState;
  readonly layout: Layout;
}): Refusal | null {
  if (!heldBy(ctx.state, ctx.survivor.id).some((h) => h.effect === "broken-arm")) return null;
  const weapons = ctx.layout.hands.filter((u) => u !== null && isWeapon(ctx.state, u)).length;
  return weapons > 1
    ? {
        code: "broken_arm",
        why: `${ctx.survivor.name} has a Broken Arm: only 1 weapon may be equipped`,
        rule: BROKEN_ARM_RULE,
      }
    : null;
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

/** A weapon: a card with an attack. */
export const isWeapon = (state: ZombicideState, uid: string) =>
  (cardData(state, uid)?.attacks?.length ?? 0) > 0;

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
  const dazed = dazedSkills(state, events);
  return changed || dazed !== state ? { state: dazed, events } : applied;
}

/**
 * Dazed: no Skills while the card lasts. The survivor's skills are put aside once the card is on (after the
 * command that dealt it) and given back, with any gained meanwhile, when its next Turn is over.
 */
function dazedSkills(state: ZombicideState, events: ZombicideEvent[]): ZombicideState {
  const w = woundSlice.read(state);
  if (!w) return state;
  const aside = w.dazed ?? {};
  let next = state;
  for (const s of state.survivors) {
    const on = inPlay(s) && activeWounds(state, s.id).some((h) => h.effect === "dazed");
    const kept = aside[s.id];
    if (on && kept === undefined && s.skills.length > 0) {
      events.push({ type: "SkillsLost", survivor: s.id, skills: [...s.skills], rule: DAZED_RULE });
      next = withSurvivor(next, s.id, [], { ...(woundSlice.read(next)?.dazed ?? {}), [s.id]: s.skills });
    } else if (!on && kept !== undefined) {
      const { [s.id]: _back, ...rest } = woundSlice.read(next)?.dazed ?? {};
      events.push({ type: "SkillsRegained", survivor: s.id, skills: [...kept], rule: DAZED_RULE });
      next = withSurvivor(next, s.id, [...new Set([...kept, ...s.skills])], rest);
    }
  }
  return next;
}

function withSurvivor(
  state: ZombicideState,
  id: string,
  skills: readonly string[],
  dazed: Readonly<Record<string, readonly string[]>>,
): ZombicideState {
  const next = {
    ...state,
    survivors: state.survivors.map((s) => (s.id === id ? { ...s, skills: [...skills] } : s)),
  };
  return woundSlice.update(next, (w) => (w ? { ...w, dazed } : w));
}

export { WOUND_RULE };

export interface SkillsLostOrRegained {
  readonly type: "SkillsLost" | "SkillsRegained";
  readonly survivor: string;
  readonly skills: readonly string[];
  readonly rule: string;
}
declare module "../../../game/events.ts" {
  interface ModuleEvents {
    SkillsLost: SkillsLostOrRegained;
    SkillsRegained: SkillsLostOrRegained;
  }
}
