import { skillsOf } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** [Action]: Damage 2 (§10): Damage 1 weapons of that kind (Combat: both kinds) deal Damage 2. */
export const damage2: RuleModule = {
  id: "damage-2",
  rule: "core-2e §10 [Action]: Damage 2",
  skills: ["damage-2"],
  hooks: {
    attackProfile: (ctx, p) => {
      if (p.attack.mode === "molotov" || p.damage !== 1) return p;
      const skills = skillsOf(ctx.state, ctx.survivor);
      return skills.includes(`damage-2:${ctx.mode}`) || skills.includes("damage-2:combat")
        ? { ...p, damage: 2 }
        : p;
    },
  },
};
