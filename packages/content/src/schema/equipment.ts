import { z } from "zod";
import {
  awaitsField,
  editorSchemaField,
  idSchema,
  namesSchema,
  nonNegativeInt,
  positiveInt,
  schemaTagField,
  verificationFields,
} from "./common.ts";
import { skillRefSchema } from "./skills.ts";

export const EQUIPMENT_SCHEMA = { name: "equipment", version: 1 } as const;

/** `[min, max]` range in zones; melee weapons are `[0, 0]`. */
const rangeSchema = z
  .tuple([nonNegativeInt, nonNegativeInt])
  .refine(([min, max]) => min <= max, "the minimum range must not be above the maximum");

/** One way a card attacks. A card that is both a blade and a gun (Gunblade) has two. */
export const attackSchema = z.discriminatedUnion("mode", [
  z.strictObject({
    mode: z.enum(["melee", "ranged"]),
    range: rangeSchema,
    dice: positiveInt,
    /** Lowest die face that hits (2..6). */
    accuracy: z.number().int().min(2).max(6),
    damage: positiveInt,
    /** Does an attack with it put a Noise token down? */
    noisy: z.boolean(),
  }),
  /** No dice: every actor in the target zone dies (Molotov). */
  z.strictObject({ mode: z.literal("molotov"), range: rangeSchema, noisy: z.boolean() }),
]);
export type Attack = z.infer<typeof attackSchema>;

/** Effects of a card that are rules rather than numbers. */
export const EQUIPMENT_TRAITS = [
  /** May be used while in the Backpack. */
  "usable-in-backpack",
  /** Gives re-rolls to weapons using Bullets / Shells. */
  "reroll-bullets",
  "reroll-shells",
  /** Cancels the Dark Zone 6+ penalty; Fort Hendrix: a Light Source that sets a Light Beam at night. */
  "light",
  /** Fort Hendrix Repair Kit: discard it to ignore every Break of one attack roll. */
  "ignore-breaks",
  /** Black Plague Dragon Bile: thrown at Range 0-1 as a Bile token (the `dragon-bile` module). */
  "dragon-bile",
  /** Black Plague Torch: its Molotov-like attack lights a Dragon Bile token only (the `dragon-bile` module). */
  "torch",
  /** Fort Hendrix Ka-Bar: +1 die to another equipped Melee weapon. */
  "plus-1-die-other-melee",
  /** +2 dice while the card named in `pairedWith` is equipped too (Patton's revolvers). */
  "pair-plus-2-dice",
  /** Black Plague Plenty of Arrows / Bolts: re-roll the dice of an attack with an arrow / bolt weapon. */
  "reroll-arrows",
  "reroll-bolts",
  /** Wulfsburg Flaming Great Sword: lights a Dragon Bile token at Range 0-1 as a Torch does, without discarding. */
  "ignites-dragon-bile",
  /** Wulfsburg Chain Lightning, Storm Bow: each 6 rolled adds a die, which may roll 6 again. */
  "roll-6-plus-1-die",
  /** Wulfsburg Vampire Crossbow: its wielder heals a Wound per kill. */
  "heal-on-kill",
  /** Wulfsburg Chaos Longbow: an attack with 4 hits or more lights Dragon Fire in the target zone. */
  "dragon-fire-on-4-hits",
  /** Wulfsburg Dragon Fire Blade: thrown at Range 0-1, it lights Dragon Fire in the zone. */
  "throw-dragon-fire",
  /** Classic Flashlight: one more card per Search; two of them stack. */
  "extra-search-card",
  /** Classic Goalie Mask: discard it to cancel one Wound its carrier would take. */
  "discard-prevents-wound",
  /** Toxic City Mall Gas Mask: its carrier is immune to Toxic Blood Spray. */
  "toxic-immunity",
  /** Hollow-Point Rounds: +1 Damage with the cards in `appliesTo`; two do not stack. */
  "plus-1-damage-to",
  /** Laser Pointer: combined with one of `appliesTo`, +1 to its dice rolls (one per weapon). */
  "plus-1-to-dice-roll-to",
  /** Spare Change: the cards in `appliesTo` deal Damage 2. */
  "damage-2-to",
  /** Flamethrower: each shot discards a card of `appliesTo` (Gasoline). */
  "fuel",
  /** Toxic City Mall Ultrared weapons: usable only at Red in Ultrared mode; discard one for 5 XP. */
  "ultrared",
  /** VIP #2 Desert Eagle: counts as a Pistol for every card and rule that names Pistols. */
  "counts-as-pistol",
  /** Rio Mate Tea: discard it for 2 extra Actions (the `rio-equipment` module). */
  "mate-tea",
  /** Rio RPG: each attack needs and spends an RPG Ammo card (`rpg-ammo`), shuffled back into the Equipment deck. */
  "rpg",
  "rpg-ammo",
] as const;

