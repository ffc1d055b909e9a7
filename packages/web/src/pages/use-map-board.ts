import { useMemo } from "react";
import { type CompiledMap, compileBundledMap } from "../content/compiled-map.ts";
import { type CatalogEntry, findMap } from "../content/map-catalog.ts";

export type MapBoard =
  | { readonly state: "missing" }
  | { readonly state: "invalid"; readonly entry: CatalogEntry }
  | { readonly state: "ready"; readonly entry: CatalogEntry; readonly compiled: CompiledMap };

/** Finds a bundled map by id and compiles it. */
export function useMapBoard(id: string): MapBoard {
  return useMemo((): MapBoard => {
    const entry = findMap(id);
    if (!entry) return { state: "missing" };
    if (!entry.map) return { state: "invalid", entry };
    return { state: "ready", entry, compiled: compileBundledMap(entry.map) };
  }, [id]);
}
