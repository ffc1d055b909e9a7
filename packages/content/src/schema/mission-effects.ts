import { z } from "zod";
import { DOOR_COLOURS } from "../tiles/types.ts";
import { idSchema, positiveInt } from "./common.ts";

export const doorColour = z.enum(DOOR_COLOURS);
/** Text in both languages, free length (briefings, messages). */
export const missionText = z.strictObject({
  en: z.string().min(1).max(4000),
  "pt-BR": z.string().min(1).max(4000),
});
const text = missionText;

/** What a special rule does. */
export const effectSchema = z.discriminatedUnion("effect", [
  z.strictObject({ effect: z.literal("unlockDoors"), colour: doorColour }),
  z.strictObject({ effect: z.literal("openDoors"), colour: doorColour }),
  z.strictObject({ effect: z.literal("activateSpawns"), colour: z.enum(["red", "blue", "green"]) }),
  z.strictObject({ effect: z.literal("deactivateSpawns"), colour: z.enum(["red", "blue", "green"]) }),
  z.strictObject({ effect: z.literal("addAdrenaline"), amount: positiveInt, to: z.enum(["actor", "all"]) }),
  z.strictObject({ effect: z.literal("addToCounter"), counter: idSchema, amount: z.number().int() }),
  z.strictObject({
    effect: z.literal("spawnZombies"),
    zombie: idSchema,
    count: positiveInt,
    /** Id of the map token whose zone receives them. */
    token: z.string().min(1).max(40),
  }),
  z.strictObject({ effect: z.literal("message"), text }),
  z.strictObject({ effect: z.literal("win"), reason: text }),
  z.strictObject({ effect: z.literal("lose"), reason: text }),
]);
export type MissionEffect = z.infer<typeof effectSchema>;