/** The Danger Levels a card may ask its wielder to have reached (Wulfsburg's magic equipment). */
const MIN_DANGER_LEVELS = ["yellow", "orange", "red"] as const;

/**
 * A number printed on an advanced card that may not have been checked against the printed card on its own:
 * `unverified: true` flags this value alone (the card's own `unverified` flags the card as a whole), `note`
 * says why the value was picked.
 */
export const checkedNumberSchema = z.strictObject({
  value: positiveInt,
  unverified: z.boolean().optional(),
  note: z.string().min(1).optional(),
});
export type CheckedNumber = z.infer<typeof checkedNumberSchema>;

export const equipmentCardSchema = z
  .strictObject({
    id: idSchema,
    names: namesSchema,
    /**
     * `aaahh`: drawing it makes a Walker appear and ends the Search; it is never kept. `wound`: a card of the
     * Wound deck (Rio Z Janeiro), drawn for each Wound taken; its rule is `wound`.
     */
    kind: z.enum(["weapon", "item", "food", "aaahh", "wound", "dog"]),
    /** A Wound card's effect id (`light-wound`, `weak-spot`...), played by the `wound-deck` module. */
    wound: idSchema.optional(),
    attacks: z.array(attackSchema).min(1).optional(),
    /** Two copies, one in each Hand, attack together in one Action. */
    dual: z.boolean().optional(),
    /** Bullets / shells (2E); arrows / bolts (Black Plague bows and crossbows). */
    ammo: z.enum(["bullets", "shells", "arrows", "bolts"]).optional(),
    /** Must be reloaded (1 Action) after firing. */
    reload: z.boolean().optional(),
    /**
     * Present when the card opens doors; says whether doing so is noisy. Black Plague: `roll` is the die value
     * needed to open (one die); without it the door opens at once.
     */
    door: z.strictObject({ noisy: z.boolean(), roll: z.number().int().min(2).max(6).optional() }).optional(),
    /** Skills the card gives (equipment skills), e.g. the Sniper Rifle's `sniper`. */
    skills: z.array(skillRefSchema).optional(),
    traits: z.array(z.enum(EQUIPMENT_TRAITS)).optional(),
    /**
     * Black Plague spells: a `combat` spell attacks with its `ranged` attack through the Magic Action (the
     * `magic` module); an `enchantment` is cast on a Survivor in sight through the Enchantment Action, its effect
     * id in `enchantment` (the `enchantments` module).
     */
    spell: z.enum(["combat", "enchantment"]).optional(),
    enchantment: idSchema.optional(),
    /**
     * Black Plague Armour (Body) and Shields (Hand): each Wound from a Zombie is cancelled on a die of `value` or
     * more (the `armour` module).
     */
    armour: z
      .strictObject({ value: z.number().int().min(2).max(6), shield: z.boolean().optional() })
      .optional(),
    /** Adrenaline earned when the card is consumed (food). */
    adrenaline: positiveInt.optional(),
    /**
     * Advanced equipment (Rio Z Janeiro, Fort Hendrix): how many red All-Out dice the card adds when its
     * wielder Goes All-Out (the red burst "+N").
     */
    allOut: checkedNumberSchema.optional(),
    /** Advanced equipment: the Keep value (padlock) rolled against between campaign missions. */
    keep: checkedNumberSchema.optional(),
    /** The card this one pairs with (`pair-plus-2-dice`). */
    pairedWith: idSchema.optional(),
    /** Wulfsburg magic equipment: a Survivor below this Danger Level cannot use the card. */
    minDangerLevel: z.enum(MIN_DANGER_LEVELS).optional(),
    /** The cards a trait works on (Hollow-Point Rounds' guns, the Flamethrower's Gasoline). */
    appliesTo: z.array(idSchema).min(1).optional(),
    /**
     * Canine Companions: the card is a dog. Its holder is the dog's Trainer; the dog is a survivor with one Wound
     * and the `skills` here, attacks with the card's melee attack when told to, and gives its Trainer
     * `trainerMeleeDice` extra melee dice while they share a Zone.
     */
    dog: z
      .strictObject({
        breed: namesSchema,
        skills: z.array(skillRefSchema),
        trainerMeleeDice: positiveInt,
        /** Whether the Trainer may tell it to Search (the American Bulldog may not). */
        search: z.boolean(),
      })
      .optional(),
    ...awaitsField,
    /**
     * Rio Z Janeiro: how many Surprise Spawn icons the card shows. Drawn by a Search or by taking an Objective
     * card, each icon spawns 1 Walker in every Zone with a Surprise Spawn token (the `surprise-spawns` module).
     */
    surpriseSpawn: checkedNumberSchema.optional(),
    ...verificationFields,
  })
  .superRefine((card, ctx) => {
    if ((card.kind === "wound") !== (card.wound !== undefined))
      ctx.addIssue({
        code: "custom",
        path: ["wound"],
        message: 'a card has "wound" (its effect id) exactly when its kind is "wound"',
      });
    if ((card.spell === "enchantment") !== (card.enchantment !== undefined))
      ctx.addIssue({
        code: "custom",
        path: ["enchantment"],
        message: 'a card has "enchantment" (its effect id) exactly when its spell is "enchantment"',
      });
    if (card.spell === "combat" && !card.attacks?.some((a) => a.mode === "ranged"))
      ctx.addIssue({
        code: "custom",
        path: ["attacks"],
        message: 'a combat spell ("spell": "combat") needs a ranged attack, fired by the Magic Action',
      });
    if (card.allOut && !card.attacks?.some((a) => a.mode !== "molotov"))
      ctx.addIssue({
        code: "custom",
        path: ["allOut"],
        message: "only a card that attacks with dice has an All-Out value",
      });
    if ((card.kind === "dog") !== (card.dog !== undefined))
      ctx.addIssue({
        code: "custom",
        path: ["dog"],
        message:
          'a card has "dog" (the dog\'s breed, skills and Trainer bonus) exactly when its kind is "dog"',
      });
    if ((card.traits?.includes("pair-plus-2-dice") ?? false) !== (card.pairedWith !== undefined))
      ctx.addIssue({
        code: "custom",
        path: ["pairedWith"],
        message: 'a card has "pairedWith" exactly when it has the "pair-plus-2-dice" trait',
      });
  });
