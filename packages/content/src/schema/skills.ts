import { z } from "zod";
import {
  awaitsField,
  editorSchemaField,
  idSchema,
  namesSchema,
  schemaTagField,
  verificationFields,
} from "./common.ts";

export const SKILLS_SCHEMA = { name: "skills", version: 1 } as const;

/**
 * What a parameterised skill ("+1 die: [Action]", "Dreadnought: [type]") takes after the colon in a
 * skill reference such as `plus-1-die:melee`.
 */
export const skillParamSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("choice"), values: z.array(idSchema).min(1) }),
  z.strictObject({ kind: z.literal("number"), min: z.number().int(), max: z.number().int() }),
  z.strictObject({ kind: z.literal("zombie-type") }),
  z.strictObject({ kind: z.literal("equipment") }),
  z.strictObject({ kind: z.literal("skill") }),
]);
export type SkillParam = z.infer<typeof skillParamSchema>;

export const skillSchema = z.strictObject({
  id: idSchema,
  names: namesSchema,
  /** Our own one-line summary of what the skill does (never the rulebook's wording). */
  summary: z.string().min(1),
  param: skillParamSchema.optional(),
  ...awaitsField,
  ...verificationFields,
});
export type Skill = z.infer<typeof skillSchema>;

export const skillsFileSchema = z.strictObject({
  ...editorSchemaField,
  schema: schemaTagField(SKILLS_SCHEMA.name, SKILLS_SCHEMA.version),
  skills: z.array(skillSchema),
});
export type SkillsFile = z.infer<typeof skillsFileSchema>;

/** A reference to a skill from survivors or equipment: `id` or `id:param` (`plus-1-die:melee`). */
export const SKILL_REF_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?::[a-z0-9]+(?:[-:][a-z0-9]+)*)?$/;
export const skillRefSchema = z
  .string()
  .regex(SKILL_REF_PATTERN, 'expected a skill id, optionally with ":param" (e.g. "plus-1-die:melee")');

export function splitSkillRef(ref: string): { id: string; param?: string } {
  const i = ref.indexOf(":");
  return i < 0 ? { id: ref } : { id: ref.slice(0, i), param: ref.slice(i + 1) };
}
