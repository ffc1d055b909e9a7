import { z } from "zod";
import { startAttack } from "../combat/start.ts";
import { attackOffers } from "./attack-offers.ts";
import type { ActionModule } from "./module.ts";

/** The Ranged Action's command; a module's own ranged command (Fort Hendrix's lit shot) extends it. */
export const rangedSchema = z.strictObject({
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
export type RangedCommand = z.infer<typeof rangedSchema>;

/** Ranged Action (§5, §6): one zone within Range and sight; hits by the Targeting Priority Order. */
export const ranged: ActionModule<RangedCommand> = {
  type: "ranged",
  schema: rangedSchema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s) return [];
    return attackOffers(state, s, "ranged", (c) => ({
      type: "ranged" as const,
      survivor: s.id,
      weapon: c.weapon,
      zone: c.zone,
      ...(c.dual ? { dual: true } : {}),
    }));
  },
  apply: (state, _seat, cmd) => startAttack(state, "ranged", cmd),
};
