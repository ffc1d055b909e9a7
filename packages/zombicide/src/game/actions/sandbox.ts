import { ok } from "@horda/table";
import { z } from "zod";
import { boardOf } from "../board-of.ts";
import { refuse } from "../errors.ts";
import { replaceSurvivor, survivorById } from "../survivors.ts";
import type { ZombicideState } from "../types.ts";
import { miniaturesLeft, placeZombies, removeZombies } from "../zombies/place.ts";
import type { ActionModule } from "./module.ts";
import { sandboxDrawCard } from "./sandbox-cards.ts";
import { sandboxToggleBox } from "./sandbox-decks.ts";
import { SANDBOX_MODULE, SANDBOX_RULE } from "./sandbox-events.ts";
import { sandboxAddNoise, sandboxRemoveNoise } from "./sandbox-noise.ts";

export { SANDBOX_MODULE } from "./sandbox-events.ts";

const enabled = (state: ZombicideState) => state.modules.includes(SANDBOX_MODULE);
const id = z.string().min(1).max(64);
const off = () => refuse("sandbox_off", SANDBOX_RULE, "free mode is not enabled for this game");
const zoneIds = (state: ZombicideState) => boardOf(state).zones.map((zone) => zone.id);
const hasZone = (state: ZombicideState, zone: string) => boardOf(state).zoneIndex[zone] !== undefined;
/** Abominations come with a card from their deck, so they are not added by hand. */
const addable = (state: ZombicideState) =>
  Object.keys(state.zombieCatalog.types).filter(
    (t) =>
      !Object.values(state.zombieCatalog.abominations).some((a) => a.type === t) &&
      miniaturesLeft(state, t) > 0,
  );

const moveSchema = z.strictObject({
  type: z.literal("sandboxMovePiece"),
  piece: id,
  to: z.string().min(1).max(16),
});
const flipSchema = z.strictObject({ type: z.literal("sandboxFlipDoor"), door: z.string().min(1).max(40) });
const addSchema = z.strictObject({
  type: z.literal("sandboxAddZombies"),
  zombie: id,
  zone: z.string().min(1).max(16),
});
const removeSchema = z.strictObject({ type: z.literal("sandboxRemoveZombie"), zombie: id });

/** Moves any survivor or zombie to any other zone, at no cost. */
export const sandboxMovePiece: ActionModule<z.infer<typeof moveSchema>> = {
  type: "sandboxMovePiece",
  schema: moveSchema,
  kind: "seat",
  legal(state) {
    if (!enabled(state)) return [];
    const zones = zoneIds(state);
    const pieces = [...state.survivors.filter((s) => !s.eliminated && !s.escaped), ...state.zombies];
    return pieces.flatMap((p) =>
      zones
        .filter((to) => to !== p.zone)
        .map((to) => ({ type: "sandboxMovePiece" as const, piece: p.id, to })),
    );
  },
  apply(state, _seat, cmd) {
    if (!enabled(state)) return off();
    if (!hasZone(state, cmd.to)) return refuse("unknown_zone", SANDBOX_RULE, `there is no zone ${cmd.to}`);
    const s = survivorById(state, cmd.piece);
    const zombie = state.zombies.find((x) => x.id === cmd.piece);
    const piece = s && !s.eliminated && !s.escaped ? s : zombie;
    if (!piece) return refuse("unknown_piece", SANDBOX_RULE, `there is no piece "${cmd.piece}" on the board`);
    if (piece.zone === cmd.to)
      return refuse("same_zone", SANDBOX_RULE, `${cmd.piece} is already in ${cmd.to}`);
    const next: ZombicideState = s
      ? replaceSurvivor(state, { ...s, zone: cmd.to })
      : { ...state, zombies: state.zombies.map((x) => (x.id === cmd.piece ? { ...x, zone: cmd.to } : x)) };
    const kind = s ? ("survivor" as const) : ("zombie" as const);
    return ok({
      state: next,
      events: [
        {
          type: "SandboxPieceMoved",
          piece: cmd.piece,
          kind,
          from: piece.zone,
          to: cmd.to,
          rule: SANDBOX_RULE,
        },
      ],
    });
  },
};

