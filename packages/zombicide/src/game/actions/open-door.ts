import { ok } from "@horda/table";
import { z } from "zod";
import type { Door } from "../../board/types.ts";
import { payAction } from "../../kernel/pay.ts";
import { rulesOf } from "../../kernel/registry.ts";
import { resolveDoor } from "../../scenario/zone-ref.ts";
import { boardOf, zoneIndex } from "../board-of.ts";
import { type CardUid, cardData, cardOf, pickCards } from "../cards.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import { heldCards } from "../inventory.ts";
import { addNoise } from "../noise.ts";
import { takeFreeAction } from "../skills/free-actions.ts";
import { survivorById } from "../survivors.ts";
import { activate } from "../turns.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import { spawnBuilding } from "../zombies/building-spawn.ts";
import { actionsAvailable } from "./availability.ts";
import type { ActionModule } from "./module.ts";

const schema = z.strictObject({
  type: z.literal("openDoor"),
  survivor: z.string().min(1).max(64),
  /** A door id ("D3") or a cell side ("3,4 E"). */
  door: z.string().min(1).max(40),
  /** The door-opening card in Hand to use (default: a silent one if held); a door-opening skill's id (`doorOpeners`) for the skill. */
  with: z.string().min(1).max(64).optional(),
});
export type OpenDoorCommand = z.infer<typeof schema>;

/** Red doors and printed (neutral) doors open normally; other colours wait for their Mission event. */
const ALWAYS_UNLOCKED = new Set(["neutral", "red"]);

/** The board's doors by the zone (index) they open from, in board order: read once per board. */
const doorsByZone = new WeakMap<object, readonly (readonly Door[])[]>();

function doorsOfZone(state: ZombicideState, z: number): readonly Door[] {
  const board = boardOf(state);
  let byZone = doorsByZone.get(board);
  if (!byZone) {
    const lists: Door[][] = board.zones.map(() => []);
    for (const d of board.doors) for (const i of new Set(d.zones)) lists[i]?.push(d);
    byZone = lists;
    doorsByZone.set(board, byZone);
  }
  return byZone[z] ?? [];
}

function closedDoorsHere(state: ZombicideState, s: SurvivorState): Door[] {
  return doorsOfZone(state, zoneIndex(state, s.zone)).filter((d) => !state.openDoors.includes(d.id));
}

/** Door-opening cards in the survivor's Hands, silent ones first. */
function openers(state: ZombicideState, s: SurvivorState): CardUid[] {
  return heldCards(s)
    .filter((u) => cardData(state, u)?.door)
    .sort((a, b) => Number(cardData(state, a)?.door?.noisy) - Number(cardData(state, b)?.door?.noisy));
}

/** Ways to open a door with no equipment that rule modules give the survivor (the `doorOpeners` hook). */
const bareHanded = (state: ZombicideState, s: SurvivorState): readonly string[] =>
  rulesOf(state).hooks.doorOpeners({ state, survivor: s });

/** Why a module keeps the survivor from opening this door now (the `doorRefused` hook), or undefined. */
const doorRefused = (state: ZombicideState, s: SurvivorState, door: Door) =>
  rulesOf(state).hooks.doorRefused({ state, survivor: s, door }) ?? undefined;

/**
 * Door Action (§5): with door-opening equipment in Hand (or a module's door opener), a closed door of the survivor's zone
 * opens, no roll; noisy equipment leaves a Noise token. Opening a building for the first time spawns zombies
 * in its Dark Zones (zombies/building-spawn.ts).
 */
export const openDoor: ActionModule<OpenDoorCommand> = {
  type: "openDoor",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s) return [];
    // Most zones have no closed door: nothing else is read there.
    const closed = closedDoorsHere(state, s);
    if (closed.length === 0 || actionsAvailable(state, s, "door") < 1) return [];
    const tools = [...new Set(openers(state, s).map(cardOf)), ...bareHanded(state, s)];
    return closed
      .filter((d) => ALWAYS_UNLOCKED.has(d.colour) || state.unlockedColours.includes(d.colour))
      .filter((d) => !doorRefused(state, s, d))
      .flatMap((d) => tools.map((w) => ({ type: "openDoor" as const, survivor: s.id, door: d.id, with: w })));
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const board = boardOf(state);
    const ref = resolveDoor(board, cmd.door);
    if (typeof ref === "string") return refuse("unknown_door", RULES.door, ref);
    const door = board.doors[ref] as Door;
    if (state.openDoors.includes(door.id))
      return refuse("door_open", RULES.door, `door ${door.id} is already open`);
    if (!door.zones.includes(zoneIndex(state, s0.zone)))
      return refuse("door_not_here", RULES.door, `door ${door.id} is not a door of ${s0.zone}`);
    if (!ALWAYS_UNLOCKED.has(door.colour) && !state.unlockedColours.includes(door.colour))
      return refuse(
        "door_locked",
        RULES.colouredDoor,
        `the ${door.colour} door ${door.id} is locked until its Mission condition`,
      );
    const refused = doorRefused(state, s0, door);
    if (refused) return refuse(refused.code, refused.rule, refused.why);
    let tool: CardUid | { readonly rule: string };
    const bare = bareHanded(state, s0);
    const named = cmd.with !== undefined && bare.includes(cmd.with) ? cmd.with : undefined;
    const way = named ?? (cmd.with === undefined && openers(state, s0).length === 0 ? bare[0] : undefined);
    if (way !== undefined) {
      tool = { rule: way };
    } else {
      const held = openers(state, s0);
      const picked = cmd.with === undefined ? null : pickCards(held, [cmd.with]);
      const uid = picked === null ? held[0] : picked.ok ? picked.picks[0] : undefined;
      if (!uid)
        return refuse(
          "no_door_opener",
          RULES.door,
          `${s0.name} holds no door-opening equipment${cmd.with ? ` "${cmd.with}"` : ""} in a Hand`,
        );
      tool = uid;
    }
    const paid: ZombicideEvent[] = [];
    let next = takeFreeAction(activate(state, s0.id), s0.id, "door", paid);
    const s = survivorById(next, s0.id) as SurvivorState;
    if (s.actionsLeft < 1) return refuse("not_enough_actions", RULES.actions, `${s.name} has no Action left`);
    const noisy = typeof tool === "string" && cardData(next, tool)?.door?.noisy === true;
    const events: ZombicideEvent[] = [
      ...paid,
      {
        type: "DoorOpened",
        survivor: s.id,
        door: door.id,
        with: typeof tool === "string" ? cardOf(tool) : tool.rule,
        noisy,
        rule: RULES.door,
      },
    ];
    next = { ...next, openDoors: [...next.openDoors, door.id] };
    if (noisy) next = addNoise(next, s.zone, s.id, "noisy door opening", events);
    for (const z of door.zones) {
      const building = board.zones[z]?.building;
      if (building !== null && building !== undefined) next = spawnBuilding(next, building, events, s.zone);
    }
    return ok({ state: payAction(next, s.id, 1, events), events });
  },
};
