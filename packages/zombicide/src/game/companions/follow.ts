import { carOf } from "../cars/seats.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../types.ts";

/** Removes one copy of a skill (the Leader may have the same skill twice, from its card and a Companion). */
export function withoutSkill(skills: readonly string[], skill: string | null): string[] {
  const i = skill === null ? -1 : skills.indexOf(skill);
  return i < 0 ? [...skills] : [...skills.slice(0, i), ...skills.slice(i + 1)];
}

/** Companions led by a survivor. */
export function companionsOf(state: ZombicideState, leader: string): SurvivorState[] {
  return state.survivors.filter((s) => s.companion?.leader === leader && !s.eliminated && !s.escaped);
}

/** Companions that take seats with their Leader (§12): not the roaming ones (classic dogs get in on an Instruction). */
export function seatedCompanionsOf(state: ZombicideState, leader: string): SurvivorState[] {
  return companionsOf(state, leader).filter((s) => !s.companion?.roams);
}

/**
 * Companions always stay with their Leader (§12): after survivor `id` changed, the Companions it leads follow
 * it (its zone, its escape) or are left lone when it is eliminated; a Companion eliminated, or moved apart
 * from its Leader, is lone and no longer gives its Leader its skill. A roaming Companion (`roams`) stays
 * linked when apart and follows its Leader only out of `from`, the Zone the Leader left, when it was there too.
 */
export function followLeader(state: ZombicideState, id: string, from?: ZoneId): ZombicideState {
  const s = state.survivors.find((x) => x.id === id);
  if (!s) return state;
  const link = s.companion;
  const leaderZone = link?.leader ? state.survivors.find((o) => o.id === link.leader)?.zone : undefined;
  // Eliminated, or carried away from its Leader without it (a skill pulled it away): the Companion is now lone (?).
  if (link?.leader && !link.roams && (s.eliminated || (!s.escaped && leaderZone !== s.zone))) {
    const leader = link.leader;
    return {
      ...state,
      survivors: state.survivors.map((o) =>
        o.id === id
          ? { ...o, companion: { leader: null, skill: null } }
          : o.id === leader
            ? { ...o, skills: withoutSkill(o.skills, link.skill) }
            : o,
      ),
    };
  }
  if (!state.survivors.some((o) => o.companion?.leader === id)) return state;
  return {
    ...state,
    survivors: state.survivors.map((o) => {
      if (o.companion?.leader !== id || o.eliminated || o.escaped) return o;
      // A roaming Companion riding in a car stays in it (it gets out on an Instruction).
      if (o.companion.roams)
        return !s.eliminated && o.zone === from && !carOf(state, o.id)
          ? { ...o, zone: s.zone, escaped: s.escaped }
          : o;
      if (s.eliminated) return { ...o, companion: { leader: null, skill: null } };
      return { ...o, zone: s.zone, escaped: s.escaped };
    }),
  };
}