/** Opens a closed door or closes an open one (no Door Action: nothing spawns). */
export const sandboxFlipDoor: ActionModule<z.infer<typeof flipSchema>> = {
  type: "sandboxFlipDoor",
  schema: flipSchema,
  kind: "seat",
  legal: (state) =>
    enabled(state) ? boardOf(state).doors.map((d) => ({ type: "sandboxFlipDoor" as const, door: d.id })) : [],
  apply(state, _seat, cmd) {
    if (!enabled(state)) return off();
    if (!boardOf(state).doors.some((d) => d.id === cmd.door))
      return refuse("unknown_door", SANDBOX_RULE, `there is no door "${cmd.door}"`);
    const open = !state.openDoors.includes(cmd.door);
    const openDoors = open ? [...state.openDoors, cmd.door] : state.openDoors.filter((d) => d !== cmd.door);
    return ok({
      state: { ...state, openDoors },
      events: [{ type: "SandboxDoorFlipped", door: cmd.door, open, rule: SANDBOX_RULE }],
    });
  },
};

/** Puts one zombie of a type in a zone, while the box has miniatures of that type left. */
export const sandboxAddZombies: ActionModule<z.infer<typeof addSchema>> = {
  type: "sandboxAddZombies",
  schema: addSchema,
  kind: "seat",
  legal(state) {
    if (!enabled(state)) return [];
    const zones = zoneIds(state);
    return addable(state).flatMap((zombie) =>
      zones.map((zone) => ({ type: "sandboxAddZombies" as const, zombie, zone })),
    );
  },
  apply(state, _seat, cmd) {
    if (!enabled(state)) return off();
    if (!hasZone(state, cmd.zone))
      return refuse("unknown_zone", SANDBOX_RULE, `there is no zone ${cmd.zone}`);
    if (!addable(state).includes(cmd.zombie)) {
      const why = state.zombieCatalog.types[cmd.zombie]
        ? "none of them are left in the box"
        : "that type is unknown";
      return refuse("cannot_add_zombie", SANDBOX_RULE, `no ${cmd.zombie} can be added: ${why}`);
    }
    const placed = placeZombies(state, cmd.zombie, cmd.zone, 1);
    return ok({
      state: placed.state,
      events: [
        {
          type: "SandboxZombiesAdded",
          zone: cmd.zone,
          zombie: cmd.zombie,
          zombies: placed.placed,
          rule: SANDBOX_RULE,
        },
      ],
    });
  },
};

/** Takes one zombie off the board (an Abomination's card goes to its discard pile). */
export const sandboxRemoveZombie: ActionModule<z.infer<typeof removeSchema>> = {
  type: "sandboxRemoveZombie",
  schema: removeSchema,
  kind: "seat",
  legal: (state) =>
    enabled(state) ? state.zombies.map((x) => ({ type: "sandboxRemoveZombie" as const, zombie: x.id })) : [],
  apply(state, _seat, cmd) {
    if (!enabled(state)) return off();
    const zombie = state.zombies.find((x) => x.id === cmd.zombie);
    if (!zombie)
      return refuse("unknown_zombie", SANDBOX_RULE, `there is no zombie "${cmd.zombie}" on the board`);
    return ok({
      state: removeZombies(state, [zombie.id]),
      events: [
        {
          type: "SandboxZombieRemoved",
          zombie: zombie.id,
          zombieType: zombie.type,
          zone: zombie.zone,
          rule: SANDBOX_RULE,
        },
      ],
    });
  },
};

/** The free-mode commands, registered together in registry.ts. */
export const sandboxActions = [
  sandboxMovePiece,
  sandboxFlipDoor,
  sandboxAddZombies,
  sandboxRemoveZombie,
  sandboxDrawCard,
  sandboxToggleBox,
  sandboxAddNoise,
  sandboxRemoveNoise,
] as const;
