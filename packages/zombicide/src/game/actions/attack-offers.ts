import { rulesOf } from "../../kernel/registry.ts";
import type { CombatMode } from "../combat/profile.ts";
import { attackChoices, withDeclarations } from "../combat/start.ts";
import { declaredFreeFor } from "../skills/free-actions.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import { actionsAvailable } from "./availability.ts";

type AttackChoice = ReturnType<typeof attackChoices>[number];

/**
 * The attacks a survivor may make in one mode (Melee and Ranged Actions offer theirs alike): each weapon and
 * zone `attackChoices` finds, as `command` writes it, also rolling per Zombie where a module allows, with each
 * declaration a module offers, and only those some Action can pay for.
 */
export function attackOffers<C extends { weapon: string; dual?: boolean }>(
  state: ZombicideState,
  s: SurvivorState,
  mode: CombatMode,
  command: (choice: AttackChoice) => C,
): (C | (C & { countZombies: true }) | (C & { declare: string[] }))[] {
  // A free Action for Dual weapons only (§10) pays only for an attack with them.
  const single = actionsAvailable(state, s, mode);
  // A free Action kept for a declaration (a free All-Out Action) pays only for an attack declared so.
  const reserved = declaredFreeFor(state, s, mode);
  if (actionsAvailable(state, s, mode, true) < 1 && reserved.length === 0) return [];
  const choices = attackChoices(state, s, mode);
  if (choices.length === 0) return [];
  // The hook reads the survivor and the mode only: asked once for all the choices.
  const counts = rulesOf(state).hooks.countZombies({ state, survivor: s, mode, weapons: [] });
  const out: (C | (C & { countZombies: true }) | (C & { declare: string[] }))[] = [];
  for (const c of choices) {
    if (!(c.dual || single >= 1 || reserved.length > 0)) continue;
    const plain = command(c);
    for (const made of counts ? [plain, { ...plain, countZombies: true as const }] : [plain])
      for (const d of withDeclarations(state, s, mode, [made]))
        if (
          single >= 1 ||
          actionsAvailable(state, s, mode, d.dual === true, "declare" in d ? d.declare : []) >= 1
        )
          out.push(d);
  }
  return out;
}
