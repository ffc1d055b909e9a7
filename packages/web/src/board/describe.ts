import type { Board, BoardToken, Door, Zone } from "@horda/zombicide";
import type { TFunction } from "i18next";
import type { SurvivorPiece, ZombieGroup } from "./pieces/types.ts";
import type { ZoneContents } from "./zone-contents.ts";

/** Words for what is on the board, used for accessible names and the zone panel. */

const CORE_ZOMBIES = new Set(["walker", "runner", "brute", "abomination"]);

export function describeZombies(t: TFunction, g: ZombieGroup): string {
  const what = CORE_ZOMBIES.has(g.type)
    ? t(`zombie.${g.type}`, { count: g.count })
    : t("zombie.other", { count: g.count, type: g.typeName ?? g.type });
  return g.name ? `${g.name} (${what})` : what;
}

export function describeToken(t: TFunction, token: BoardToken): string {
  const p = token.props;
  switch (token.kind) {
    case "spawn":
      return t("token.spawn", {
        colour: t(`token.spawnColour.${String(p.spawn)}`),
        inactive: p.active === false ? t("token.inactive") : "",
      });
    case "start":
      return t("token.start");
    case "exit":
      return t("token.exit");
    case "objective":
      return t("token.objective", { colour: t(`token.objectiveColour.${String(p.colour ?? "red")}`) });
    case "crate":
      return t("token.crate");
    case "car":
      // The table names who drives and rides (`detail`); a map's car token has none.
      return p.detail
        ? `${t(`token.car.${String(p.car)}`)} (${String(p.detail)})`
        : t(`token.car.${String(p.car)}`);
    case "noise":
      return t("token.noise", { count: Number(p.count ?? 1) });
    case "token":
      return t("token.named", { name: String(p.name) });
    default:
      return token.kind;
  }
}

export function describeSurvivor(t: TFunction, s: SurvivorPiece, zone: Zone): string {
  const name = t("survivor.aria", { name: s.name, zone: zone.id });
  const ko = s.knockedOutUntil !== undefined ? t("survivor.knockedOut", { round: s.knockedOutUntil }) : null;
  return [name, ko, s.note].filter((x) => x).join(", ");
}

export function zoneKindWords(t: TFunction, zone: Zone): string {
  const kind = t(`zone.${zone.kind}`);
  return zone.flags.includes("dark") ? `${kind}, ${t("zone.dark")}` : kind;
}

/** Every item in a zone as words: tokens, then survivors, then zombies. */
export function describeContents(t: TFunction, contents: ZoneContents): string[] {
  return [
    ...contents.tokens.map((k) => describeToken(t, k)),
    ...contents.survivors.map((s) => s.name),
    ...contents.zombies.map((g) => describeZombies(t, g)),
  ];
}

export function describeZone(t: TFunction, zone: Zone, contents: ZoneContents): string {
  const items = describeContents(t, contents);
  return t("zone.aria", {
    id: zone.id,
    kind: zoneKindWords(t, zone),
    contents: items.length > 0 ? `: ${items.join(", ")}` : "",
  });
}

export function describeDoor(
  t: TFunction,
  board: Board,
  door: Door,
  open: boolean,
  lock: "locked" | "unlocked" | null = null,
): string {
  return t("door.aria", {
    lock: lock ? t(`door.${lock}`) : "",
    id: door.id,
    state: t(open ? "door.open" : "door.closed"),
    colour: t(`door.colour.${door.colour}`),
    a: board.zones[door.zones[0]]?.id,
    b: board.zones[door.zones[1]]?.id,
  });
}
