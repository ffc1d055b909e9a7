import { z } from "zod";
import {
  awaitsField,
  editorSchemaField,
  idSchema,
  namesSchema,
  positiveInt,
  schemaTagField,
  verificationFields,
} from "./common.ts";
import { skillRefSchema } from "./skills.ts";

/** Version 2 replaced v1's `kid: boolean` with `kind` (see migrate/survivors-v1.ts). */
export const SURVIVORS_SCHEMA = { name: "survivors", version: 2 } as const;

export const skillTreeSchema = z.strictObject({
  /** The fixed skill(s) printed at Blue. */
  blue: z.array(skillRefSchema).min(1),
  yellow: z.array(skillRefSchema).min(1),
  /** The player picks one of these on reaching Orange. */
  orange: z.array(skillRefSchema).min(1),
  /** The player picks one of these on reaching Red. */
  red: z.array(skillRefSchema).min(1),
});
export type SkillTree = z.infer<typeof skillTreeSchema>;

export const survivorSchema = z.strictObject({
  id: idSchema,
  names: namesSchema,
  /** Classic survivors start with Health 3, Kids with Health 2 and Slippery once per turn. */
  kind: z.enum(["classic", "kid"]),
  health: positiveInt,
  skills: skillTreeSchema,
  ...awaitsField,
  ...verificationFields,
});
export type Survivor = z.infer<typeof survivorSchema>;

export const survivorsFileSchema = z.strictObject({
  ...editorSchemaField,
  schema: schemaTagField(SURVIVORS_SCHEMA.name, SURVIVORS_SCHEMA.version),
  survivors: z.array(survivorSchema),
  /**
   * Companions that have no ID card of their own (Fort Hendrix's Penny): they follow the Companion rules (§12),
   * their Leader gains no skill from them, and a mission's rules say what they do besides.
   */
  companions: z
    .array(
      z.strictObject({
        id: idSchema,
        names: namesSchema,
        kind: z.enum(["classic", "kid"]),
        ...verificationFields,
      }),
    )
    .optional(),
});
export type CompanionCard = NonNullable<SurvivorsFile["companions"]>[number];
export type SurvivorsFile = z.infer<typeof survivorsFileSchema>;
