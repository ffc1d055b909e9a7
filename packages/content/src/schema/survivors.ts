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

export const SKILL_LEVELS = ["blue", "yellow", "orange", "red"] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

export const skillTreeSchema = z.strictObject({
  /** The fixed skill(s) printed at Blue. */
  blue: z.array(skillRefSchema),
  yellow: z.array(skillRefSchema),
  /** The player picks one of these on reaching Orange. */
  orange: z.array(skillRefSchema),
  /** The player picks one of these on reaching Red. */
  red: z.array(skillRefSchema),
});
export type SkillTree = z.infer<typeof skillTreeSchema>;

/**
 * Printed skill slots whose skill is not entered (the card's tree is not public): per level, how many. A survivor
 * with empty slots still plays; the engine asks which skill the card prints when such a level is reached.
 */
export const emptySlotsSchema = z.strictObject({
  blue: z.number().int().min(1).max(6).optional(),
  yellow: z.number().int().min(1).max(6).optional(),
  orange: z.number().int().min(1).max(6).optional(),
  red: z.number().int().min(1).max(6).optional(),
});
export type EmptySlots = z.infer<typeof emptySlotsSchema>;

export const survivorSchema = z
  .strictObject({
    id: idSchema,
    names: namesSchema,
    /**
     * Classic survivors start with Health 3 (2 in the classic profile), Kids with Health 2 and Slippery once per
     * turn; a Zombivor (Toxic City Mall) is the infected side of an ID card (`sideOf`), with Health 5.
     */
    kind: z.enum(["classic", "kid", "zombivor"]),
    /** Toxic City Mall: the survivor whose ID card's other side this is (a Zombivor's standard side). */
    sideOf: idSchema.optional(),
    health: positiveInt,
    skills: skillTreeSchema,
    emptySlots: emptySlotsSchema.optional(),
    /**
     * Black Plague: the equipment card (standing for its class) the ID card's Body slot takes besides armour,
     * e.g. Ann's Dagger.
     */
    bodySlot: idSchema.optional(),
    /**
     * User packs: this is an owner's entry of the printed card of another pack's survivor (`rio/ney`); it takes
     * that survivor's place wherever the user pack is loaded (docs/content-packs.md).
     */
    replaces: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected "<pack>/<survivor id>"')
      .optional(),
    ...awaitsField,
    ...verificationFields,
  })
  .superRefine((s, ctx) => {
    if ((s.kind === "zombivor") !== (s.sideOf !== undefined))
      ctx.addIssue({
        code: "custom",
        path: ["sideOf"],
        message: 'a survivor has "sideOf" (its ID card\'s standard side) exactly when its kind is "zombivor"',
      });
    for (const level of SKILL_LEVELS)
      if (s.skills[level].length + (s.emptySlots?.[level] ?? 0) < 1)
        ctx.addIssue({
          code: "custom",
          path: ["skills", level],
          message: `every level has at least one skill or empty slot (${level} has none)`,
        });
    if (s.emptySlots && !s.unverified)
      ctx.addIssue({
        code: "custom",
        path: ["emptySlots"],
        message: 'a survivor with empty slots is unverified: set "unverified": true and say why in "note"',
      });
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
