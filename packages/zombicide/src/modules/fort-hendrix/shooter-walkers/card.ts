import { boardOf } from "../../../game/board-of.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { inPlay } from "../../../game/survivors.ts";
import type { ZombicideState, ZoneId } from "../../../game/types.ts";
import { miniaturesLeft, placeZombies } from "../../../game/zombies/place.ts";
import { moduleTask, type WorkTask } from "../../../game/zombies/tasks.ts";
import { placeShortage } from "./shortage.ts";
import {
  isShooterCard,
  JOIN_RULE,
  OUT_RULE,
  SHOOT_RULE,
  SHOOTER,
  SHOOTER_RULE,
  shotsByZone,
  survivorZonesSeen,
} from "./shots.ts";

export const JOIN_TASK = "shooterJoin";

export interface JoinTask {
  readonly kind: typeof JOIN_TASK;
  /** The zombie type the Shooter card spawns (Walker, Fatty/Brute or Runner). */
  readonly zombie: string;
}

/**
 * A Zombie card was drawn. With the Shooter mark: when it is drawn, the Shooter Walkers on the board shoot (told
 * now, before the card's zombies are placed); once they are placed, the Wounds are dealt (the players share each
 * zone's) and then the Shooter Walkers join, all ahead of any Rush activation.
 */
export function shooterCard(
  ctx: {
    readonly zone: ZoneId;
    readonly card: string;
    readonly stage: "drawn" | "placed";
    readonly events: ZombicideEvent[];
  },
  state: ZombicideState,
): ZombicideState {
  if (!isShooterCard(state, ctx.card)) return state;
  const shots = shotsByZone(state);
  if (ctx.stage === "drawn") {
    const shooters = state.zombies.filter((z) => z.type === SHOOTER).length;
    ctx.events.push({
      type: "ShooterCardDrawn",
      card: ctx.card,
      zone: ctx.zone,
      shooters,
      rule: SHOOTER_RULE,
    });
    for (const shot of shots) {
      const survivors = state.survivors.filter((s) => inPlay(s) && s.zone === shot.zone).map((s) => s.id);
      ctx.events.push({
        type: "ShootersFired",
        zone: shot.zone,
        zombies: shot.shooters,
        wounds: shot.shooters.length,
        survivors,
        rule: SHOOT_RULE,
      });
    }
    return state;
  }
  const drawn = state.zombieCatalog.spawnCards[ctx.card];
  const zombie = drawn && "zombie" in drawn ? drawn.zombie : "walker";
  const tasks: WorkTask[] = shots.map((shot) => ({
    kind: "wounds" as const,
    zone: shot.zone,
    left: shot.shooters.length,
    toughUsed: [],
    types: { [SHOOTER]: shot.shooters.length },
  }));
  tasks.push(moduleTask({ kind: JOIN_TASK, zombie }));
  return { ...state, zombieWork: [...tasks, ...state.zombieWork] };
}

/**
 * Step 4: one Shooter Walker in each zone holding a zombie of the card's type that sees a survivor (night
 * ignored) and no Shooter Walker yet. Short of miniatures, the players choose the Zones that get the ones left
 * (shortage.ts), then every Shooter Walker gets an extra Activation.
 */
export function runJoin(state: ZombicideState, task: JoinTask, events: ZombicideEvent[]): ZombicideState {
  const board = boardOf(state);
  const zones = new Set<ZoneId>();
  const shooterZones = new Set<ZoneId>();
  for (const z of state.zombies) {
    if (z.type === task.zombie) zones.add(z.zone);
    if (z.type === SHOOTER) shooterZones.add(z.zone);
  }
  const eligible = [...zones]
    .filter((zone) => !shooterZones.has(zone) && survivorZonesSeen(state, zone).length > 0)
    .sort((a, b) => (board.zoneIndex[a] as number) - (board.zoneIndex[b] as number));
  if (eligible.length === 0) return state;
  const left = miniaturesLeft(state, SHOOTER);
  if (eligible.length > left)
    return placeShortage(
      state,
      {
        zombie: task.zombie,
        wanted: eligible.length,
        left,
        zones: eligible,
        placedZones: [],
        placed: [],
        rule: OUT_RULE,
      },
      events,
    );
  let next = state;
  const placed: string[] = [];
  for (const zone of eligible) {
    const p = placeZombies(next, SHOOTER, zone, 1);
    next = p.state;
    placed.push(...p.placed);
  }
  events.push({
    type: "ShooterWalkersJoined",
    zombie: task.zombie,
    zones: eligible,
    zombies: placed,
    rule: JOIN_RULE,
  });
  return next;
}
