import { ok } from "@horda/table";
import { z } from "zod";
import type { Door } from "../../../board/types.ts";
import { actionsAvailable } from "../../../game/actions/availability.ts";
import type { ActionModule } from "../../../game/actions/module.ts";
import { boardOf, zoneIndex } from "../../../game/board-of.ts";
import { refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import { survivorById } from "../../../game/survivors.ts";
import { activate, spend } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { resolveDoor } from "../../../scenario/zone-ref.ts";

export const RULE =
  "classic §10 / black-plague §15 Lock it down (1 Action: close an open door of its Zone; opening it again spawns nothing)";

const schema = z.strictObject({
  type: z.literal("lockItDown"),
  survivor: z.string().min(1).max(64),
  /** A door id ("D3") or a cell side ("3,4 E"). */
  door: z.string().min(1).max(40),
});
export type LockItDownCommand = z.infer<typeof schema>;

function openDoorsHere(state: ZombicideState, s: SurvivorState): Door[] {
  const z = zoneIndex(state, s.zone);
  return boardOf(state).doors.filter((d) => d.zones.includes(z) && state.openDoors.includes(d.id));
}

/**
 * Lock it down: 1 Action, an open door of the survivor's Zone closes. The buildings behind it count as opened,
 * so opening the door again spawns nothing (their first opening is over, whatever opened the door at first).
 */
export const lockItDown: ActionModule<LockItDownCommand> = {
  type: "lockItDown",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || !hasSkill(s, "lock-it-down", state) || actionsAvailable(state, s) < 1) return [];
    return openDoorsHere(state, s).map((d) => ({ type: "lockItDown" as const, survivor: s.id, door: d.id }));
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    if (!hasSkill(s0, "lock-it-down", state))
      return refuse("cannot_lock_door", RULE, `${s0.name} does not have Lock it down`);
    const board = boardOf(state);
    const ref = resolveDoor(board, cmd.door);
    if (typeof ref === "string") return refuse("unknown_door", RULE, ref);
    const door = board.doors[ref] as Door;
    if (!state.openDoors.includes(door.id))
      return refuse("cannot_lock_door", RULE, `door ${door.id} is not open`);
    if (!door.zones.includes(zoneIndex(state, s0.zone)))
      return refuse("cannot_lock_door", RULE, `door ${door.id} is not a door of ${s0.zone}`);
    let next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    if (s.actionsLeft < 1) return refuse("not_enough_actions", RULE, `${s.name} has no Action left`);
    const buildings = door.zones
      .map((z) => board.zones[z]?.building)
      .filter((b): b is number => b !== null && b !== undefined && !next.buildingsOpened.includes(b));
    next = {
      ...next,
      openDoors: next.openDoors.filter((d) => d !== door.id),
      buildingsOpened: [...next.buildingsOpened, ...new Set(buildings)],
    };
    const events: ZombicideEvent[] = [
      { type: "SkillUsed", survivor: s.id, skill: "lock-it-down", rule: RULE },
      { type: "DoorLocked", survivor: s.id, door: door.id, rule: RULE },
    ];
    return ok({ state: spend(next, s.id, 1, events), events });
  },
};
