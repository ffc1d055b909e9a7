import { z } from "zod";
import { startAttack } from "../combat/start.ts";
import { attackOffers } from "./attack-offers.ts";
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
    return attackOffers(state, s, "melee", (c) => ({
      type: "melee" as const,
      survivor: s.id,
      weapon: c.weapon,
      ...(c.dual ? { dual: true } : {}),
    }));
  },
  apply: (state, _seat, cmd) => startAttack(state, "melee", cmd),
};
