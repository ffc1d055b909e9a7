import { survivorSchema, USER_TILE_ID, withUserSurvivors } from "@horda/content";
import type { Json } from "@horda/table";
import {
  missionBoxes,
  survivorCatalogFromPacks,
  type ZombicideConfig,
  zombieCatalogFromPacks,
  zombieCatalogInBand,
} from "@horda/zombicide";
import { z } from "zod";
import type { BuiltConfig } from "../registry.ts";
import type { ZombicideContent } from "./content.ts";
import { SURVIVOR_CARD_LIMIT, sharedSurvivorCards } from "./shared-survivors.ts";
import { sharedTileFaces, TILE_LIMITS } from "./shared-tiles.ts";

/** The engine module that allows table edits (a house rule the host may switch on). */
const OPTIONAL_MODULES = ["sandbox"] as const;

/** What a client sends to open a Zombicide room (docs/protocol.md). */
export const zombicideRoomOptions = z
  .object({
    mission: z.string().min(1).max(64),
    /** Seats p1..pN. */
    players: z.number().int().min(1).max(6),
    /** Survivor ID cards and the seat playing each. */
    survivors: z
      .array(z.object({ id: z.string().min(1).max(64), seat: z.string().regex(/^p[1-6]$/) }).strict())
      .min(1)
      .max(12),
    /** Rule modules on top of the mission's own. */
    modules: z.array(z.enum(OPTIONAL_MODULES)).max(OPTIONAL_MODULES.length).optional(),
    /** Boxes whose cards and zombies are used; default: the mission's. */
    boxes: z.array(z.string().min(1).max(64)).min(1).max(20).optional(),
    startingDeal: z.boolean().optional(),
    autoZombieChoices: z.boolean().optional(),
    /**
     * The host's campaign (its id on this server): the room plays its mission being played, with the campaign's
     * survivors and sheets, and the result is written back to the campaign when the game ends (docs/campaigns.md).
     */
    campaign: z.string().min(1).max(64).optional(),
    /**
     * The host's user pack (tile texts by id, docs/content-packs.md): tiles traced from a photo that replace
     * the tiles of the mission's map for every seat. Checked as a pack extending core2e.
     */
    tiles: z
      .record(z.string(), z.string().min(1).max(TILE_LIMITS.chars))
      .superRefine((t, ctx) => {
        for (const id of Object.keys(t))
          if (!USER_TILE_ID.test(id))
            ctx.addIssue({
              code: "custom",
              path: [id],
              message: 'a tile id is 1-40 letters, digits, "-" or "_"',
            });
      })
      .refine((t) => Object.keys(t).length <= TILE_LIMITS.count, `at most ${TILE_LIMITS.count} tiles`)
      .refine(
        (t) => Object.values(t).reduce((n, text) => n + text.length, 0) <= TILE_LIMITS.totalChars,
        `at most ${TILE_LIMITS.totalChars} characters of tile text in all`,
      )
      .optional(),
    /**
     * The host's survivor ID cards entered in the survivor editor (the user pack's `survivors.json` entries, each
     * `replaces: <pack>/<id>`): they take those survivors' places for every seat. Checked as that pack file.
     */
    survivorCards: z.array(survivorSchema).max(SURVIVOR_CARD_LIMIT).optional(),
  })
  .strict();

export type ZombicideRoomOptions = z.infer<typeof zombicideRoomOptions>;

const refused = (message: string, where: string): BuiltConfig => ({ ok: false, message, where });

/**
 * The engine config of a mission room, built the way the web's new-game page builds a solo game: the
 * mission's map and the tile faces it uses, seats p1..pN, the survivors, and the catalogues of the boxes
 * (Zombie cards of the mission's spawn band only).
 */
export function buildZombicideConfig(raw: Json, content: ZombicideContent): BuiltConfig {
  const parsed = zombicideRoomOptions.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = (issue?.path ?? []).reduce<string>(
      (out, k) => (typeof k === "number" ? `${out}[${k}]` : `${out}.${String(k)}`),
      "$.config",
    );
    return refused(`Malformed Zombicide options at ${where}: ${issue?.message ?? "invalid"}`, where);
  }
  const o = parsed.data;
  const mission = content.missions.get(o.mission);
  if (!mission)
    return refused(
      `No mission "${o.mission}" (missions: ${[...content.missions.keys()].sort().join(", ")}).`,
      "$.config.mission",
    );
  const { min, max } = mission.players;
  if (o.players < min || o.players > max)
    return refused(`${mission.id} is for ${min} to ${max} players, not ${o.players}.`, "$.config.players");
  const seats = Array.from({ length: o.players }, (_, i) => `p${i + 1}`);
  for (const [i, s] of o.survivors.entries())
    if (!seats.includes(s.seat))
      return refused(`Seat ${s.seat} is not one of ${seats.join(", ")}.`, `$.config.survivors[${i}].seat`);
  const idle = seats.find((seat) => !o.survivors.some((s) => s.seat === seat));
  if (idle) return refused(`Seat ${idle} has no survivor to play.`, "$.config.survivors");
  const boxes = o.boxes ?? missionBoxes(mission, Object.values(content.packs));
  const unknownBox = boxes.find((b) => !Object.hasOwn(content.packs, b));
  if (unknownBox) return refused(`No box "${unknownBox}" on this server.`, "$.config.boxes");
  const cards = sharedSurvivorCards(o.survivorCards ?? [], content);
  if (!cards.ok) return refused(cards.error.message, cards.error.where);
  const survivorCatalog = withUserSurvivors(survivorCatalogFromPacks(content.packs, boxes), cards.value);
  for (const [i, s] of o.survivors.entries())
    if (!Object.hasOwn(survivorCatalog.survivors, s.id))
      return refused(`No survivor "${s.id}" in ${boxes.join(", ")}.`, `$.config.survivors[${i}].id`);
  if (typeof mission.map !== "object" || mission.map === null)
    return refused(`Mission ${mission.id} has no map of its own.`, "$.config.mission");
  const shared = sharedTileFaces(o.tiles ?? {}, content);
  if (!shared.ok) return refused(shared.error.message, shared.error.where);
  const map = mission.map as { tiles?: readonly { tile: string }[] };
  const tiles = Object.fromEntries(
    (map.tiles ?? []).flatMap((t) => {
      const face = shared.value.get(t.tile) ?? content.tiles.get(t.tile);
      return face ? [[t.tile, face]] : [];
    }),
  );
  const config: ZombicideConfig = {
    map: mission.map,
    mission,
    tiles,
    seats,
    survivors: o.survivors,
    modules: [...mission.modules, ...(o.modules ?? [])],
    survivorCatalog,
    zombieCatalog: zombieCatalogInBand(zombieCatalogFromPacks(content.packs, boxes), mission.decks.spawnBand),
    autoZombieChoices: o.autoZombieChoices ?? false,
    startingDeal: o.startingDeal ?? true,
  };
  return { ok: true, config: config as unknown as Json };
}
