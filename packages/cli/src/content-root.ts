import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { PackSet, TileFace } from "@horda/content";
import { loadContentPacks, loadTileLibrary, loadZombicidePacks } from "@horda/zombicide/node";

/** The content folder: $HORDA_CONTENT, else the repository's content/. */
export function contentRoot(): string {
  return process.env.HORDA_CONTENT ?? fileURLToPath(new URL("../../../content/", import.meta.url));
}

let tiles: Map<string, TileFace> | undefined;

/** Every tile face of every pack in the content folder, keyed "pack/id" (read once). */
export function tileLibrary(): Map<string, TileFace> {
  if (!tiles) tiles = existsSync(contentRoot()) ? loadTileLibrary(contentRoot()) : new Map();
  return tiles;
}

let packs: PackSet | undefined;

/** The core pack (with what it extends) whose survivors, equipment and zombies scenarios play with (read once). */
export function contentPacks(): PackSet | undefined {
  if (!packs && existsSync(contentRoot())) packs = loadContentPacks(contentRoot());
  return packs;
}

let allPacks: PackSet | undefined;

/** Every Zombicide pack of the content folder (each rule profile's, with what each extends), read once. */
export function zombicidePacks(): PackSet {
  allPacks ??= existsSync(contentRoot()) ? loadZombicidePacks(contentRoot()) : {};
  return allPacks;
}