export type EquipmentCard = z.infer<typeof equipmentCardSchema>;

export const deckEntrySchema = z.strictObject({ card: idSchema, count: positiveInt });
export type DeckEntry = z.infer<typeof deckEntrySchema>;

/**
 * `military`: Fort Hendrix's Military deck, drawn by a Search on a military tile. `vault`: Black Plague Vault
 * artefacts, set aside at setup and placed in Vaults by the quest. `pimpweapons`: classic, drawn by searching the
 * Pimpmobile or traded for five VIPs. `aside`: classic, cards set aside at setup that enter only through a rule
 * (Molotovs made by combining, a mission's Pa's Gun).
 */
export const DECK_IDS = [
  "starting",
  "equipment",
  "epic",
  "military",
  "vault",
  "pimpweapons",
  "aside",
] as const;

/**
 * Classic: two cards combined while reorganizing. With `makes`, both are discarded for that card (taken from the
 * `aside` pile: Gasoline + Glass Bottles = Molotov); without, they stay together as one weapon that has both
 * cards' skills (Rifle + Scope = a Sniper Rifle).
 */
export const combinationSchema = z.strictObject({
  parts: z.tuple([idSchema, idSchema]),
  makes: idSchema.optional(),
  ...verificationFields,
});
export type Combination = z.infer<typeof combinationSchema>;
export type DeckId = (typeof DECK_IDS)[number];

export const equipmentFileSchema = z.strictObject({
  ...editorSchemaField,
  schema: schemaTagField(EQUIPMENT_SCHEMA.name, EQUIPMENT_SCHEMA.version),
  cards: z.array(equipmentCardSchema),
  /** The decks this box brings, as card ids with how many copies. */
  decks: z.strictObject({
    starting: z.array(deckEntrySchema).optional(),
    equipment: z.array(deckEntrySchema).optional(),
    epic: z.array(deckEntrySchema).optional(),
    military: z.array(deckEntrySchema).optional(),
    vault: z.array(deckEntrySchema).optional(),
    pimpweapons: z.array(deckEntrySchema).optional(),
    aside: z.array(deckEntrySchema).optional(),
    /** Rio Z Janeiro's Wound deck: cards of kind `wound`. */
    wound: z.array(deckEntrySchema).optional(),
  }),
  combinations: z.array(combinationSchema).optional(),
  /**
   * Packs whose decks these decks replace (Advanced decks replace the core ones): when a game uses this pack's
   * decks, the decks of the packs named here are left out.
   */
  replaces: z.array(idSchema).optional(),
});
export type EquipmentFile = z.infer<typeof equipmentFileSchema>;
