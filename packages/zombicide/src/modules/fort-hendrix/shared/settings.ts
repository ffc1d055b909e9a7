import type { MissionFile } from "@horda/content";

/** A mission's settings for one special-rule module (`settings.<module id>`), or an empty record. */
export function settingsOf(
  mission: MissionFile | undefined,
  module: string,
): Readonly<Record<string, unknown>> {
  return (mission?.settings?.[module] as Record<string, unknown> | undefined) ?? {};
}

/** A settings value that must be a list of strings (ids, colours); anything else reads as empty. */
export function stringList(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/** A settings value that must be a string. */
export function stringOf(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** A settings value that must be a whole number. */
export function numberOf(value: unknown): number | undefined {
  return typeof value === "number" && Number.isInteger(value) ? value : undefined;
}
