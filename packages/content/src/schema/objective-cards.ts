import { z } from "zod";
import { idSchema, nonNegativeInt, positiveInt } from "./common.ts";
import { effectSchema } from "./mission-effects.ts";

/** Text in both languages (a card's own words). */
const text = z.strictObject({ en: z.string().min(1).max(4000), "pt-BR": z.string().min(1).max(4000) });

/** A capitalised KEYWORD linking cards (KEY, GATE KEY...). */
export const keywordSchema = z
  .string()
  .regex(/^[A-Z0-9][A-Z0-9 '-]*$/, "a keyword is written in capitals (KEY, GATE KEY)")
  .max(40);

/**
 * What an Objective card does besides the mission effects (docs/missions.md): read a Note, gain a keyword, an
 * Achievement or CXP, draw equipment (no skill triggers on it), keep the Companions for the next mission.
 */
export const objectiveCardEffectSchema = z.union([
  effectSchema,
  z.strictObject({ effect: z.literal("readNote"), note: idSchema }),
  z.strictObject({ effect: z.literal("gainKeyword"), keyword: keywordSchema }),
  z.strictObject({
    effect: z.literal("gainAchievement"),
    achievement: idSchema,
    /** `survivor`: the one who took the card writes it; `team`: every sheet (collective). */
    who: z.enum(["survivor", "team"]),
  }),
  z.strictObject({ effect: z.literal("gainCxp"), amount: positiveInt, to: z.enum(["survivor", "all"]) }),
  z.strictObject({
    effect: z.literal("drawEquipment"),
    deck: z.enum(["equipment", "epic"]),
    count: positiveInt.max(5),
  }),
  z.strictObject({ effect: z.literal("keepCompanions") }),
]);
export type ObjectiveCardEffect = z.infer<typeof objectiveCardEffectSchema>;

export const objectiveChoiceSchema = z.strictObject({
  id: idSchema,
  text,
  do: z.array(objectiveCardEffectSchema).max(20).default([]),
});

/**
 * One Objective card of a mission's set: placed on a map objective token (`token`), straddling a door (`door`,
 * taken when the door opens), or a Note (`note: true`, kept face down near the board, read when an effect says).
 */
export const objectiveCardSchema = z.strictObject({
  id: idSchema,
  /** The number printed on the card (#6). */
  number: positiveInt.max(999),
  note: z.boolean().default(false),
  /** The tile it is placed on, shown at setup ("6R"). */
  tile: z.string().min(1).max(8).optional(),
  /** The map objective token (its id) the card lies on. */
  token: z.string().min(1).max(40).optional(),
  /** The board door (its id, "D2") the card straddles. */
  door: z.string().min(1).max(40).optional(),
  text,
  /** Effects applied when the card is read, in order (no skill triggers on them). */
  do: z.array(objectiveCardEffectSchema).max(20).default([]),
  /** Options the team chooses among once the effects are applied. */
  choices: z.array(objectiveChoiceSchema).max(6).default([]),
  /** AP for taking it (taking an Objective card gives none unless stated). */
  ap: nonNegativeInt.max(99).default(0),
  /** Kept face up once read (a reminder of its effect), instead of discarded. */
  keepRevealed: z.boolean().default(false),
});
export type ObjectiveCard = z.infer<typeof objectiveCardSchema>;

/** Every effect an Objective card may have: its own and its choices'. */
export function cardEffects(card: ObjectiveCard): ObjectiveCardEffect[] {
  return [...card.do, ...card.choices.flatMap((ch) => ch.do)];
}

/**
 * A mission's Objective set (campaign missions: Objective cards replace the Objective tokens). `text` says whose
 * words the cards carry: `horda` (written for Horda to fit the mission; the printed texts are not public) or
 * `owner` (typed in by the owner of the box).
 */
export const objectiveSetSchema = z
  .strictObject({
    text: z.enum(["horda", "owner"]),
    cards: z.array(objectiveCardSchema).min(1).max(60),
  })
  .superRefine((set, ctx) => {
    const ids = new Set<string>();
    set.cards.forEach((c, i) => {
      if (ids.has(c.id))
        ctx.addIssue({ code: "custom", path: ["cards", i, "id"], message: `card "${c.id}" twice` });
      ids.add(c.id);
      const placed = (c.token ? 1 : 0) + (c.door ? 1 : 0);
      if (c.note ? placed > 0 : placed !== 1)
        ctx.addIssue({
          code: "custom",
          path: ["cards", i],
          message: c.note
            ? "a Note lies near the board: no token or door"
            : "an Objective card lies on one token or straddles one door",
        });
    });
    const notes = new Set(set.cards.filter((c) => c.note).map((c) => c.id));
    set.cards.forEach((c, i) => {
      const reads = cardEffects(c).flatMap((e) => ("effect" in e && e.effect === "readNote" ? [e.note] : []));
      for (const n of reads)
        if (!notes.has(n))
          ctx.addIssue({
            code: "custom",
            path: ["cards", i],
            message: `reads Note "${n}", which the set has no Note for`,
          });
    });
  });
export type ObjectiveSet = z.infer<typeof objectiveSetSchema>;
