import { splitSkillRef } from "../schema/skills.ts";
import type { PackIndex } from "./pack-index.ts";

/**
 * Checks a skill reference (`sprint`, `plus-1-die:melee`, `starts-with-equipment:fire-axe`) against the
 * skills, equipment and zombie types a pack can see. Returns why it is wrong, or undefined when it is fine.
 */
export function skillRefProblem(ref: string, index: PackIndex, depth = 0): string | undefined {
  const { id, param } = splitSkillRef(ref);
  const skill = index.skills.get(id);
  if (!skill) return `unknown skill "${id}" (not defined in any skills file this pack can see)`;
  const spec = skill.param;
  if (!spec) return param === undefined ? undefined : `skill "${id}" takes no parameter, got ":${param}"`;
  if (param === undefined) return `skill "${id}" needs a parameter after ":" (${describe(spec)})`;
  switch (spec.kind) {
    case "choice":
      return spec.values.includes(param)
        ? undefined
        : `skill "${id}": expected one of ${spec.values.map((v) => `"${v}"`).join(", ")}, got "${param}"`;
    case "number": {
      const n = Number(param);
      return Number.isInteger(n) && n >= spec.min && n <= spec.max
        ? undefined
        : `skill "${id}": expected a whole number from ${spec.min} to ${spec.max}, got "${param}"`;
    }
    case "zombie-type":
      return index.zombieTypes.has(param) ? undefined : `skill "${id}": unknown zombie type "${param}"`;
    case "equipment":
      return index.equipment.has(param) ? undefined : `skill "${id}": unknown equipment card "${param}"`;
    case "skill": {
      if (depth > 0) return `skill "${id}": a skill parameter cannot itself take a skill`;
      const inner = skillRefProblem(param, index, depth + 1);
      return inner === undefined ? undefined : `skill "${id}": ${inner}`;
    }
  }
}

function describe(spec: NonNullable<ReturnType<PackIndex["skills"]["get"]>>["param"]): string {
  switch (spec?.kind) {
    case "choice":
      return `one of ${spec.values.join(", ")}`;
    case "number":
      return `a number from ${spec.min} to ${spec.max}`;
    case "zombie-type":
      return "a zombie type id";
    case "equipment":
      return "an equipment card id";
    default:
      return "a skill id";
  }
}
