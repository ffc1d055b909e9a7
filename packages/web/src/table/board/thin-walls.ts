/** The Thin Walls module's slice as the table reads it (Rio Z Janeiro): the edge ids of the walls broken. */
interface ThinWallsSlice {
  readonly broken?: readonly string[];
}

/** Thin Walls broken so far, as one string key ("W3,W7"): empty when the module is off or none is broken. */
export function brokenWallsKey(view: { readonly slices?: Readonly<Record<string, unknown>> }): string {
  const t = view.slices?.["thin-walls"] as ThinWallsSlice | null | undefined;
  return (t?.broken ?? []).join(",");
}

export const brokenWallSet = (key: string): ReadonlySet<string> => new Set(key === "" ? [] : key.split(","));
