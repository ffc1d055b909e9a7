import { moduleOfCommand, type ZombicideCommand } from "@horda/zombicide";
import { PATH_COMMANDS } from "./drive-route.ts";

/** Fields that name the zone a command aims at, in the order they are looked for. */
const ZONE_FIELDS = ["to", "zone", "target"] as const;

/** "path": zones picked one by one on the board (a car's Drive). */
export type Control = "zone" | "path" | "door" | "button";

/** A family of commands that differ only in their target: "move", "ranged with the pistol"... */
export interface CommandGroup {
  /** Stable key: the type plus every field but the target (and the survivor, shown apart). */
  readonly key: string;
  readonly type: string;
  readonly control: Control;
  readonly commands: readonly ZombicideCommand[];
  /** The first command, whose non-target fields name the group. */
  readonly sample: ZombicideCommand;
}

/**
 * Whether a command's field names a survivor, not a zone, as its module reads it (Born leader gives an Action
 * `to` a survivor, a Companion is handed over `to` one).
 */
const namesSurvivor = (c: ZombicideCommand, field: string) =>
  moduleOfCommand(c.type)?.reading.fields?.[field] === "survivor";

export function zoneField(c: ZombicideCommand): string | null {
  for (const f of ZONE_FIELDS) if (typeof c[f] === "string" && !namesSurvivor(c, f)) return f;
  return null;
}

export function targetZone(c: ZombicideCommand): string | null {
  const f = zoneField(c);
  return f ? (c[f] as string) : null;
}

export function controlOf(c: ZombicideCommand): Control {
  if (typeof c.door === "string") return "door";
  if (PATH_COMMANDS.has(c.type) && Array.isArray(c.path)) return "path";
  return zoneField(c) ? "zone" : "button";
}

function groupKey(c: ZombicideCommand, control: Control): string {
  if (control === "button") return JSON.stringify(c);
  const drop = control === "door" ? "door" : control === "path" ? "path" : zoneField(c);
  const rest = Object.entries(c).filter(([k]) => k !== drop && k !== "survivor");
  return JSON.stringify(rest);
}

/** Groups legal commands: zone-aimed ones by everything but the zone, door ones by tool, the rest one each. */
export function groupCommands(commands: readonly ZombicideCommand[]): CommandGroup[] {
  const groups = new Map<string, { type: string; control: Control; commands: ZombicideCommand[] }>();
  for (const c of commands) {
    const control = controlOf(c);
    const key = groupKey(c, control);
    const g = groups.get(key) ?? { type: c.type, control, commands: [] };
    g.commands.push(c);
    groups.set(key, g);
  }
  return [...groups.entries()].map(([key, g]) => ({ key, ...g, sample: g.commands[0] as ZombicideCommand }));
}

/** Commands of one survivor (or of nobody in particular: decisions, table edits). */
export function forSurvivor(
  commands: readonly ZombicideCommand[],
  survivor: string | null,
): ZombicideCommand[] {
  return commands.filter((c) => c.survivor === undefined || c.survivor === survivor);
}

/** Survivors the commands are for, in the order they first appear. */
export function survivorsIn(commands: readonly ZombicideCommand[]): string[] {
  return [...new Set(commands.flatMap((c) => (typeof c.survivor === "string" ? [c.survivor] : [])))];
}
