import { z } from "zod";
import { rulesOf } from "../../kernel/registry.ts";
import { attackChoices, startAttack, withDeclarations } from "../combat/start.ts";
import { declaredFreeFor } from "../skills/free-actions.ts";
import { actionsAvailable } from "./availability.ts";
import type { ActionModule } from "./module.ts";

const schema = z.strictObject({
  type: z.literal("ranged"),
  survivor: z.string().min(1).max(64),
  /** The weapon in a Hand: a card id ("pistol") or the card's uid; a Molotov is thrown this way. */
  weapon: z.string().min(1).max(64),
  /** The zone shot at: survivors shoot at zones, not at actors (§5). */
  zone: z.string().min(1).max(16),
  dual: z.boolean().optional(),
  /** A module's `countZombies` (§10): roll one die per Zombie in the target Zone instead. */
  countZombies: z.boolean().optional(),
  /** Declared before rolling, as a module offers it (All-Out: `["all-out"]`). */
  declare: z.array(z.string().min(1).max(32)).max(4).optional(),
});
export type RangedCommand = z.infer<typeof schema>;

/** Ranged Action (§5, §6): one zone within Range and sight; hits by the Targeting Priority Order. */
export const ranged: ActionModule<RangedCommand> = {
  type: "ranged",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s) return [];
    // A free Action for Dual weapons only (§10) pays only for an attack with them.
    const single = actionsAvailable(state, s, "ranged");
    // A free Action kept for a declaration (a free All-Out Action) pays only for an attack declared so.
    const reserved = declaredFreeFor(state, s, "ranged");
    if (actionsAvailable(state, s, "ranged", true) < 1 && reserved.length === 0) return [];
    const choices = attackChoices(state, s, "ranged");
    if (choices.length === 0) return [];
    // The hook reads the survivor and the mode only: asked once for all the choices.
    const counts = rulesOf(state).hooks.countZombies({ state, survivor: s, mode: "ranged", weapons: [] });
    const out: RangedCommand[] = [];
    for (const c of choices) {
      if (!(c.dual || single >= 1 || reserved.length > 0)) continue;
      const plain = {
        type: "ranged" as const,
        survivor: s.id,
        weapon: c.weapon,
        zone: c.zone,
        ...(c.dual ? { dual: true } : {}),
      };
      for (const made of counts ? [plain, { ...plain, countZombies: true }] : [plain])
        for (const d of withDeclarations(state, s, "ranged", [made]))
          if (
            single >= 1 ||
            actionsAvailable(state, s, "ranged", d.dual === true, "declare" in d ? d.declare : []) >= 1
          )
            out.push(d);
    }
    return out;
  },
  apply: (state, _seat, cmd) => startAttack(state, "ranged", cmd),
};
