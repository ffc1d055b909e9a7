import { cardOf } from "../../../game/cards.ts";
import { skillParam, skillsOf } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

const SKILL = "plus-1-damage-with";

/**
 * +1 Damage with [Equipment] (Toxic City Mall-era skill, classic §10): an attack made with the named card deals
 * 1 more Damage, after any "Damage 2" or Super strength (a Dual pair of that card: its one Damage goes up by 1).
 * A Molotov deals no Damage (it kills): nothing changes.
 */
export const plus1DamageWith: RuleModule = {
  id: SKILL,
  rule: "classic §10 +1 Damage with [Equipment] (the named card's attacks deal 1 more Damage)",
  skills: [SKILL],
  hooks: {
    attackProfile: (ctx, p) => {
      if (p.attack.mode === "molotov" || ctx.weapons.length === 0) return p;
      const cards = ctx.weapons.map(cardOf);
      let n = 0;
      for (const k of skillsOf(ctx.state, ctx.survivor))
        if (k.startsWith(`${SKILL}:`) && cards.includes(skillParam(k) ?? "")) n++;
      return n === 0 ? p : { ...p, damage: p.damage + n };
    },
  },
};
