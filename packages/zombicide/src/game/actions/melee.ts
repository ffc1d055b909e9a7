import { z } from "zod";
import { rulesOf } from "../../kernel/registry.ts";
import { attackChoices, startAttack, withDeclarations } from "../combat/start.ts";
import { declaredFreeFor } from "../skills/free-actions.ts";
import { actionsAvailable } from "./availability.ts";
import type { ActionModule } from "./module.ts";

const schema = z.strictObject({
  type: z.literal("melee"),
  survivor: z.string().min(1).max(64),
  /** The weapon in a Hand: a card id ("katana") or the card's uid. */
  weapon: z.string().min(1).max(64),
  /** Both identical Dual weapons in the Hands at once (§6 Dual weapons). */
  dual: z.boolean().optional(),
  /** A module's `countZombies` (§10): roll one die per Zombie in the target Zone instead. */
  countZombies: z.boolean().optional(),
  /** Declared before rolling, as a module offers it (All-Out: `["all-out"]`). */
  declare: z.array(z.string().min(1).max(32)).max(4).optional(),
});
export type MeleeCommand = z.infer<typeof schema>;

/** Melee Action (§5, §6): a Melee weapon in Hand against the zombies in the survivor's own zone. */
export const melee: ActionModule<MeleeCommand> = {
  type: "melee",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s) return [];
    // A free Action for Dual weapons only (§10) pays only for an attack with them.
    const single = actionsAvailable(state, s, "melee");
    // A free Action kept for a declaration (a free All-Out Action) pays only for an attack declared so.
    const reserved = declaredFreeFor(state, s, "melee");
    if (actionsAvailable(state, s, "melee", true) < 1 && reserved.length === 0) return [];
    const choices = attackChoices(state, s, "melee");
    if (choices.length === 0) return [];
    // The hook reads the survivor and the mode only: asked once for all the choices.
    const counts = rulesOf(state).hooks.countZombies({ state, survivor: s, mode: "melee", weapons: [] });
    const out: MeleeCommand[] = [];
    for (const c of choices) {
      if (!(c.dual || single >= 1 || reserved.length > 0)) continue;
      const plain = {
        type: "melee" as const,
        survivor: s.id,
        weapon: c.weapon,
        ...(c.dual ? { dual: true } : {}),
      };
      for (const made of counts ? [plain, { ...plain, countZombies: true }] : [plain])
        for (const d of withDeclarations(state, s, "melee", [made]))
          if (
            single >= 1 ||
            actionsAvailable(state, s, "melee", d.dual === true, "declare" in d ? d.declare : []) >= 1
          )
            out.push(d);
    }
    return out;
  },
  apply: (state, _seat, cmd) => startAttack(state, "melee", cmd),
};
