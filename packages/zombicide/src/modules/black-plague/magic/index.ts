import { z } from "zod";
import { actionsAvailable } from "../../../game/actions/availability.ts";
import type { ActionModule } from "../../../game/actions/module.ts";
import { cardData, cardOf } from "../../../game/cards.ts";
import { attackChoices, startAttack } from "../../../game/combat/start.ts";
import { heldCards } from "../../../game/inventory.ts";
import type { ZombicideState } from "../../../game/types.ts";
import { joinWords, type RuleModule } from "../../../kernel/module.ts";
import { rulesOf } from "../../../kernel/registry.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

export const MAGIC_RULE =
  "black-plague §4 Magic Action (a combat spell in Hand, fired like a Ranged Action: Range, sight, targeting order, misses on Survivors)";

const schema = z.strictObject({
  type: z.literal("magic"),
  survivor: z.string().min(1).max(64),
  /** The combat spell in a Hand: a card id or a uid. */
  weapon: z.string().min(1).max(64),
  zone: z.string().min(1).max(16),
  dual: z.boolean().optional(),
  /** A module's `countZombies` (Mana rain): one die per Zombie in the target Zone instead. */
  countZombies: z.boolean().optional(),
});
export type MagicCommand = z.infer<typeof schema>;

function isCombatSpell(state: ZombicideState, uid: string): boolean {
  return cardData(state, uid)?.spell === "combat";
}

/**
 * The Magic Action: the core's Ranged Action with a combat spell (same Range, sight, targeting order and
 * Friendly Fire); it pays as a Ranged Action. A spell is never fired by the Ranged command, nor a bow by this one.
 */
export const magicAction: ActionModule<MagicCommand> = {
  type: "magic",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || actionsAvailable(state, s, "magic", true) < 1) return [];
    const single = actionsAvailable(state, s, "magic");
    const held = heldCards(s, state);
    const hooks = rulesOf(state).hooks;
    return attackChoices(state, s, "ranged", "magic")
      .filter((c) => c.dual || single >= 1)
      .flatMap((c) => {
        const cmd = {
          type: "magic" as const,
          survivor: s.id,
          weapon: c.weapon,
          zone: c.zone,
          ...(c.dual ? { dual: true } : {}),
        };
        const uid = held.find((u) => cardOf(u) === c.weapon);
        const count =
          uid !== undefined && hooks.countZombies({ state, survivor: s, mode: "ranged", weapons: [uid] });
        return count ? [cmd, { ...cmd, countZombies: true }] : [cmd];
      });
  },
  apply: (state, _seat, cmd) => startAttack(state, "ranged", { ...cmd, action: "magic" }),
};

export const magic: RuleModule = {
  id: "magic",
  ...PLAY,
  rule: MAGIC_RULE,
  commands: [magicAction],
  // A Magic Action is paid by a free Magic Action, a free spell Action (cast or enchant), or a free Combat Action.
  actionKinds: { magic: ["magic", "spell", "combat"] },
  hooks: {
    // The [Type] skills of a combat spell's attack are the Magic ones ("+1 die: Magic"), never the Ranged ones.
    attackKind: ({ state, weapons }) =>
      weapons.length > 0 && weapons.every((u) => isCombatSpell(state, u)) ? "magic" : undefined,
    attackRefused: ({ state, weapons, action }) => {
      if (weapons.length === 0) return undefined;
      const spell = weapons.every((u) => isCombatSpell(state, u));
      if (action === "magic" && !spell)
        return { code: "not_a_spell", why: "a Magic Action casts a combat spell", rule: MAGIC_RULE };
      if (action !== "magic" && weapons.some((u) => isCombatSpell(state, u)))
        return {
          code: "spell_needs_magic",
          why: "a combat spell is cast with a Magic Action",
          rule: MAGIC_RULE,
        };
      return undefined;
    },
  },
  words: joinWords(
    {
      en: {
        name: "Magic Action",
        summary: "Combat spells are fired like Ranged weapons, with a Magic Action.",
      },
      "pt-BR": {
        name: "Ação de Magia",
        summary: "Feitiços de combate disparam como armas de Alcance, com uma Ação de Magia.",
      },
    },
    PLAY_WORDS,
  ),
};
