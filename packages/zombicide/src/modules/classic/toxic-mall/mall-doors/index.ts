import { boardOf } from "../../../../game/board-of.ts";
import type { ZombicideEvent } from "../../../../game/events.ts";
import type { ZombicideState } from "../../../../game/types.ts";
import { spawnBuilding } from "../../../../game/zombies/building-spawn.ts";
import type { RuleModule } from "../../../../kernel/module.ts";
import { driveRefusedInMall, drivesThroughDoubleDoors } from "./cars.ts";
import { doubleDoorsOf, MALL_DOORS, mall, mallBehind } from "./doors.ts";

export const MALL_DOORS_RULE =
  "Toxic City Mall, The mall (opening a double door spawns in every shop behind it whose door is open or missing; none in the marble halls)";

/** The shops of a closed mall are not open at the start: the core marked them so (they open onto a street). */
function closedMall(state: ZombicideState, double: readonly string[]): ZombicideState {
  const board = boardOf(state);
  const occupied = new Set(
    state.survivors.map((s) => board.zones[board.zoneIndex[s.zone] as number]?.building ?? null),
  );
  const waiting = new Set<number>();
  for (const door of double) {
    if (state.openDoors.includes(door)) continue;
    const behind = mallBehind(state, board, door);
    if (behind.outside) continue;
    for (const b of behind.shops) if (!occupied.has(b)) waiting.add(b);
  }
  const w = [...waiting].sort((a, b) => a - b);
  return mall.write(
    { ...state, buildingsOpened: state.buildingsOpened.filter((b) => !waiting.has(b)) },
    { double, waiting: w },
  );
}

/** A double door opened: the waiting shops behind it spawn, each as a building opened for the first time. */
function opened(state: ZombicideState, door: string, opener: string | null, events: ZombicideEvent[]) {
  const m = mall.read(state);
  if (!m.double.includes(door) || m.waiting.length === 0) return state;
  const board = boardOf(state);
  const shops = mallBehind(state, board, door).shops.filter((b) => m.waiting.includes(b));
  if (shops.length === 0) return state;
  events.push({ type: "MallDoorOpened", door, shops: shops.length, rule: MALL_DOORS_RULE });
  let next = mall.write(state, { ...m, waiting: m.waiting.filter((b) => !shops.includes(b)) });
  const from = opener === null ? undefined : next.survivors.find((s) => s.id === opener)?.zone;
  for (const b of shops) next = spawnBuilding(next, b, events, from);
  return next;
}

export interface MallDoorOpened {
  readonly type: "MallDoorOpened";
  readonly door: string;
  readonly shops: number;
  readonly rule: string;
}

declare module "../../../../game/events.ts" {
  interface ModuleEvents {
    MallDoorOpened: MallDoorOpened;
  }
}

/**
 * The mall's double doors (Toxic City Mall; seed 001, "O Shopping e o Estacionamento"): the mission marks them
 * (`settings["mall-doors"].double`). While a double door keeps the mall closed, its shops that open onto the marble
 * halls (an open door, or none) have not spawned; opening the double door spawns in each of them, as the first door
 * of a building does. The halls are streets: nothing spawns there. A double door needs two complete barricades
 * (the barricades module reads the same mission setting). Cars drive in the halls (streets) once they come in
 * through an open double door, and cross the mall's walls nowhere else (`drivePaths`, `driveRefused`).
 */
export const mallDoors: RuleModule = {
  id: MALL_DOORS,
  rule: MALL_DOORS_RULE,
  hooks: {
    setup: ({ mission }, state) => {
      const double = doubleDoorsOf(mission, boardOf(state));
      return double.length === 0 ? state : closedMall(state, double);
    },
    afterCommand: (_ctx, applied) => {
      const doors = applied.events.filter((e) => e.type === "DoorOpened");
      if (doors.length === 0 || mall.read(applied.state).double.length === 0) return applied;
      const events = [...applied.events];
      let state = applied.state;
      for (const e of doors) if (e.type === "DoorOpened") state = opened(state, e.door, e.survivor, events);
      return state === applied.state ? applied : { state, events };
    },
    drivePaths: (ctx, paths) => drivesThroughDoubleDoors(ctx.state, ctx.from, paths),
    driveRefused: (ctx) => driveRefusedInMall(ctx.state, ctx.from, ctx.path),
  },
  refusals: ["car_not_through_double_door"],
  events: { MallDoorOpened: { count: "shops" } },
  words: {
    en: {
      name: "Mall double doors",
      summary:
        "Opening a mall double door spawns in every shop behind it whose door is open or missing; never in the halls.",
      "event.MallDoorOpened_one": "The mall opens at {{door}}: zombies come out of {{count}} shop",
      "event.MallDoorOpened_other": "The mall opens at {{door}}: zombies come out of {{count}} shops",
      "refusal.car_not_through_double_door":
        "A car drives into or out of the mall only through an open double door.",
    },
    "pt-BR": {
      name: "Portas duplas do shopping",
      summary:
        "Abrir uma porta dupla do shopping gera zumbis em cada loja atrás dela com a porta aberta ou faltando; nunca nos corredores.",
      "event.MallDoorOpened_one": "O shopping abre em {{door}}: zumbis saem de {{count}} loja",
      "event.MallDoorOpened_other": "O shopping abre em {{door}}: zumbis saem de {{count}} lojas",
      "refusal.car_not_through_double_door":
        "Um carro só entra no shopping ou sai dele por uma porta dupla aberta.",
    },
  },
};
