import type { MissionEffect } from "@horda/content";
import { gainAdrenaline } from "../adrenaline.ts";
import { boardOf } from "../board-of.ts";
import type { ZombicideEvent } from "../events.ts";
import { takesTurns } from "../survivors.ts";
import type { ZombicideState } from "../types.ts";
import { spawnBuilding } from "../zombies/building-spawn.ts";
import { placeZombies } from "../zombies/place.ts";
import { activateSpawnZone } from "../zombies/spawn-zones.ts";
import { endMission } from "./outcome.ts";
import { missionRef } from "./state.ts";
import type { Happening } from "./triggers.ts";
import type { MissionState } from "./types.ts";

const SPAWN_EFFECT_RULE = "core-2e §2 Spawn Zones (a Mission event places zombies)";

/** Where an effect's follow-up happenings go (a door it opens, a counter it moves). */
export type Follow = (h: Happening) => void;

/** Applies one effect of the special rule `ruleId`, fired by `cause`. */
export function applyEffect(
  state: ZombicideState,
  ruleId: string,
  effect: MissionEffect,
  cause: Happening,
  events: ZombicideEvent[],
  follow: Follow,
): ZombicideState {
  const m = state.mission as MissionState;
  const rule = missionRef.rule(m, ruleId);
  switch (effect.effect) {
    case "unlockDoors":
      return unlock(state, effect.colour, rule, events);
    case "openDoors": {
      let next = unlock(state, effect.colour, rule, events);
      const board = boardOf(next);
      const doors = board.doors.filter((d) => d.colour === effect.colour && !next.openDoors.includes(d.id));
      if (doors.length === 0) return next;
      events.push({
        type: "MissionDoorsOpened",
        colour: effect.colour,
        doors: doors.map((d) => d.id),
        ruleId,
        rule,
      });
      next = { ...next, openDoors: [...next.openDoors, ...doors.map((d) => d.id)] };
      for (const d of doors) {
        follow({ event: "doorOpened", colour: d.colour, actor: cause.actor });
        for (const z of d.zones) {
          const building = board.zones[z]?.building;
          if (building !== null && building !== undefined) next = spawnBuilding(next, building, events);
        }
      }
      return next;
    }
    case "activateSpawns":
    case "deactivateSpawns": {
      const on = effect.effect === "activateSpawns";
      const tokens = state.spawns
        .filter((s) => s.colour === effect.colour && (s.activeFrom === null) === on)
        .map((s) => s.token);
      let next = state;
      for (const t of tokens)
        next = on
          ? activateSpawnZone(next, t)
          : { ...next, spawns: next.spawns.map((s) => (s.token === t ? { ...s, activeFrom: null } : s)) };
      events.push({
        type: on ? "SpawnsActivated" : "SpawnsDeactivated",
        colour: effect.colour,
        tokens,
        ruleId,
        rule,
      });
      return next;
    }
    case "addAdrenaline": {
      const to =
        effect.to === "actor" && cause.actor !== null
          ? [cause.actor]
          : state.survivors.filter(takesTurns).map((s) => s.id);
      let next = state;
      for (const id of to) next = gainAdrenaline(next, id, effect.amount, `mission rule ${ruleId}`, events);
      return next;
    }
    case "addToCounter": {
      const from = m.counters[effect.counter] ?? 0;
      const value = from + effect.amount;
      events.push({ type: "CounterChanged", counter: effect.counter, value, ruleId, rule });
      follow({ event: "counterReached", counter: effect.counter, from, to: value, actor: cause.actor });
      return { ...state, mission: { ...m, counters: { ...m.counters, [effect.counter]: value } } };
    }
    case "spawnZombies": {
      const board = boardOf(state);
      const token = board.tokens.find((t) => t.id === effect.token);
      if (!token || !state.zombieCatalog.types[effect.zombie]) return state;
      const zone = board.zones[token.zone]?.id as string;
      const placed = placeZombies(state, effect.zombie, zone, effect.count);
      if (placed.placed.length > 0)
        events.push({
          type: "ZombiesSpawned",
          zone,
          zombie: effect.zombie,
          zombies: placed.placed,
          rush: false,
          rule: `${SPAWN_EFFECT_RULE}; ${rule}`,
        });
      return placed.state;
    }
    case "message":
      events.push({ type: "MissionMessage", ruleId, text: effect.text, rule });
      return state;
    case "win":
    case "lose":
      return endMission(state, effect.effect === "win" ? "win" : "loss", effect.reason, rule, events);
  }
}

function unlock(
  state: ZombicideState,
  colour: string,
  rule: string,
  events: ZombicideEvent[],
): ZombicideState {
  if (state.unlockedColours.includes(colour)) return state;
  events.push({ type: "DoorsUnlocked", colour, rule });
  return { ...state, unlockedColours: [...state.unlockedColours, colour] };
}
